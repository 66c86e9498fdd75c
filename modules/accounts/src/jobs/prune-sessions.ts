import type { JobHandler } from "@hopper/core/module";

import { pruneSessions } from "../server/services/prune-sessions";

const handler: JobHandler<Record<string, never>> = async (_payload, { db }) => {
  await pruneSessions(db);
};

export default handler;
