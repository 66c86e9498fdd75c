import { describe, expect, it } from "vitest";

import { setupApi } from "./api-project-fixtures";

// Found by the hostile-input walk: simultaneous follows of one project by one user answered 500 (the second
// insert hit the unique key). Exactly one changes something; the others get the "already" answer.
const { send, project, user } = setupApi("follow-race");

describe("following a project several times at once", () => {
  it("changes it once and never answers 5xx", async () => {
    const target = await project();
    const follower = await user();
    const route = `/v2/project/${target.id}/follow`;
    const follows = await Promise.all(Array.from({ length: 6 }, () => send("POST", route, follower.token)));
    expect(follows.map((answer) => answer.status).sort()).toEqual([204, 400, 400, 400, 400, 400]);
    const unfollows = await Promise.all(Array.from({ length: 6 }, () => send("DELETE", route, follower.token)));
    expect(unfollows.map((answer) => answer.status).sort()).toEqual([204, 400, 400, 400, 400, 400]);
  });
});
