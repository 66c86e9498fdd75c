import { z } from "zod";

// The v2 notification answer's schema (the reference's, as its client's Labrinth.Notifications.v2 types read it):
// body.ts builds it (typed with it) and /v2/openapi.json documents it.

export const notificationV2Schema = z
  .object({
    id: z.string(),
    user_id: z.string(),
    type: z.string().nullable().describe("project_update, team_invite, organization_invite, status_change, …"),
    title: z.string(),
    text: z.string(),
    link: z.string().describe("A path on this site (/mod/x/version/y), or empty"),
    read: z.boolean(),
    created: z.string().meta({ format: "date-time" }),
    actions: z.array(
      z.object({
        title: z.string(),
        action_route: z.tuple([z.string(), z.string()]).describe("[method, path relative to /v2]"),
      }),
    ),
    body: z
      .object({ type: z.string() })
      .catchall(z.union([z.string(), z.number(), z.boolean(), z.null()]))
      .describe("The type's ids: project_id, version_id, team_id, organization_id, invited_by, …"),
  })
  .meta({ id: "NotificationV2", description: "A notification (v2 shape)" });

export type NotificationV2 = z.infer<typeof notificationV2Schema>;

/** The reference's v3 notification: `name` for the title, actions named `name`, no top-level `type`. */
export const notificationV3Schema = z
  .object({
    id: z.string(),
    user_id: z.string(),
    name: z.string(),
    text: z.string(),
    link: z.string(),
    read: z.boolean(),
    created: z.string().meta({ format: "date-time" }),
    actions: z.array(z.object({ name: z.string(), action_route: z.tuple([z.string(), z.string()]) })),
    body: notificationV2Schema.shape.body,
  })
  .meta({ id: "NotificationV3", description: "A notification (v3 shape)" });

export type NotificationV3 = z.infer<typeof notificationV3Schema>;
