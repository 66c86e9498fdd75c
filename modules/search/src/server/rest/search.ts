import type { RestHandler } from "@hopper/core/module";
import { restJson } from "@hopper/core/module";

import { searchEngine } from "../engine";
import type { SearchHit } from "../engines/search-engine";
import { parseSearchParams } from "../search-query";

// The index keeps image addresses as the catalogue stores them (site-relative with local storage); launchers
// load them from another origin, so the API answers absolute URLs like the rest of /v2.
const absolute = (url: string, origin: string) => new URL(url, origin).toString();
const withAbsoluteImages = (hit: SearchHit, origin: string): SearchHit => ({
  ...hit,
  icon_url: hit.icon_url && absolute(hit.icon_url, origin),
  gallery: hit.gallery.map((url) => absolute(url, origin)),
  featured_gallery: hit.featured_gallery && absolute(hit.featured_gallery, origin),
});

/** GET /v2/search — query, facets, index (sort), offset, limit; only public projects are indexed. */
const handler: RestHandler = async (_request, { url }) => {
  const request = parseSearchParams(Object.fromEntries(url.searchParams));
  const result = await (await searchEngine()).search(request);
  return restJson({ ...result, hits: result.hits.map((hit) => withAbsoluteImages(hit, url.origin)) });
};

export default handler;
