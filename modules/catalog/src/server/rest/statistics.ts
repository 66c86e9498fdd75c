import type { RestHandler } from "@hopper/core/module";
import { restJson } from "@hopper/core/module";

import { catalogStatistics } from "../services/projects/project-reads";

/** GET /v2/statistics: `{ projects, versions, authors, files }` of what the public can see. */
const handler: RestHandler = async (_request, ctx) => restJson(await catalogStatistics(ctx.db));

export default handler;
