import type { RestHandler } from "@hopper/core/module";
import { AppError } from "@hopper/core/errors";

import { CATEGORIES } from "../../tags/categories";
import type { Db } from "@hopper/core/db";
import { restJson } from "@hopper/core/module";

import { gameVersionTags } from "../services/versions/game-versions";
import { LICENSES } from "../../tags/licenses";
import { LOADERS } from "../../tags/loaders";
import { DONATION_PLATFORMS, PROJECT_TYPES, REPORT_TYPES, SIDE_TYPES } from "../../tags/project-types";

/** Tag lists in the public API's shapes (/v2/tag/{kind}). */
export const TAG_BODIES: Record<string, (db: Db) => unknown> = {
  loader: () => LOADERS,
  category: () => CATEGORIES,
  game_version: (db) => gameVersionTags(db),
  donation_platform: () => DONATION_PLATFORMS,
  report_type: () => REPORT_TYPES,
  side_type: () => SIDE_TYPES,
  project_type: () => PROJECT_TYPES,
  license: () => LICENSES.map((license) => ({ short: license.short, name: license.name })),
};

const CACHE = "public, max-age=3600";

/** GET /v2/tag/{loader|category|game_version|donation_platform|report_type|side_type|project_type|license} */
const handler: RestHandler = async (_request, { params, db }) => {
  const body = TAG_BODIES[params.kind ?? ""];
  if (!body) throw new AppError("not_found", "the requested route does not exist");
  return restJson(await body(db), { headers: { "Cache-Control": CACHE } });
};

export default handler;
