import { navLabel } from "@hopper/core/module";
import type { NavEntry, PageDefinition, SlotDefinition } from "@hopper/core/module";

import { billingNavMessages } from "./ui/settings/settings-nav-messages";

// The billing settings part of the manifest (index.ts spreads it in; docs/billing.md "Billing settings", "Staff"):
// the viewer's billing pages and receipts, the staff's page, the settings menu entry, and the slots on pages billing
// does not own (the failed-renewal banner, the subscriber badge, 'Manage user billing').

export const settingsPages: PageDefinition[] = [
  { path: "/settings/billing", component: "ui/pages/billing-settings", guards: ["auth"], menus: ["settings"] },
  {
    path: "/settings/billing/charges",
    component: "ui/pages/billing-charges",
    guards: ["auth"],
    menus: ["settings"],
  },
  { path: "/settings/billing/charges/[id]", component: "ui/pages/billing-receipt", guards: ["auth"] },
  { path: "/admin/billing/[id]", component: "ui/pages/admin-billing", guards: ["auth", "staff"] },
];

export const settingsNav: NavEntry[] = [
  {
    menu: "settings",
    ...navLabel(billingNavMessages, "billing"),
    href: "/settings/billing",
    audience: "signed-in",
    order: 70,
  },
];

export const settingsSlots: SlotDefinition[] = [
  // After the account's own banners (order 20): an unverified email is the more urgent fix.
  { slot: "shell.banner", component: "ui/slots/billing-banner", order: 30 },
  { slot: "user.header-actions", component: "ui/slots/subscriber-badge", order: 5 },
  { slot: "user.header-actions", component: "ui/slots/manage-billing", order: 90 },
  // Last of the header's actions (the bell is 100): right beside the user menu it belongs to.
  { slot: "header.actions", component: "ui/slots/header-plus-mark", order: 200 },
];
