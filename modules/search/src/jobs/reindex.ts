import type { JobHandler } from "@hopper/core/module";

import { reindexAll } from "../server/reindex";

const handler: JobHandler<Record<string, never>> = async (_payload, { db }) => {
  await reindexAll(db);
};

export default handler;
