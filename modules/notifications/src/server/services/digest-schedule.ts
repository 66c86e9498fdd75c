import type { DbOrTx } from "@hopper/core/db";

import { DIGEST_USERS_PER_JOB } from "./delivery";
import { dueDigestUserIds } from "./digest";
import { derivedJobId } from "./job-ids";

/** The job that mails one page of due users. */
export const SEND_DIGESTS_JOB = "notifications.send-digests";

type Send = (name: string, payload: unknown, options?: { id?: string }) => Promise<string | null>;

/**
 * The hourly check: walks the users due a digest at `until` a page at a time (keyset over user ids) and sends one
 * notifications.send-digests job per page, all with the same `until`, so every job of a run closes the same
 * window. Each job's id is derived from `until` and its page's first user, so sending a page twice queues it once.
 * Returns how many jobs were sent.
 */
export async function scheduleDigests(
  db: DbOrTx,
  until: Date,
  send: Send,
  pageSize = DIGEST_USERS_PER_JOB,
): Promise<number> {
  let after: string | null = null;
  let jobs = 0;
  for (;;) {
    const userIds = await dueDigestUserIds(db, until, after, pageSize);
    const first = userIds[0];
    if (!first) return jobs;
    const payload = { userIds, until: until.toISOString() };
    await send(SEND_DIGESTS_JOB, payload, { id: derivedJobId(`digest:${payload.until}:${first}`) });
    jobs++;
    after = userIds[userIds.length - 1]!;
    if (userIds.length < pageSize) return jobs;
  }
}
