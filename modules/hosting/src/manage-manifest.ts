import type { PageDefinition } from "@hopper/core/module";

// The panel's own part of the manifest (index.ts spreads it in): the list of the viewer's servers and a server's
// overview with its console (docs/hosting.md "Your servers", "Console"). Files, backups, content and options are
// declared by their own parts.

export const managePages: PageDefinition[] = [
  { path: "/servers/manage", component: "ui/pages/servers-manage", guards: ["auth"] },
  { path: "/servers/manage/[id]", component: "ui/pages/server-overview", guards: ["auth"] },
];
