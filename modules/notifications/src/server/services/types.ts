import { z } from "zod";

import { siteLink } from "./site-link";

/** The reference's notification body types Hopper sends (`body.type` and the v2 `type`). */
export const NOTIFICATION_TYPES = [
  "project_update",
  "team_invite",
  "organization_invite",
  "status_change",
  "moderator_message",
  "report_status_updated",
  "payment_failed",
  "subscription_changed",
  "payout_paid",
  "payout_failed",
  "payout_available",
  "legacy_markdown",
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const TITLE_MAX = 512;
export const TEXT_MAX = 4096;
export const LINK_MAX = 2048;

/** A button on a notification: the reference's `{ title, action_route: [method, path] }` (path relative to /v2). */
export const notificationActionSchema = z.object({
  title: z.string().min(1).max(64),
  action_route: z.tuple([z.enum(["GET", "POST", "PATCH", "DELETE"]), z.string().min(1).max(256)]),
});
export type NotificationAction = z.infer<typeof notificationActionSchema>;

/** What a module hands `notify()`: one notification for one user. */
export const notificationInputSchema = z.object({
  userId: z.string().min(1).max(8),
  type: z.enum(NOTIFICATION_TYPES),
  title: z.string().trim().min(1).max(TITLE_MAX),
  text: z.string().max(TEXT_MAX).default(""),
  /** A path on this site ("/mod/x/version/y"), or "" for none: the site shows it as a link (see siteLink). */
  link: z
    .string()
    .max(LINK_MAX)
    .refine((link) => link === "" || siteLink(link) !== null, "must be a path on this site")
    .default(""),
  /** The type's ids, as the reference's `body` (project_id, version_id, team_id, invited_by…). */
  body: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).default({}),
  actions: z.array(notificationActionSchema).max(4).default([]),
  /** What the notification is about; the same key never reaches the same user twice. */
  dedupeKey: z.string().min(1).max(128).optional(),
});
export type NotificationInput = z.input<typeof notificationInputSchema>;
