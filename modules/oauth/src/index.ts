import { z } from "zod";

import { defineJob, defineModule } from "@hopper/core/module";

import { authorizationRoutes } from "./api/authorizations";
import { appNav, appPages, appRoutes } from "./apps-manifest";
import { authorizeRoutes } from "./api/authorize";
import { consentNav, consentPages, consentRoutes } from "./consent-manifest";

/**
 * OAuth: Hopper as an OAuth 2.0 authorization server for third-party apps (docs/oauth.md). Users register apps
 * (/settings/applications), authorize them (/auth/authorize) within scopes and revoke them
 * (/settings/authorizations); apps exchange codes with PKCE for access and rotating refresh tokens. The access
 * tokens are core's (modules/core/src/auth/oauth-tokens.ts): every API route resolves them like personal access
 * tokens.
 */
export default defineModule({
  id: "oauth",
  router: () => import("./server/router"),
  // The protocol endpoints apps call (docs/oauth.md "The protocol"): plain routes, not REST, because they speak
  // OAuth's form bodies and error format rather than the API's.
  routes: [
    { path: "/oauth/token", handler: "server/http/token", methods: ["POST", "OPTIONS"] },
    { path: "/oauth/revoke", handler: "server/http/revoke", methods: ["POST", "OPTIONS"] },
    { path: "/.well-known/oauth-authorization-server", handler: "server/http/metadata", methods: ["GET"] },
    ...consentRoutes,
  ],
  // The reference's app routes (/_internal/oauth/app…, GET /v3/user/{id}/oauth_apps): apps-manifest.ts.
  rest: [...authorizeRoutes, ...authorizationRoutes, ...appRoutes],
  jobs: [
    defineJob({
      name: "oauth.prune",
      schema: z.object({}),
      // Expired consent flows, unused codes, refresh and access tokens; nothing reads them once expired.
      cron: "23 4 * * *",
      expireInSeconds: 3600,
      handler: () => import("./jobs/prune"),
    }),
  ],
  // "Demo Launcher" of demo-creator, a public client (docs/oauth.md "Registering an app").
  seed: () => import("./seed"),
  // Your applications (/settings/applications, /settings/applications/[id]) and the staff's /admin/applications.
  pages: [...consentPages, ...appPages],
  nav: [...consentNav, ...appNav],
  dependsOn: ["accounts"],
});
