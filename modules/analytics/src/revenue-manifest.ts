import type {
  JobDefinition,
  NavEntry,
  PageDefinition,
  RestRoute,
  RouteHandlerDefinition,
  SlotDefinition,
} from "@hopper/core/module";

// The revenue part of the manifest (index.ts spreads it in); see docs/analytics.md.

export const revenuePages: PageDefinition[] = [];
export const revenueNav: NavEntry[] = [];
export const revenueSlots: SlotDefinition[] = [];
export const revenueRoutes: RouteHandlerDefinition[] = [];
export const revenueRest: RestRoute[] = [];
export const revenueJobs: JobDefinition[] = [];
