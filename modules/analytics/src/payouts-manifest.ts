import type {
  JobDefinition,
  NavEntry,
  PageDefinition,
  RestRoute,
  RouteHandlerDefinition,
  SlotDefinition,
} from "@hopper/core/module";

// The payouts part of the manifest (index.ts spreads it in); see docs/analytics.md.

export const payoutsPages: PageDefinition[] = [];
export const payoutsNav: NavEntry[] = [];
export const payoutsSlots: SlotDefinition[] = [];
export const payoutsRoutes: RouteHandlerDefinition[] = [];
export const payoutsRest: RestRoute[] = [];
export const payoutsJobs: JobDefinition[] = [];
