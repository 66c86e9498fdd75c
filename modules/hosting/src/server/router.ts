import { router } from "@hopper/core/trpc";

import { serversRouter } from "./procedures/servers/servers-router";

/** The hosting module's API for its pages (`hosting.*` under /api/trpc); agent callbacks are a route. */
export const hostingRouter = router({
  // The viewer's servers and one server's view (every /servers/manage page).
  servers: serversRouter,
});

export type HostingRouter = typeof hostingRouter;

export default hostingRouter;
