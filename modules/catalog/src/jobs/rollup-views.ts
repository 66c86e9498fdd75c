import type { JobHandler } from "@hopper/core/module";

import { rollUpViews } from "../server/services/counting/views";

const handler: JobHandler<Record<string, never>> = async (_payload, { db }) => {
  await rollUpViews(db);
};

export default handler;
