import type { RestHandler, RestRoute, RestTag } from "@hopper/core/module";

const users = () => import("../server/rest/users-v3");
const lists = () => import("../server/rest/session-lists");
const userSchema = () => users().then((m) => m.userV3Schema);

const USERS: RestTag = { name: "Users", description: "Users, their projects, follows and avatars" };
const SECURITY: RestTag = {
  name: "Tokens and sessions",
  description: "The signed-in user's personal access tokens and sessions (a signed-in session only; tokens get 401)",
};

/**
 * The accounts module's v3 user reads and the token and session lists, in the shapes the reference platform's own
 * client reads (docs/api/users.md). The lists take the browser's session cookie only: their scopes are ones no
 * token may hold, and the dispatcher refuses any token on them.
 */
export const accountV3Routes: readonly RestRoute[] = [
  {
    method: "GET",
    path: "/v3/user",
    summary: "The token's own user (v3 shape)",
    operationId: "getAuthenticatedUserV3",
    tag: USERS,
    response: { kind: "json", description: "The user", schema: userSchema },
    scope: "USER_READ",
    handler: async () => ({ default: (await users()).getSelfV3 as RestHandler }),
  },
  {
    method: "GET",
    path: "/v3/user/:id",
    summary: "A user by id or username (v3 shape)",
    operationId: "getUserV3",
    tag: USERS,
    response: { kind: "json", description: "The user", schema: userSchema },
    handler: async () => ({ default: (await users()).getUserV3 as RestHandler }),
  },
  {
    method: "GET",
    path: "/v2/pat",
    summary: "The signed-in user's personal access tokens, without their secrets (session only)",
    operationId: "listPats",
    tag: SECURITY,
    response: { kind: "json", description: "The tokens", schema: () => lists().then((m) => m.patSchema.array()) },
    scope: "PAT_READ",
    handler: async () => ({ default: (await lists()).getPats as RestHandler }),
  },
  {
    method: "GET",
    path: "/v2/session/list",
    summary: "The signed-in user's live sessions (session only)",
    operationId: "listSessions",
    tag: SECURITY,
    response: {
      kind: "json",
      description: "The sessions, most recently used first",
      schema: () => lists().then((m) => m.sessionSchema.array()),
    },
    scope: "SESSION_READ",
    handler: async () => ({ default: (await lists()).getSessions as RestHandler }),
  },
];
