import type { JobHandler } from "@hopper/core/module";

import { notifyFollowerBatch } from "../server/services/version-fanout";
import type { FollowerBatch } from "../server/services/version-fanout";

/**
 * The ranges of followers of the batch jobs fetched together: each range's project_update notifications in
 * one insert of its own. A failure fails (and retries) the jobs fetched with it; the dedupe key makes the
 * ranges already done deliver nothing new the second time.
 */
const handler: JobHandler<{ batches: FollowerBatch[] }> = async ({ batches }, { db }) => {
  for (const batch of batches) await notifyFollowerBatch(db, batch);
};

export default handler;
