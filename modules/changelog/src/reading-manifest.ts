import type {
  JobDefinition,
  NavEntry,
  PageDefinition,
  RestRoute,
  RouteHandlerDefinition,
  SitemapDefinition,
} from "@hopper/core/module";

// The reading part of the manifest (index.ts spreads it in); see docs/changelog.md.

export const readingPages: PageDefinition[] = [];
export const readingNav: NavEntry[] = [];
export const readingRoutes: RouteHandlerDefinition[] = [];
export const readingRest: RestRoute[] = [];
export const readingJobs: JobDefinition[] = [];
export const readingSitemaps: SitemapDefinition[] = [];
