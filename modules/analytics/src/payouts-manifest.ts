import { z } from "zod";

import { defineJob, navLabel } from "@hopper/core/module";
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
// payouts page and its menu entry, PayPal's webhook and the status poll behind it (docs/analytics.md "Payouts").

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
export const payoutsRoutes: RouteHandlerDefinition[] = [
  // PayPal's PAYMENT.PAYOUTS-ITEM.* events, verified with PayPal (docs/analytics.md "PayPal").
  { path: "/api/analytics/webhooks/paypal", handler: "server/http/paypal-webhook", methods: ["POST"] },
];
export const payoutsRest: RestRoute[] = [];
export const payoutsJobs: JobDefinition[] = [
  defineJob({
    name: "analytics.poll-payouts",
    schema: z.object({}),
    // Behind the webhook: PayPal's status of open payouts, at most 100 a run; idempotent like every settlement.
    cron: "*/15 * * * *",
    expireInSeconds: 600,
    handler: () => import("./jobs/poll-payouts"),
  }),
];
