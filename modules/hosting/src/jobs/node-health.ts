import type { JobHandler } from "@hopper/core/module";

import { checkAllNodes } from "../server/services/nodes/nodes";

/**
 * Every minute: asks each node's agent for /api/system and records lastSeenAt or the error. Placement takes only
 * nodes seen in the last 5 minutes (services/nodes/capacity.ts), so a dead node stops getting servers by itself.
 */
const handler: JobHandler<Record<string, never>> = async (_payload, { db }) => {
  await checkAllNodes(db, new Date());
};

export default handler;
