import type { RestHandler, RestRoute } from "@hopper/core/module";

import { authorizeQuery, consentAnswerBody } from "./authorize-queries";

const handlers = () => import("../server/rest/authorize");
type HandlerName = keyof Awaited<ReturnType<typeof handlers>>;
const load = (name: HandlerName) => async () => ({ default: (await handlers())[name] as RestHandler });
const schemas = () => import("../server/rest/authorize-schema");

const authorizeTag = {
  name: "OAuth authorization",
  description: "The website's side of an OAuth authorization request: the consent it asks for and the user's answer",
};

// The reference's website calls these with the user's session (`labrinth.oauth_internal`); SESSION_ACCESS makes
// the dispatcher read the session cookie and refuse every token, so no app can approve itself.
export const authorizeRoutes: readonly RestRoute[] = [
  {
    method: "GET",
    path: "/_internal/oauth/authorize",
    operationId: "oauthAuthorize",
    summary: "Check an authorization request: the consent to ask for, or the redirect URL when already granted",
    tag: authorizeTag,
    scope: "SESSION_ACCESS",
    query: authorizeQuery,
    response: {
      kind: "json",
      schema: async () => (await schemas()).authorizeAnswer,
      description: "The access request to show, or the redirect URL (a JSON string)",
    },
    handler: load("authorize"),
  },
  {
    method: "POST",
    path: "/_internal/oauth/accept",
    operationId: "oauthAccept",
    summary: "Authorize the app of a consent flow; answers the redirect URL carrying the code",
    tag: authorizeTag,
    scope: "SESSION_ACCESS",
    body: { kind: "json", schema: async () => consentAnswerBody, maxBytes: 1024 },
    response: {
      kind: "json",
      schema: async () => (await schemas()).redirectAnswer,
      description: "The redirect URL (a JSON string)",
    },
    handler: load("accept"),
  },
  {
    method: "POST",
    path: "/_internal/oauth/reject",
    operationId: "oauthReject",
    summary: "Decline the app of a consent flow; answers the redirect URL carrying error=access_denied",
    tag: authorizeTag,
    scope: "SESSION_ACCESS",
    body: { kind: "json", schema: async () => consentAnswerBody, maxBytes: 1024 },
    response: {
      kind: "json",
      schema: async () => (await schemas()).redirectAnswer,
      description: "The redirect URL (a JSON string)",
    },
    handler: load("reject"),
  },
];
