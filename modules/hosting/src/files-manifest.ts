import type { ModuleManifest, PageDefinition } from "@hopper/core/module";

// The files part of the manifest (index.ts spreads it in): a server's files page and the route its uploads and
// downloads go through (docs/hosting.md "Files").

export const filesRoutes: NonNullable<ModuleManifest["routes"]>[number][] = [
  { path: "/api/hosting/servers/[id]/files", handler: "server/http/files", methods: ["GET", "PUT"] },
];

export const filesPages: PageDefinition[] = [
  { path: "/servers/manage/[id]/files", component: "ui/pages/server-files", guards: ["auth"] },
];
