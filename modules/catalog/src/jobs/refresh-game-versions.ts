import type { JobHandler } from "@hopper/core/module";

import { refreshGameVersions } from "../server/services/versions/game-versions";
import { catalogSettings } from "../server/settings";

const handler: JobHandler<Record<string, never>> = async (_payload, { db }) => {
  const url = catalogSettings().CATALOG_GAME_VERSIONS_URL;
  if (!url) return;
  try {
    const count = await refreshGameVersions(db, url);
    console.log(`[catalog] game versions refreshed from ${url}: ${count} listed`);
  } catch (error) {
    // The worker only records the failure in pg-boss; the operator reads why here. Rethrown so it is retried.
    console.error(
      `[catalog] game version refresh from ${url} failed: ${error instanceof Error ? error.message : String(error)}`,
    );
    throw error;
  }
};

export default handler;
