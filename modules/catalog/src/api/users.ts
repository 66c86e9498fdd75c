import type { RestHandler, RestRoute } from "@hopper/core/module";

const handlers = () => import("../server/rest/user-projects");
/** One named handler of the user-projects REST file, loaded on first use. */
const load = (name: keyof Awaited<ReturnType<typeof handlers>>) => async () => ({
  default: (await handlers())[name] as RestHandler,
});

/** The catalogue's user routes (docs/api/users.md); the user object itself is the accounts module's. */
export const userProjectRoutes: readonly RestRoute[] = [
  {
    method: "GET",
    path: "/v2/user/:id/projects",
    summary: "A user's projects that the caller may see",
    handler: load("getUserProjects"),
  },
  {
    method: "GET",
    path: "/v2/user/:id/follows",
    summary: "The projects a user follows (the user or an admin)",
    scope: "USER_READ",
    handler: load("getUserFollows"),
  },
];
