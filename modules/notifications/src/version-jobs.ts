import { z } from "zod";

import { defineJob } from "@hopper/core/module";

const ref = z.string().min(1).max(8);

/**
 * A new version reaches its project's followers in two steps (docs/community.md, "New versions reach
 * followers"): the coordinator answers the catalogue's event by splitting the followers into ranges, and one
 * batch job per range notifies them. Neither holds a transaction over more than one batch.
 */
export const versionFanOutJobs = [
  defineJob({
    name: "notifications.fan-out-version",
    schema: z.object({ versionId: ref, projectId: ref }),
    subscribe: ["catalog.version-published"],
    retry: { limit: 5, delaySeconds: 10, backoff: true },
    handler: () => import("./jobs/fan-out-version"),
  }),
  defineJob({
    name: "notifications.notify-followers",
    schema: z.object({ versionId: ref, projectId: ref, after: ref.nullable(), through: ref }),
    retry: { limit: 5, delaySeconds: 10, backoff: true },
    handler: () => import("./jobs/notify-followers"),
  }),
];
