import { z } from "zod";

import { defineJob } from "@hopper/core/module";
import type {
  JobDefinition,
  NavEntry,
  PageDefinition,
  RestRoute,
  RouteHandlerDefinition,
  SlotDefinition,
} from "@hopper/core/module";

// The revenue part of the manifest (index.ts spreads it in); see docs/analytics.md "Revenue".

export const revenuePages: PageDefinition[] = [];
export const revenueNav: NavEntry[] = [];
export const revenueSlots: SlotDefinition[] = [];
export const revenueRoutes: RouteHandlerDefinition[] = [];
export const revenueRest: RestRoute[] = [];
export const revenueJobs: JobDefinition[] = [
  defineJob({
    // Idempotent (one revenue_days row per day): an overlapping or repeated run writes nothing twice.
    name: "analytics.split-revenue",
    schema: z.object({}),
    cron: "15 0 * * *",
    expireInSeconds: 3_600,
    handler: () => import("./jobs/split-revenue"),
  }),
];
