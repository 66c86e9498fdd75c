import { z } from "zod";

import { defineJob, navLabel } from "@hopper/core/module";

import { revenueNavMessages as navMessages } from "./ui/revenue/revenue-nav-messages";
import type {
  JobDefinition,
  NavEntry,
  PageDefinition,
  RestRoute,
  RouteHandlerDefinition,
  SlotDefinition,
} from "@hopper/core/module";

// The revenue part of the manifest (index.ts spreads it in); see docs/analytics.md "Revenue".

export const revenuePages: PageDefinition[] = [
  {
    path: "/dashboard/revenue",
    component: "ui/pages/revenue/dashboard-revenue",
    guards: ["auth"],
    menus: ["dashboard"],
  },
  { path: "/admin/revenue", component: "ui/pages/revenue/admin-revenue", guards: ["auth", "admin"], menus: ["admin"] },
];

export const revenueNav: NavEntry[] = [
  {
    menu: "dashboard",
    ...navLabel(navMessages, "revenue"),
    href: "/dashboard/revenue",
    audience: "signed-in",
    order: 29,
  },
  {
    menu: "admin",
    ...navLabel(navMessages, "pool"),
    href: "/admin/revenue",
    // Only admins may open the page (its guard): a moderator is not shown a link that answers 403.
    audience: "admin",
    order: 76,
  },
];
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
