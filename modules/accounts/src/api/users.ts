import { imageRestBody, type RestHandler, type RestRoute } from "@hopper/core/module";

import { userIconQuery, usersQuery } from "./user-queries";

const handlers = () => import("../server/rest/users");
/** One named handler of the users REST file, loaded on first use. */
const load = (name: keyof Awaited<ReturnType<typeof handlers>>) => async () => ({
  default: (await handlers())[name] as RestHandler,
});

const usersTag = { name: "Users", description: "Users, their projects, follows and avatars" };
const userSchemas = () => import("../server/rest/user-schema");

/** Public API routes for users (docs/api/users.md). A user's projects and follows are the catalogue's. */
export const userRoutes: readonly RestRoute[] = [
  {
    method: "GET",
    path: "/v2/user",
    operationId: "getUserFromAuth",
    tag: usersTag,
    response: {
      kind: "json",
      description: "The token's user",
      schema: () => userSchemas().then((m) => m.userV2Schema),
    },
    summary: "The token's own user",
    scope: "USER_READ",
    handler: () => import("../server/rest/user-self"),
  },
  {
    method: "GET",
    path: "/v2/user/:id",
    operationId: "getUser",
    tag: usersTag,
    response: { kind: "json", description: "The user", schema: () => userSchemas().then((m) => m.userV2Schema) },
    summary: "A user by id or username",
    handler: load("getUser"),
  },
  {
    method: "GET",
    path: "/v2/users",
    operationId: "getUsers",
    tag: usersTag,
    response: {
      kind: "json",
      description: "The users found",
      schema: () => userSchemas().then((m) => m.userListV2Schema),
    },
    summary: "Several users by ids or usernames",
    query: usersQuery,
    handler: load("getUsers"),
  },
  {
    method: "PATCH",
    path: "/v2/user/:id",
    operationId: "modifyUser",
    tag: usersTag,
    response: { kind: "empty", description: "The user was edited" },
    body: { kind: "json", schema: () => import("../server/rest/users").then((m) => m.userPatchSchema) },
    summary: "Edit a user's username or bio (the user or an admin)",
    scope: "USER_WRITE",
    handler: load("patchUser"),
  },
  {
    method: "PATCH",
    path: "/v2/user/:id/icon",
    operationId: "changeUserIcon",
    tag: usersTag,
    response: { kind: "empty", description: "The avatar was set" },
    body: imageRestBody("The avatar"),
    summary: "Set the avatar (raw image body, at most 256 KiB)",
    scope: "USER_WRITE",
    query: userIconQuery,
    handler: load("patchUserIcon"),
  },
  {
    method: "DELETE",
    path: "/v2/user/:id/icon",
    operationId: "deleteUserIcon",
    tag: usersTag,
    response: { kind: "empty", description: "The avatar was removed" },
    summary: "Remove the avatar",
    scope: "USER_WRITE",
    handler: load("deleteUserIcon"),
  },
];
