import type {
  JobDefinition,
  NavEntry,
  PageDefinition,
  RestRoute,
  RouteHandlerDefinition,
  SlotDefinition,
} from "@hopper/core/module";

// The charts part of the manifest (index.ts spreads it in); see docs/analytics.md.

export const chartsPages: PageDefinition[] = [];
export const chartsNav: NavEntry[] = [];
export const chartsSlots: SlotDefinition[] = [];
export const chartsRoutes: RouteHandlerDefinition[] = [];
export const chartsRest: RestRoute[] = [];
export const chartsJobs: JobDefinition[] = [];
