import type { JobHandler } from "@hopper/core/module";

import { refreshGameVersions } from "../server/services/game-versions";
import { catalogSettings } from "../server/settings";

const handler: JobHandler<Record<string, never>> = async (_payload, { db }) => {
  const url = catalogSettings().CATALOG_GAME_VERSIONS_URL;
  if (url) await refreshGameVersions(db, url);
};

export default handler;
