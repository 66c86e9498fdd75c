import { z } from "zod";

import { defineJob } from "@hopper/core/module";

/** How many waiting batch jobs one run of the batch handler takes (pg-boss fetches them together). */
const BATCHES_PER_RUN = 10;
const ref = z.string().min(1).max(8);
const range = z.object({ versionId: ref, projectId: ref, after: ref.nullable(), through: ref });

/**
 * A new version reaches its project's followers in two steps (docs/community.md, "New versions reach
 * followers"): the coordinator answers the catalogue's event by splitting the followers into ranges, and one
 * batch job per range notifies them. Neither holds a transaction over more than one batch.
 */
export const fanOutVersionJob = defineJob({
  name: "notifications.fan-out-version",
  schema: z.object({ versionId: ref, projectId: ref }),
  subscribe: ["catalog.version-published"],
  retry: { limit: 5, delaySeconds: 10, backoff: true },
  handler: () => import("./jobs/fan-out-version"),
});

export const notifyFollowersJob = defineJob({
  name: "notifications.notify-followers",
  // Each job is one range; the worker takes up to 10 waiting ones per poll (each still its own insert), so a
  // project with 100,000 followers costs about ten polling intervals, not a hundred.
  schema: z.object({ batches: z.array(range).min(1).max(BATCHES_PER_RUN) }),
  batch: { size: BATCHES_PER_RUN, merge: (payloads) => ({ batches: payloads.flatMap((p) => p.batches) }) },
  retry: { limit: 5, delaySeconds: 10, backoff: true },
  handler: () => import("./jobs/notify-followers"),
});

export const versionFanOutJobs = [fanOutVersionJob, notifyFollowersJob];
