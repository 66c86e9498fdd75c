import { z } from "zod";

import { defineJob } from "@hopper/core/module";

const ref = z.string().min(1).max(8);

/**
 * The catalogue's events the threads record (docs/moderation.md, "Threads"): each status change becomes a message
 * in the project's thread. Message ids derive from the change, so a retried job writes nothing twice.
 */
export const threadJobs = [
  defineJob({
    name: "moderation.record-status-change",
    schema: z.object({
      projectId: ref,
      oldStatus: z.string().max(32),
      newStatus: z.string().max(32),
      changedBy: ref.nullable(),
      changedAt: z.string().max(40),
      hideIdentity: z.boolean().optional(),
      // The moderator's words sent with the decision, if any (at most a message's limit, 65,536).
      moderatorMessage: z.string().max(65_536).nullish(),
      moderatorMessageBody: z.string().max(65_536).nullish(),
    }),
    subscribe: ["catalog.project-status-changed"],
    retry: { limit: 5, delaySeconds: 10, backoff: true },
    handler: () => import("./jobs/project-status-changed"),
  }),
];
