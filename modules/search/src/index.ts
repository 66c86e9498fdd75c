import { z } from "zod";

import { defineJob, defineModule, navLabel } from "@hopper/core/module";

import { LISTINGS } from "./listings";
import { searchParamsSchema } from "./server/search-query";
import { searchSettingsSchema } from "./server/settings";
import { navMessages } from "./ui/nav-messages";

/**
 * Search: the facet language and sorts of the public API over an engine — PostgreSQL by default,
 * OpenSearch when OPENSEARCH_URL is set.
 */
export default defineModule({
  id: "search",
  settings: searchSettingsSchema,
  seed: () => import("./seed"),
  pages: LISTINGS.map((name) => ({
    path: `/${name}`,
    component: `ui/pages/${name}`,
  })),
  sitemaps: [{ name: "listings", source: () => import("./server/sitemaps/listings") }],
  // The header's browse links are the listings this module owns (spec section 2, in header order).
  nav: [
    { menu: "header", ...navLabel(navMessages, "mods"), href: "/mods", order: 10 },
    { menu: "header", ...navLabel(navMessages, "plugins"), href: "/plugins", order: 11 },
    { menu: "header", ...navLabel(navMessages, "datapacks"), href: "/datapacks", order: 12 },
    { menu: "header", ...navLabel(navMessages, "shaders"), href: "/shaders", order: 13 },
    { menu: "header", ...navLabel(navMessages, "resourcepacks"), href: "/resourcepacks", order: 14 },
    { menu: "header", ...navLabel(navMessages, "modpacks"), href: "/modpacks", order: 15 },
  ],
  rest: [
    {
      method: "GET",
      path: "/v2/search",
      summary: "Search public projects with text, facets, a sort and a true offset",
      operationId: "searchProjects",
      tag: { name: "Search", description: "Full-text project search with facets" },
      response: {
        kind: "json",
        description: "One page of hits",
        schema: () => import("./server/search-result-schema").then((m) => m.searchResultSchema),
      },
      query: searchParamsSchema,
      handler: () => import("./server/rest/search"),
    },
    {
      method: "GET",
      path: "/v3/search",
      summary: "Search public projects (v3 shape: name, summary, project_types, loaders, page, hits_per_page)",
      operationId: "searchProjectsV3",
      tag: { name: "Search", description: "Full-text project search with facets" },
      response: {
        kind: "json",
        description: "One page of hits",
        schema: () => import("./server/rest/search-v3").then((m) => m.searchResultV3Schema),
      },
      query: searchParamsSchema,
      handler: () => import("./server/rest/search-v3"),
    },
  ],
  jobs: [
    defineJob({
      name: "search.index-projects",
      schema: z.object({ projectIds: z.array(z.string()).min(1).max(5000) }),
      subscribe: ["catalog.project-changed"],
      // Every follow, edit and download roll-up publishes its own event: the jobs waiting when the worker
      // polls (every 2 s) are indexed in one run, each project once.
      batch: { size: 100, merge: (payloads) => ({ projectIds: [...new Set(payloads.flatMap((p) => p.projectIds))] }) },
      retry: { limit: 5, delaySeconds: 10, backoff: true },
      handler: () => import("./jobs/index-projects"),
    }),
    defineJob({
      name: "search.reindex",
      schema: z.object({}),
      // A safety net behind the per-change jobs: anything missed is fixed within the hour.
      cron: "23 * * * *",
      expireInSeconds: 3600,
      handler: () => import("./jobs/reindex"),
    }),
  ],
  dependsOn: ["catalog"],
});
