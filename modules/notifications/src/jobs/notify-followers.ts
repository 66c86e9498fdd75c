import type { JobHandler } from "@hopper/core/module";

import { notifyFollowerBatch } from "../server/services/version-fanout";
import type { FollowerBatch } from "../server/services/version-fanout";

/** One range of a project's followers: their project_update notifications, in one insert. */
const handler: JobHandler<FollowerBatch> = async (batch, { db }) => {
  await notifyFollowerBatch(db, batch);
};

export default handler;
