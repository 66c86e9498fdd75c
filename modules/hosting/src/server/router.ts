import { router } from "@hopper/core/trpc";

/** The hosting module's API for its pages (`hosting.*` under /api/trpc); agent callbacks are a route. */
export const hostingRouter = router({});

export type HostingRouter = typeof hostingRouter;

export default hostingRouter;
