import { navLabel } from "@hopper/core/module";
import type { NavEntry, PageDefinition } from "@hopper/core/module";

import { appRoutes } from "./api/apps";
import { appNavMessages } from "./ui/apps/app-nav-messages";

// The app management part of the manifest (index.ts spreads it in): the owner's pages, the staff's page, their
// menu entries and the reference's app routes.

export const appPages: PageDefinition[] = [
  { path: "/settings/applications", component: "ui/pages/applications", guards: ["auth"], menus: ["settings"] },
  {
    path: "/settings/applications/[id]",
    component: "ui/pages/applications-edit",
    guards: ["auth"],
    menus: ["settings"],
  },
  {
    path: "/admin/applications",
    component: "ui/pages/admin-applications",
    guards: ["auth", "staff"],
    menus: ["admin"],
  },
];

export const appNav: NavEntry[] = [
  {
    menu: "settings",
    ...navLabel(appNavMessages, "yourApplications"),
    href: "/settings/applications",
    audience: "signed-in",
    order: 60,
  },
  {
    menu: "admin",
    ...navLabel(appNavMessages, "applications"),
    href: "/admin/applications",
    audience: "staff",
    order: 60,
  },
];

export { appRoutes };
