import { componentLogger } from "@hopper/core/log";
import type { JobHandler } from "@hopper/core/module";

import { installOrderedPack } from "../server/services/servers/first-ready";

/** A server ordered with a modpack is ready: the pack is installed (an unreachable agent throws; the job retries). */
const handler: JobHandler<{ serverId: string }> = async ({ serverId }, { db }) => {
  const outcome = await installOrderedPack(db, serverId);
  componentLogger("hosting").info({ serverId, outcome }, "ordered modpack");
};

export default handler;
