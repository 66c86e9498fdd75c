import type { JobHandler } from "@hopper/core/module";

import { searchEngine } from "../server/engine";
import { indexProjects } from "../server/indexer";

const handler: JobHandler<{ projectIds: string[] }> = async ({ projectIds }, { db }) => {
  await indexProjects(db, await searchEngine(), projectIds);
};

export default handler;
