// Found by the load benchmark (bench/load): following counted the follow rows and wrote that number to the
// project's `followers`. Under READ COMMITTED two users following at once both counted n+1 (neither saw the
// other's uncommitted row) and the counter lost a follower. Many different users now follow and unfollow one
// project at once, through the public API (its own transaction) and the site's procedure (no caller's
// transaction); the counter must equal the follow rows afterwards.

import { describe, expect, it } from "vitest";

import { setupApi } from "./api-project-fixtures";
import { followProject } from "../src/server/services/projects/project-follow";

const { database, send, user, project } = setupApi("follower-count-race");
const db = () => database.db;

const USERS = 24;

async function counterAndRows(projectId: string) {
  const { followers } = await db().project.findUniqueOrThrow({ where: { id: projectId }, select: { followers: true } });
  return { followers, rows: await db().projectFollow.count({ where: { projectId } }) };
}

describe("a project's follower count under concurrent follows", () => {
  it("equals the follow rows after many users follow and unfollow at once", async () => {
    const target = await project();
    const users = await Promise.all(Array.from({ length: USERS }, () => user()));
    const route = `/v2/project/${target.id}/follow`;
    // Half through the API, half through the service as the site's procedure calls it. The API answers a follow
    // that changes nothing with 400 (already following).
    const follow = (index: number, on: boolean, status = 204) => {
      const who = users[index]!;
      return index % 2 === 0
        ? send(on ? "POST" : "DELETE", route, who.token).then((answer) => expect(answer.status).toBe(status))
        : followProject(db(), who.actor, target.id, on);
    };

    await Promise.all(users.map((_, index) => follow(index, true)));
    expect(await counterAndRows(target.id)).toEqual({ followers: USERS, rows: USERS });

    // The first third unfollow while the rest follow again (nothing changes for them) at the same moment.
    await Promise.all(users.map((_, index) => (index < USERS / 3 ? follow(index, false) : follow(index, true, 400))));
    const left = USERS - USERS / 3;
    expect(await counterAndRows(target.id)).toEqual({ followers: left, rows: left });
  });

  it("counts one user's repeated concurrent follows once and their unfollows once", async () => {
    const target = await project();
    const [first, second] = [await user(), await user()];
    const results = await Promise.all(
      [first, second, first, second, first, second].map((who) => followProject(db(), who.actor, target.id, true)),
    );
    expect(results.filter((result) => result.changed)).toHaveLength(2);
    expect(await counterAndRows(target.id)).toEqual({ followers: 2, rows: 2 });

    await Promise.all([first, first, first].map((who) => followProject(db(), who.actor, target.id, false)));
    expect(await counterAndRows(target.id)).toEqual({ followers: 1, rows: 1 });
    // Unfollowing what is not followed leaves the counter alone (never below the rows, never negative).
    expect(await followProject(db(), first.actor, target.id, false)).toMatchObject({ changed: false, followers: 1 });
    expect(await counterAndRows(target.id)).toEqual({ followers: 1, rows: 1 });
  });
});
