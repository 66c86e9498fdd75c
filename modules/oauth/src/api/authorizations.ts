import type { RestHandler, RestRoute, RestTag } from "@hopper/core/module";

import { revokeAuthorizationQuery } from "../server/rest/authorizations-query";

const handlers = () => import("../server/rest/authorizations");

const AUTHORIZATIONS: RestTag = {
  name: "OAuth authorizations",
  description: "The apps the signed-in user authorized, and revoking one (a signed-in session only; tokens get 401)",
};

/**
 * The reference's authorization routes as its own client (`labrinth_oauth_internal`) calls them. SESSION_ACCESS is a
 * scope no token may hold, so the dispatcher reads the browser's session cookie and refuses every token: an app can
 * neither list nor revoke what its user granted.
 */
export const authorizationRoutes: readonly RestRoute[] = [
  {
    method: "GET",
    path: "/_internal/oauth/authorizations",
    summary: "The apps the signed-in user authorized, newest first (session only)",
    operationId: "getOAuthAuthorizations",
    tag: AUTHORIZATIONS,
    response: {
      kind: "json",
      description: "The authorizations",
      schema: () => handlers().then((m) => m.authorizationSchema.array()),
    },
    scope: "SESSION_ACCESS",
    handler: async () => ({ default: (await handlers()).getAuthorizations as RestHandler }),
  },
  {
    method: "DELETE",
    path: "/_internal/oauth/authorizations",
    summary: "Revoke the signed-in user's authorization of an app; its tokens stop working at once (session only)",
    operationId: "revokeOAuthAuthorization",
    tag: AUTHORIZATIONS,
    query: revokeAuthorizationQuery,
    response: { kind: "empty", description: "The authorization and its tokens were deleted" },
    scope: "SESSION_ACCESS",
    handler: async () => ({ default: (await handlers()).deleteAuthorization as RestHandler }),
  },
];
