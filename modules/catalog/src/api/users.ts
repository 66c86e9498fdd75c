import type { RestHandler, RestRoute } from "@hopper/core/module";

const handlers = () => import("../server/rest/user-projects");
/** One named handler of the user-projects REST file, loaded on first use. */
const load = (name: keyof Awaited<ReturnType<typeof handlers>>) => async () => ({
  default: (await handlers())[name] as RestHandler,
});

const usersTag = { name: "Users", description: "Users, their projects, follows and avatars" };
const projectSchemas = () => import("../server/rest/project-schema");

/** The catalogue's user routes (docs/api/users.md); the user object itself is the accounts module's. */
export const userProjectRoutes: readonly RestRoute[] = [
  {
    method: "GET",
    path: "/v2/user/:id/projects",
    operationId: "getUserProjects",
    tag: usersTag,
    response: {
      kind: "json",
      description: "The user's projects the caller may see",
      schema: () => projectSchemas().then((m) => m.projectListV2Schema),
    },
    summary: "A user's projects that the caller may see",
    handler: load("getUserProjects"),
  },
  {
    method: "GET",
    path: "/v2/user/:id/follows",
    operationId: "getFollowedProjects",
    tag: usersTag,
    response: {
      kind: "json",
      description: "The followed projects",
      schema: () => projectSchemas().then((m) => m.projectListV2Schema),
    },
    summary: "The projects a user follows (the user or an admin)",
    scope: "USER_READ",
    handler: load("getUserFollows"),
  },
];
