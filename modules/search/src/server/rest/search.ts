import type { RestHandler } from "@hopper/core/module";

import { searchEngine } from "../engine";
import { parseSearchParams } from "../search-query";

/** GET /v2/search — query, facets, index (sort), offset, limit; only public projects are indexed. */
const handler: RestHandler = async (_request, { url }) => {
  const request = parseSearchParams(Object.fromEntries(url.searchParams));
  return Response.json(await (await searchEngine()).search(request));
};

export default handler;
