import { navLabel } from "@hopper/core/module";
import type {
  JobDefinition,
  NavEntry,
  PageDefinition,
  RestRoute,
  RouteHandlerDefinition,
  SitemapDefinition,
} from "@hopper/core/module";

import { writingNavMessages } from "./ui/writing/writing-nav-messages";

// The writing part of the manifest (index.ts spreads it in): the admins' editor pages and their menu entry
// (docs/changelog.md "Writing and publishing"). Scheduled entries need no job: the reads filter publishedAt ≤ now.

const ADMIN = ["auth", "admin"] as const;

export const writingPages: PageDefinition[] = [
  { path: "/admin/changelog", component: "ui/pages/admin-changelog", guards: [...ADMIN], menus: ["admin"] },
  { path: "/admin/changelog/new", component: "ui/pages/admin-changelog-new", guards: [...ADMIN] },
  { path: "/admin/changelog/[id]/edit", component: "ui/pages/admin-changelog-edit", guards: [...ADMIN] },
];

export const writingNav: NavEntry[] = [
  {
    menu: "admin",
    ...navLabel(writingNavMessages, "changelog"),
    href: "/admin/changelog",
    // Only admins may write the changelog (services/access.ts): moderators are not shown a link that answers 403.
    audience: "admin",
    order: 85,
  },
];

export const writingRoutes: RouteHandlerDefinition[] = [];
export const writingRest: RestRoute[] = [];
export const writingJobs: JobDefinition[] = [];
export const writingSitemaps: SitemapDefinition[] = [];
