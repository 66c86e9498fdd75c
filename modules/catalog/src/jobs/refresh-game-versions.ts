import { componentLogger } from "@hopper/core/log";
import type { JobHandler } from "@hopper/core/module";

import { refreshGameVersions } from "../server/services/versions/game-versions";
import { catalogSettings } from "../server/settings";

const log = componentLogger("catalog");

const handler: JobHandler<Record<string, never>> = async (_payload, { db }) => {
  const url = catalogSettings().CATALOG_GAME_VERSIONS_URL;
  if (!url) return;
  try {
    const count = await refreshGameVersions(db, url);
    log.info({ url, count }, "game versions refreshed");
  } catch (error) {
    // The worker logs the failure's stack; this line names the address that failed. Rethrown so it is retried.
    log.error({ url, reason: error instanceof Error ? error.message : String(error) }, "game version refresh failed");
    throw error;
  }
};

export default handler;
