import { z } from "zod";

import { defineJob } from "@hopper/core/module";

import { DIGEST_USERS_PER_JOB } from "./server/services/delivery";

const ref = z.string().min(1).max(8);

/**
 * The email digest (docs/community.md, "Delivery preferences and the email digest"): every hour the scheduler
 * finds the users whose daily or weekly digest is due and sends one notifications.send-digests job per page of
 * them; each of those mails its users. Both are safe to run again: the ids of the page jobs are derived from the
 * window, and each user's window is claimed in the transaction that records the mail.
 */
export const digestCheckJob = defineJob({
  name: "notifications.digest",
  schema: z.object({}),
  // Hourly, off the hour (other sites' cron jobs crowd :00).
  cron: "17 * * * *",
  retry: { limit: 3, delaySeconds: 60, backoff: true },
  expireInSeconds: 900,
  handler: () => import("./jobs/digest"),
});

export const sendDigestsJob = defineJob({
  name: "notifications.send-digests",
  schema: z.object({ userIds: z.array(ref).min(1).max(DIGEST_USERS_PER_JOB), until: z.iso.datetime() }),
  retry: { limit: 5, delaySeconds: 60, backoff: true },
  expireInSeconds: 1800,
  handler: () => import("./jobs/send-digests"),
});

export const digestJobs = [digestCheckJob, sendDigestsJob];
