import type { PageDefinition } from "@hopper/core/module";

// The options part of the manifest (index.ts spreads it in): a server's options landing page and its sections
// (spec §2: billing, default, info, loader, network, preferences, properties, startup; docs/hosting.md "Options").

const SECTIONS = ["info", "loader", "network", "properties", "startup", "preferences", "billing"] as const;

export const optionsPages: PageDefinition[] = [
  { path: "/servers/manage/[id]/options", component: "ui/pages/server-options", guards: ["auth"] },
  ...SECTIONS.map((section) => ({
    path: `/servers/manage/[id]/options/${section}`,
    component: `ui/pages/server-options-${section}`,
    guards: ["auth"],
  })),
];
