import type { ModuleManifest } from "@hopper/core/module";

// The nodes part of the manifest (index.ts spreads it in): the agents' callbacks route, the nodes admin page and
// server notices (docs/hosting.md "Operating nodes", "Server notices").

export const nodeRoutes: NonNullable<ModuleManifest["routes"]>[number][] = [
  { path: "/api/agent/callbacks", handler: "server/http/agent-callbacks", methods: ["POST"] },
];
