import { z } from "zod";

import { defineJob, navLabel } from "@hopper/core/module";
import type { JobDefinition, ModuleManifest, NavEntry, PageDefinition } from "@hopper/core/module";

import { nodesNavMessages } from "./ui/nodes/nodes-nav-messages";

// The nodes part of the manifest (index.ts spreads it in): the agents' callbacks route, the nodes admin page and
// server notices (docs/hosting.md "Operating nodes", "Server notices").

export const nodeRoutes: NonNullable<ModuleManifest["routes"]>[number][] = [
  { path: "/api/agent/callbacks", handler: "server/http/agent-callbacks", methods: ["POST"] },
];

export const nodeJobs: JobDefinition[] = [
  // Idempotent: a check only records what the agent answered. A run past a minute is dropped; the next one follows.
  defineJob({
    name: "hosting.node-health",
    schema: z.object({}),
    cron: "* * * * *",
    expireInSeconds: 50,
    handler: () => import("./jobs/node-health"),
  }),
];

export const nodePages: PageDefinition[] = [
  { path: "/servers/admin", component: "ui/pages/servers-admin", guards: ["auth", "admin"], menus: ["admin"] },
  {
    path: "/admin/servers/notices",
    component: "ui/pages/admin-servers-notices",
    guards: ["auth", "admin"],
    menus: ["admin"],
  },
];

export const nodeNav: NavEntry[] = [
  // Only admins may open the pages (their guard): a moderator is not shown links that answer 403.
  { menu: "admin", ...navLabel(nodesNavMessages, "nodes"), href: "/servers/admin", audience: "admin", order: 80 },
  {
    menu: "admin",
    ...navLabel(nodesNavMessages, "notices"),
    href: "/admin/servers/notices",
    audience: "admin",
    order: 81,
  },
];
