import { defineModule } from "@hopper/core/module";

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
  routes: [],
  rest: [],
  pages: [],
  nav: [],
  dependsOn: ["accounts"],
});
