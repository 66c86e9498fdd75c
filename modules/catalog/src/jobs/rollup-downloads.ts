import type { JobHandler } from "@hopper/core/module";

import { rollUpDownloads } from "../server/services/downloads/downloads";

const handler: JobHandler<Record<string, never>> = async (_payload, { db }) => {
  await rollUpDownloads(db);
};

export default handler;
