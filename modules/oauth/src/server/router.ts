import { router } from "@hopper/core/trpc";

import { appsRouter } from "./procedures/apps/apps-router";
import { authorizationsRouter } from "./procedures/authorizations/authorizations-router";
import { consentRouter } from "./procedures/consent/consent-router";

/** The oauth module's API for its pages (`oauth.*` under /api/trpc); the OAuth protocol endpoints are routes. */
export const oauthRouter = router({
  // App management (/settings/applications, /admin/applications).
  apps: appsRouter,
  // The consent screen /auth/authorize: start a request, answer it.
  consent: consentRouter,
  // The viewer's authorized apps (/settings/authorizations): list, revoke.
  authorizations: authorizationsRouter,
});

export type OAuthRouter = typeof oauthRouter;

export default oauthRouter;
