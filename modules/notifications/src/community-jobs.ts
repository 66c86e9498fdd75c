import { z } from "zod";

import { defineJob } from "@hopper/core/module";

const ref = z.string().min(1).max(8);

/**
 * The catalogue's events that become notifications (docs/community.md, "Invites"): an invitation to a project's
 * or an organization's team, and a project's status change. Each notification carries a dedupe key, so a retried
 * job never delivers twice.
 */
export const communityJobs = [
  defineJob({
    name: "notifications.team-invited",
    schema: z.union([
      z.object({
        teamId: ref,
        invitationId: ref,
        userId: ref,
        invitedBy: ref,
        role: z.string().max(64),
        projectId: ref,
      }),
      z.object({
        teamId: ref,
        invitationId: ref,
        userId: ref,
        invitedBy: ref,
        role: z.string().max(64),
        organizationId: ref,
      }),
    ]),
    subscribe: ["catalog.team-invited"],
    retry: { limit: 5, delaySeconds: 10, backoff: true },
    handler: () => import("./jobs/team-invited"),
  }),
  defineJob({
    name: "notifications.project-status-changed",
    schema: z.object({
      projectId: ref,
      oldStatus: z.string().max(32),
      newStatus: z.string().max(32),
      // null: the catalogue's scheduled-release job made the change, nobody in person.
      changedBy: ref.nullable(),
      changedAt: z.string().max(40),
      hideIdentity: z.boolean().default(false),
      moderatorMessage: z.string().max(2048).optional(),
      moderatorMessageBody: z.string().max(65_536).optional(),
    }),
    subscribe: ["catalog.project-status-changed"],
    retry: { limit: 5, delaySeconds: 10, backoff: true },
    handler: () => import("./jobs/project-status-changed"),
  }),
];
