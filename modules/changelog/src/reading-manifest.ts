import { navGroup, navLabel } from "@hopper/core/module";
import type {
  JobDefinition,
  NavEntry,
  PageDefinition,
  RestRoute,
  RouteHandlerDefinition,
  SitemapDefinition,
} from "@hopper/core/module";

import { changelogApiRoutes } from "./api/reading-routes";
import { readingNavMessages } from "./ui/reading/reading-nav-messages";

// The reading part of the manifest (index.ts spreads it in); see docs/changelog.md, "Reading: pages, feeds and the
// app".

export const readingPages: PageDefinition[] = [
  { path: "/news/changelog", component: "ui/pages/news-changelog" },
  // The date page checks its own segments (product line, real calendar day) and answers notFound() otherwise.
  { path: "/news/changelog/[product]/[date]", component: "ui/pages/news-changelog-date" },
  // The desktop app's page, built from the app line's changelog (it replaced the site module's static page).
  { path: "/app", component: "ui/pages/app" },
];

export const readingNav: NavEntry[] = [
  {
    menu: "footer",
    ...navGroup(readingNavMessages, "resources"),
    ...navLabel(readingNavMessages, "changelog"),
    href: "/news/changelog",
  },
];

// The feeds sit beside the pages: a static `feed.atom` segment wins over the dynamic `[product]` and `[date]` ones in
// the app router, so /news/changelog/{product}/{date} and the feeds keep their addresses.
export const readingRoutes: RouteHandlerDefinition[] = [
  { path: "/news/changelog/feed.atom", handler: "server/http/changelog-feed", methods: ["GET"] },
  { path: "/news/changelog/[product]/feed.atom", handler: "server/http/changelog-feed", methods: ["GET"] },
];

export const readingRest: RestRoute[] = changelogApiRoutes;
export const readingJobs: JobDefinition[] = [];
export const readingSitemaps: SitemapDefinition[] = [
  { name: "changelog", source: () => import("./server/sitemaps/changelog-pages") },
];
