import { navLabel } from "@hopper/core/module";
import type {
  JobDefinition,
  NavEntry,
  PageDefinition,
  RestRoute,
  RouteHandlerDefinition,
  SlotDefinition,
} from "@hopper/core/module";

import { chartsNavMessages as navMessages } from "./ui/charts/charts-nav-messages";

// The charts part of the manifest (index.ts spreads it in); see docs/analytics.md "Charts".

export const chartsPages: PageDefinition[] = [
  { path: "/dashboard/analytics", component: "ui/pages/dashboard-analytics", guards: ["auth"] },
];

export const chartsNav: NavEntry[] = [
  {
    menu: "dashboard",
    ...navLabel(navMessages, "analytics"),
    href: "/dashboard/analytics",
    audience: "signed-in",
    order: 28,
  },
];

// The analytics tabs of project and organization settings (the catalogue's tab bars list them last, where the
// catalogue's own analytics tab was).
export const chartsSlots: SlotDefinition[] = [
  {
    slot: "project.settings-tab",
    component: "ui/slots/project-analytics",
    ...navLabel(navMessages, "analytics"),
    segment: "analytics",
  },
  {
    slot: "organization.settings-tab",
    component: "ui/slots/organization-analytics",
    ...navLabel(navMessages, "analytics"),
    segment: "analytics",
  },
];

export const chartsRoutes: RouteHandlerDefinition[] = [
  { path: "/api/analytics/export.csv", handler: "server/http/export-csv", methods: ["GET"] },
];
export const chartsRest: RestRoute[] = [];
export const chartsJobs: JobDefinition[] = [];
