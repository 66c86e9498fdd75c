import type { RestHandler } from "@hopper/core/module";
import { restJson } from "@hopper/core/module";

import { versionsQuery } from "../../api/version-queries";
import { visibleVersionIds } from "../services/versions/version-statuses";
import { parseQuery, versionBodies, versionReader } from "./version-context";

/** GET /v2/versions?ids=["AABBCCDD",…]: the versions the caller may see, in the order asked; others are left out. */
const handler: RestHandler = async (_request, ctx) => {
  const query = parseQuery(ctx, versionsQuery);
  const visible = await visibleVersionIds(ctx.db, versionReader(ctx), query.ids);
  const bodies = await versionBodies(ctx, [...visible], {
    includeChangelog: query.include_changelog,
  });
  return restJson([...new Set(query.ids)].flatMap((id) => (bodies.has(id) ? [bodies.get(id)] : [])));
};

export default handler;
