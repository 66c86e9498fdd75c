import { router } from "@hopper/core/trpc";

/** The oauth module's API for its pages (`oauth.*` under /api/trpc); the OAuth protocol endpoints are routes. */
export const oauthRouter = router({});

export type OAuthRouter = typeof oauthRouter;

export default oauthRouter;
