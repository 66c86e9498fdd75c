import { navLabel } from "@hopper/core/module";
import type { NavEntry, PageDefinition, SlotDefinition } from "@hopper/core/module";

import { reportNavMessages } from "./ui/report-nav-messages";

// The reports' part of the manifest (index.ts spreads it in): the form, the reporter's and the staff's pages,
// their menu entries and the 'Report' links on other modules' pages.

export const reportPages: PageDefinition[] = [
  // The form: the `auth` guard sends visitors to sign in and back (the 'Report' links do so first).
  { path: "/report", component: "ui/pages/reports/report-form", guards: ["auth"] },
  {
    path: "/dashboard/reports",
    component: "ui/pages/reports/dashboard-reports",
    guards: ["auth"],
    menus: ["dashboard"],
  },
  {
    path: "/dashboard/report/[id]",
    component: "ui/pages/reports/dashboard-report",
    guards: ["auth"],
    menus: ["dashboard"],
  },
  {
    path: "/moderation/reports",
    component: "ui/pages/reports/moderation-reports",
    guards: ["auth", "staff"],
    menus: ["admin"],
  },
  {
    path: "/moderation/report/[id]",
    component: "ui/pages/reports/moderation-report",
    guards: ["auth", "staff"],
    menus: ["admin"],
  },
];

export const reportNav: NavEntry[] = [
  {
    menu: "dashboard",
    ...navLabel(reportNavMessages, "reports"),
    href: "/dashboard/reports",
    audience: "signed-in",
    order: 35,
  },
  {
    menu: "admin",
    ...navLabel(reportNavMessages, "reports"),
    href: "/moderation/reports",
    audience: "staff",
    order: 32,
  },
];

export const reportSlots: SlotDefinition[] = [
  { slot: "project.header-actions", component: "ui/slots/report-project" },
  { slot: "version.header-actions", component: "ui/slots/report-version" },
  { slot: "user.header-actions", component: "ui/slots/report-user" },
  { slot: "collection.header-actions", component: "ui/slots/report-collection" },
];
