import type {
  JobDefinition,
  NavEntry,
  PageDefinition,
  RestRoute,
  RouteHandlerDefinition,
  SitemapDefinition,
} from "@hopper/core/module";

// The writing part of the manifest (index.ts spreads it in); see docs/changelog.md.

export const writingPages: PageDefinition[] = [];
export const writingNav: NavEntry[] = [];
export const writingRoutes: RouteHandlerDefinition[] = [];
export const writingRest: RestRoute[] = [];
export const writingJobs: JobDefinition[] = [];
export const writingSitemaps: SitemapDefinition[] = [];
