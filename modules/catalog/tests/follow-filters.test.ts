// Follow filters from outside: the tRPC procedures the site calls and the v3 follow routes, tried as anonymous,
// another user, the follower, a moderator and an admin. A follow is its follower's own: staff who do not follow
// the project have no follow to change, and nobody can address someone else's.

import { describe, expect, it } from "vitest";

import { setupApi } from "./api-project-fixtures";
import { anonymousCaller, callerFor } from "./callers";

const { database, send, user, project } = setupApi("follow-filters");
const db = () => database.db;

const filtersOf = async (userId: string, projectId: string) =>
  db().projectFollow.findUniqueOrThrow({
    where: { userId_projectId: { userId, projectId } },
    select: { loaders: true, gameVersions: true },
  });

describe("catalog.projects.setFollowFilters and followFilters", () => {
  it("lets only the follower set their own follow's filters", async () => {
    const target = await project();
    const follower = await user();
    const [stranger, moderator, admin] = [await user(), await user("moderator"), await user("admin")];
    const asFollower = await callerFor(db(), follower.actor);
    await asFollower.projects.follow({ projectId: target.id, follow: true });

    await expect(
      anonymousCaller(db()).projects.setFollowFilters({ projectId: target.id, loaders: ["fabric"] }),
    ).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    for (const other of [stranger, moderator, admin]) {
      const caller = await callerFor(db(), other.actor);
      await expect(
        caller.projects.setFollowFilters({ projectId: target.id, loaders: ["fabric"] }),
      ).rejects.toMatchObject({
        code: "NOT_FOUND",
        message: "You are not following this project!",
      });
      expect(await caller.projects.followFilters({ projectId: target.id })).toMatchObject({ following: false });
    }
    expect(await filtersOf(follower.id, target.id)).toEqual({ loaders: [], gameVersions: [] });

    expect(
      await asFollower.projects.setFollowFilters({
        projectId: target.slug,
        loaders: ["fabric", "fabric", "quilt"],
        gameVersions: ["1.21"],
      }),
    ).toEqual({ projectId: target.id, loaders: ["fabric", "quilt"], gameVersions: ["1.21"] });
    expect(await asFollower.projects.followFilters({ projectId: target.id })).toEqual({
      projectId: target.id,
      following: true,
      loaders: ["fabric", "quilt"],
      gameVersions: ["1.21"],
    });
    // Only the lists given change; empty ones take every version again.
    await asFollower.projects.setFollowFilters({ projectId: target.id, loaders: [] });
    expect(await filtersOf(follower.id, target.id)).toEqual({ loaders: [], gameVersions: ["1.21"] });
  });

  it("keeps each follower's filters their own: another follower and the project's owner change only theirs", async () => {
    // What the project page's "Notify me about…" form calls (ui/actions/follow-filters.ts): the follow it changes
    // is always the caller's, whoever else follows the project or owns it.
    const target = await project();
    const [me, other] = [await user(), await user()];
    const [asMe, asOther, asOwner] = await Promise.all([
      callerFor(db(), me.actor),
      callerFor(db(), other.actor),
      callerFor(db(), target.owner.actor),
    ]);
    await asMe.projects.follow({ projectId: target.id, follow: true });
    await asOther.projects.follow({ projectId: target.id, follow: true });
    await asMe.projects.setFollowFilters({ projectId: target.id, loaders: ["fabric"], gameVersions: ["1.21"] });

    await asOther.projects.setFollowFilters({ projectId: target.id, loaders: ["forge"], gameVersions: [] });
    // The owner does not follow their own project: there is nothing of theirs to change, and mine stays.
    await expect(asOwner.projects.setFollowFilters({ projectId: target.id, loaders: [] })).rejects.toMatchObject({
      code: "NOT_FOUND",
      message: "You are not following this project!",
    });
    expect(await filtersOf(me.id, target.id)).toEqual({ loaders: ["fabric"], gameVersions: ["1.21"] });
    expect(await filtersOf(other.id, target.id)).toEqual({ loaders: ["forge"], gameVersions: [] });

    // Once the owner follows, "All versions" (both lists empty) clears the owner's follow alone.
    await asOwner.projects.follow({ projectId: target.id, follow: true });
    await asOwner.projects.setFollowFilters({ projectId: target.id, loaders: ["quilt"] });
    expect(
      await asOwner.projects.setFollowFilters({ projectId: target.id, loaders: [], gameVersions: [] }),
    ).toMatchObject({ loaders: [], gameVersions: [] });
    expect(await asOther.projects.followFilters({ projectId: target.id })).toMatchObject({ loaders: ["forge"] });
    expect(await asMe.projects.followFilters({ projectId: target.id })).toMatchObject({
      following: true,
      loaders: ["fabric"],
      gameVersions: ["1.21"],
    });
  });

  it("refuses unknown loaders, a loader the project's type cannot use, unknown game versions and too many entries", async () => {
    const target = await project();
    const follower = await user();
    const caller = await callerFor(db(), follower.actor);
    await caller.projects.follow({ projectId: target.id, follow: true });
    const refused = (input: { loaders?: string[]; gameVersions?: string[] }) =>
      caller.projects.setFollowFilters({ projectId: target.id, ...input });
    await expect(refused({ loaders: ["spigot-9000"] })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: "Unknown loader: spigot-9000.",
    });
    await expect(refused({ loaders: ["iris"] })).rejects.toMatchObject({ code: "BAD_REQUEST" });
    await expect(refused({ gameVersions: ["9.99.9"] })).rejects.toMatchObject({
      message: "Unknown game version: 9.99.9.",
    });
    await expect(refused({ gameVersions: Array.from({ length: 101 }, (_, i) => `1.${i}`) })).rejects.toMatchObject({
      message: "A follow can name at most 100 game versions.",
    });
    expect(await filtersOf(follower.id, target.id)).toEqual({ loaders: [], gameVersions: [] });
  });

  it("answers a hidden project as missing, even to someone who followed it before it was hidden", async () => {
    const target = await project();
    const follower = await user();
    const caller = await callerFor(db(), follower.actor);
    await caller.projects.follow({ projectId: target.id, follow: true });
    await db().project.update({ where: { id: target.id }, data: { status: "private" } });
    await expect(caller.projects.setFollowFilters({ projectId: target.id, loaders: ["fabric"] })).rejects.toMatchObject(
      {
        code: "NOT_FOUND",
        message: "Project not found.",
      },
    );
  });
});

describe("/v3/project/{id|slug}/follow", () => {
  it("follows as the reference does without a body, and with filters when a body names them", async () => {
    const target = await project();
    const plain = await user();
    expect((await send("POST", `/v3/project/${target.id}/follow`, plain.token)).status).toBe(204);
    expect(await send("POST", `/v3/project/${target.slug}/follow`, plain.token)).toMatchObject({
      status: 400,
      body: { error: "invalid_input", description: "You are already following this project!" },
    });
    expect(await filtersOf(plain.id, target.id)).toEqual({ loaders: [], gameVersions: [] });

    const picky = await user();
    expect(
      (
        await send("POST", `/v3/project/${target.id}/follow`, picky.token, {
          loaders: ["fabric"],
          game_versions: ["1.21"],
        })
      ).status,
    ).toBe(204);
    expect(await send("GET", `/v3/project/${target.id}/follow`, picky.token)).toMatchObject({
      status: 200,
      body: { following: true, loaders: ["fabric"], game_versions: ["1.21"] },
    });
    expect((await db().project.findUniqueOrThrow({ where: { id: target.id } })).followers).toBe(2);

    // A refused filter follows nothing: the follow and its filters are one transaction.
    const careless = await user();
    expect(await send("POST", `/v3/project/${target.id}/follow`, careless.token, { loaders: ["nope"] })).toMatchObject({
      status: 400,
      body: { description: "Unknown loader: nope." },
    });
    expect(await send("GET", `/v3/project/${target.id}/follow`, careless.token)).toMatchObject({
      status: 200,
      body: { following: false, loaders: [], game_versions: [] },
    });

    expect((await send("DELETE", `/v3/project/${target.id}/follow`, picky.token)).status).toBe(204);
    expect(await send("DELETE", `/v3/project/${target.id}/follow`, picky.token)).toMatchObject({
      status: 400,
      body: { description: "You are not following this project!" },
    });
  });

  it("lets only the follower PATCH the filters: anonymous 401, another user, a moderator and an admin 404", async () => {
    const target = await project();
    const follower = await user();
    expect((await send("POST", `/v3/project/${target.id}/follow`, follower.token)).status).toBe(204);
    const body = { loaders: ["forge"] };
    expect((await send("PATCH", `/v3/project/${target.id}/follow`, undefined, body)).status).toBe(401);
    expect((await send("GET", `/v3/project/${target.id}/follow`, undefined)).status).toBe(401);
    for (const other of [await user(), await user("moderator"), await user("admin")]) {
      expect(await send("PATCH", `/v3/project/${target.id}/follow`, other.token, body)).toMatchObject({
        status: 404,
        body: { error: "not_found", description: "You are not following this project!" },
      });
    }
    expect(await filtersOf(follower.id, target.id)).toEqual({ loaders: [], gameVersions: [] });
    expect(await send("PATCH", `/v3/project/${target.id}/follow`, follower.token, body)).toMatchObject({
      status: 200,
      body: { following: true, loaders: ["forge"], game_versions: [] },
    });
    expect(await filtersOf(follower.id, target.id)).toEqual({ loaders: ["forge"], gameVersions: [] });
  });
});
