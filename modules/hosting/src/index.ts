import { defineModule } from "@hopper/core/module";

import { buyingJobs } from "./buying-manifest";
import { managePages } from "./manage-manifest";
import { nodeRoutes } from "./nodes-manifest";
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
  routes: [...nodeRoutes],
  rest: [],
  // /servers/manage and a server's overview: manage-manifest.ts.
  pages: [...managePages],
  nav: [],
  // provisioning and suspension: buying-manifest.ts
  jobs: [...buyingJobs],
  slots: [],
  dependsOn: ["accounts", "notifications", "billing", "catalog", "search"],
});
