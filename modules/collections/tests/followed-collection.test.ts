import { describe, expect, it } from "vitest";

import { createProject, followProject } from "@hopper/catalog/server";

import { resolveViewer } from "../../core/src/auth/viewer";
import { createSession } from "../../core/src/auth/sessions";
import { newId } from "../../core/src/db/ids";
import type { Role } from "../../core/src/db/generated/client";
import { createCallerFactory } from "../../core/src/trpc";
import { setupTestDatabase } from "../../../tests/setup/test-database";
import { collectionsRouter } from "../src/server/router";

// The followed-projects collection (/collection/following) is built from the catalogue's follows on every read:
// these tests follow and unfollow through the catalogue and through the collection's own "Unfollow", and check
// that the collection, the dashboard's count and the follow rows agree at every step.

const database = setupTestDatabase();
const createCaller = createCallerFactory(collectionsRouter);
const anonymous = () => createCaller({ db: database.db, viewer: null, ip: null, userAgent: null });

async function signedIn(role: Role = "user") {
  const id = newId();
  const username = `follower_${id}`;
  await database.db.user.create({ data: { id, username, usernameKey: username.toLowerCase(), role } });
  const session = await createSession(database.db, id);
  const viewer = await resolveViewer(database.db, { sessionId: session.id });
  return {
    id,
    actor: { userId: id, role },
    caller: createCaller({ db: database.db, viewer, ip: null, userAgent: null }),
  };
}

async function project(ownerId: string, status = "approved") {
  const { id } = await createProject(
    database.db,
    { userId: ownerId, role: "user" },
    { name: "Followed Project", slug: `followed-${newId().toLowerCase()}`, projectType: "mod", summary: "To follow" },
  );
  await database.db.project.update({ where: { id }, data: { status } });
  return id;
}

const followedIds = async (caller: Awaited<ReturnType<typeof signedIn>>["caller"]) =>
  (await caller.page({ id: "following" }))!.projects.map((card) => card.id);

describe("the followed-projects collection", () => {
  it("is empty and private: null for a visitor, the viewer's own for everyone signed in", async () => {
    expect(await anonymous().page({ id: "following" })).toBeNull();
    const user = await signedIn();
    const page = await user.caller.page({ id: "following" });
    expect(page).toMatchObject({
      followed: true,
      canEdit: false,
      projects: [],
      collection: { id: "following", status: "private", createdAt: null, updatedAt: null },
      owner: { id: user.id },
    });
  });

  it("follows Follow and Unfollow in the catalogue, newest first, with its dates from the follows", async () => {
    const creator = await signedIn();
    const [first, second] = [await project(creator.id), await project(creator.id)];
    const user = await signedIn();
    await followProject(database.db, user.actor, first, true);
    expect(await followedIds(user.caller)).toEqual([first]);
    await followProject(database.db, user.actor, second, true);
    expect(await followedIds(user.caller)).toEqual([second, first]);
    const page = (await user.caller.page({ id: "following" }))!;
    expect(page.collection.createdAt!.getTime()).toBeLessThanOrEqual(page.collection.updatedAt!.getTime());
    expect((await user.caller.dashboard({ search: "" })).followedCount).toBe(2);

    await followProject(database.db, user.actor, first, false);
    expect(await followedIds(user.caller)).toEqual([second]);
    expect((await user.caller.dashboard({ search: "" })).followedCount).toBe(1);
  });

  it("is each user's own: another user, a moderator and an admin see their own follows, not the user's", async () => {
    const creator = await signedIn();
    const followed = await project(creator.id);
    const user = await signedIn();
    await followProject(database.db, user.actor, followed, true);
    for (const role of ["user", "moderator", "admin"] as const) {
      expect(await followedIds((await signedIn(role)).caller)).toEqual([]);
    }
  });

  it("leaves out a followed project its follower can no longer see, and shows it again when listed", async () => {
    const creator = await signedIn();
    const followed = await project(creator.id);
    const user = await signedIn();
    await followProject(database.db, user.actor, followed, true);
    await database.db.project.update({ where: { id: followed }, data: { status: "withheld" } });
    expect(await followedIds(user.caller)).toEqual([]);
    await database.db.project.update({ where: { id: followed }, data: { status: "approved" } });
    expect(await followedIds(user.caller)).toEqual([followed]);
  });
});

describe("collections.unfollow", () => {
  it("refuses a visitor and changes nothing", async () => {
    const creator = await signedIn();
    const followed = await project(creator.id);
    const user = await signedIn();
    await followProject(database.db, user.actor, followed, true);
    await expect(anonymous().unfollow({ projectId: followed })).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    expect(await followedIds(user.caller)).toEqual([followed]);
  });

  it("unfollows for the caller only: the follow row, the follower count and the collection agree", async () => {
    const creator = await signedIn();
    const followed = await project(creator.id);
    const [user, other] = [await signedIn(), await signedIn()];
    await followProject(database.db, user.actor, followed, true);
    await followProject(database.db, other.actor, followed, true);

    // Another user's (or staff's) Unfollow touches their own follow only.
    const moderator = await signedIn("moderator");
    expect(await moderator.caller.unfollow({ projectId: followed })).toEqual({ followers: 2 });

    expect(await user.caller.unfollow({ projectId: followed })).toEqual({ followers: 1 });
    expect(await followedIds(user.caller)).toEqual([]);
    expect(await followedIds(other.caller)).toEqual([followed]);
    expect(await database.db.projectFollow.count({ where: { projectId: followed } })).toBe(1);
    expect((await database.db.project.findUnique({ where: { id: followed } }))!.followers).toBe(1);
    // Unfollowing again changes nothing.
    expect(await user.caller.unfollow({ projectId: followed })).toEqual({ followers: 1 });
  });

  it("answers NOT_FOUND for a project the caller cannot see", async () => {
    const creator = await signedIn();
    const draft = await project(creator.id, "draft");
    await expect((await signedIn()).caller.unfollow({ projectId: draft })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
  });
});
