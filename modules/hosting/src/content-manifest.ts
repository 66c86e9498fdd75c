import type { PageDefinition } from "@hopper/core/module";

// The content part of the manifest (index.ts spreads it in): a server's installed catalogue content, search and
// install (docs/hosting.md "Content").

export const contentPages: PageDefinition[] = [
  { path: "/servers/manage/[id]/content", component: "ui/pages/server-content", guards: ["auth"] },
];
