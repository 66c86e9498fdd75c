import { imageRestBody, type RestHandler, type RestRoute } from "@hopper/core/module";

import { userIconQuery, usersQuery } from "./user-queries";

const handlers = () => import("../server/rest/users");
/** One named handler of the users REST file, loaded on first use. */
const load = (name: keyof Awaited<ReturnType<typeof handlers>>) => async () => ({
  default: (await handlers())[name] as RestHandler,
});

/** Public API routes for users (docs/api/users.md). A user's projects and follows are the catalogue's. */
export const userRoutes: readonly RestRoute[] = [
  {
    method: "GET",
    path: "/v2/user",
    summary: "The token's own user",
    scope: "USER_READ",
    handler: () => import("../server/rest/user-self"),
  },
  { method: "GET", path: "/v2/user/:id", summary: "A user by id or username", handler: load("getUser") },
  {
    method: "GET",
    path: "/v2/users",
    summary: "Several users by ids or usernames",
    query: usersQuery,
    handler: load("getUsers"),
  },
  {
    method: "PATCH",
    path: "/v2/user/:id",
    body: { kind: "json", schema: () => import("../server/rest/users").then((m) => m.userPatchSchema) },
    summary: "Edit a user's username or bio (the user or an admin)",
    scope: "USER_WRITE",
    handler: load("patchUser"),
  },
  {
    method: "PATCH",
    path: "/v2/user/:id/icon",
    body: imageRestBody("The avatar"),
    summary: "Set the avatar (raw image body, at most 256 KiB)",
    scope: "USER_WRITE",
    query: userIconQuery,
    handler: load("patchUserIcon"),
  },
  {
    method: "DELETE",
    path: "/v2/user/:id/icon",
    summary: "Remove the avatar",
    scope: "USER_WRITE",
    handler: load("deleteUserIcon"),
  },
];
