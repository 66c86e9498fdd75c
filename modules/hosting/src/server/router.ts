import { router } from "@hopper/core/trpc";

import { backupsRouter } from "./procedures/backups/backups-router";
import { buyingRouter } from "./procedures/buying/buying-router";
import { consoleRouter } from "./procedures/console/console-router";
import { contentRouter } from "./procedures/content/content-router";
import { filesRouter } from "./procedures/files/files-router";
import { nodesRouter } from "./procedures/nodes/nodes-router";
import { noticesRouter } from "./procedures/notices/notices-router";
import { optionsRouter } from "./procedures/options/options-router";
import { serversRouter } from "./procedures/servers/servers-router";

/** The hosting module's API for its pages (`hosting.*` under /api/trpc); agent callbacks are a route. */
export const hostingRouter = router({
  // Nodes (/servers/admin, admins).
  nodes: nodesRouter,
  // Server notices (/admin/servers/notices; shown and dismissed on server pages).
  notices: noticesRouter,
  // The viewer's servers and one server's view (every /servers/manage page).
  servers: serversRouter,
  // The overview's console token (lines, commands, power and stats then flow browser ↔ agent).
  console: consoleRouter,
  // A server's files (browse, edit, rename, delete, archive) and backups.
  files: filesRouter,
  backups: backupsRouter,
  // Installed catalogue content and the options pages.
  content: contentRouter,
  options: optionsRouter,
  // Plans, the purchase flow (/servers, /servers/buy) and staff suspension.
  buying: buyingRouter,
});

export type HostingRouter = typeof hostingRouter;

export default hostingRouter;
