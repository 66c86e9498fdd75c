import type { PageDefinition } from "@hopper/core/module";

// The backups part of the manifest (index.ts spreads it in): a server's backups page (docs/hosting.md "Backups").

export const backupsPages: PageDefinition[] = [
  { path: "/servers/manage/[id]/backups", component: "ui/pages/server-backups", guards: ["auth"] },
];
