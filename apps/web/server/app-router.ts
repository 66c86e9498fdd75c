import { moduleRouters } from "@hopper/generated/routers";
import { router } from "@hopper/core/trpc";

/** Every module's router under its id (`appRouter.accounts.*`), each loaded on first call. */
export const appRouter = router(moduleRouters);
export type AppRouter = typeof appRouter;
