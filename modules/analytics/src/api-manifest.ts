import type {
  JobDefinition,
  NavEntry,
  PageDefinition,
  RestRoute,
  RouteHandlerDefinition,
  SlotDefinition,
} from "@hopper/core/module";

import { analyticsApiRoutes } from "./api/routes";

// The api part of the manifest (index.ts spreads it in); see docs/analytics.md.

export const apiPages: PageDefinition[] = [];
export const apiNav: NavEntry[] = [];
export const apiSlots: SlotDefinition[] = [];
export const apiRoutes: RouteHandlerDefinition[] = [];
export const apiRest: RestRoute[] = analyticsApiRoutes;
export const apiJobs: JobDefinition[] = [];
