import { defineModule } from "@hopper/core/module";

import { backupsPages } from "./backups-manifest";
import { buyingJobs, buyingPages, buyingSlots } from "./buying-manifest";
import { contentPages } from "./content-manifest";
import { filesPages, filesRoutes } from "./files-manifest";
import { managePages } from "./manage-manifest";
import { nodeJobs, nodeNav, nodePages, nodeRoutes } from "./nodes-manifest";
import { optionsPages } from "./options-manifest";
import { upkeepJobs } from "./upkeep-manifest";
import { hostingSettingsSchema } from "./server/settings";

/**
 * Hosting (docs/hosting.md): nodes running the agent, customers' game servers paid by pyro subscriptions, the
 * panel that manages them (console, files, content, backups, options) and server notices. Talks to agents only
 * through their REST API and `@hopper/agent/protocol`, and receives their callbacks.
 */
export default defineModule({
  id: "hosting",
  router: () => import("./server/router"),
  settings: hostingSettingsSchema,
  // the agents' callbacks: nodes-manifest.ts
  // a server's file uploads and downloads: files-manifest.ts
  routes: [...nodeRoutes, ...filesRoutes],
  rest: [],
  // /servers/manage and a server's overview: manage-manifest.ts.
  // a server's files and backups pages: files-manifest.ts, backups-manifest.ts.
  // a server's content and options pages: content-manifest.ts, options-manifest.ts.
  // /servers (plans) and /servers/buy: buying-manifest.ts.
  // /servers/admin (nodes) and /admin/servers/notices: nodes-manifest.ts.
  pages: [
    ...buyingPages,
    ...managePages,
    ...filesPages,
    ...backupsPages,
    ...contentPages,
    ...optionsPages,
    ...nodePages,
  ],
  nav: [...nodeNav],
  // provisioning and suspension: buying-manifest.ts
  // node health every minute: nodes-manifest.ts
  // deleting servers left unpaid, forgetting old callback ids: upkeep-manifest.ts
  jobs: [...buyingJobs, ...nodeJobs, ...upkeepJobs],
  // "Create a server with this pack" on modpack pages: buying-manifest.ts
  slots: [...buyingSlots],
  // demo-creator's demo server, paid and waiting for a node (docs/hosting.md "Demo data").
  seed: () => import("./seed"),
  dependsOn: ["accounts", "notifications", "billing", "catalog", "search"],
});
