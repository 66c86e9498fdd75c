import { navLabel } from "@hopper/core/module";
import type {
  JobDefinition,
  NavEntry,
  PageDefinition,
  RestRoute,
  RouteHandlerDefinition,
  SlotDefinition,
} from "@hopper/core/module";

import { payoutNavMessages } from "./ui/payouts/payout-nav-messages";

// The payouts part of the manifest (index.ts spreads it in): the creator's transfers and withdraw pages, the admins'
// payouts page and its menu entry (docs/analytics.md "Payouts").

export const payoutsPages: PageDefinition[] = [
  {
    path: "/dashboard/revenue/transfers",
    component: "ui/pages/payouts/transfers",
    guards: ["auth"],
    menus: ["dashboard"],
  },
  {
    path: "/dashboard/revenue/withdraw",
    component: "ui/pages/payouts/withdraw",
    guards: ["auth"],
    menus: ["dashboard"],
  },
  { path: "/admin/payouts", component: "ui/pages/payouts/admin-payouts", guards: ["auth", "admin"], menus: ["admin"] },
];

export const payoutsNav: NavEntry[] = [
  {
    menu: "admin",
    ...navLabel(payoutNavMessages, "payouts"),
    href: "/admin/payouts",
    // Only admins may open the page (its guard): a moderator is not shown a link that answers 403.
    audience: "admin",
    order: 75,
  },
];
export const payoutsSlots: SlotDefinition[] = [];
export const payoutsRoutes: RouteHandlerDefinition[] = [];
export const payoutsRest: RestRoute[] = [];
export const payoutsJobs: JobDefinition[] = [];
