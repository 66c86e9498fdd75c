import { describe, expect, it } from "vitest";

import { createProject } from "@hopper/catalog/server";

import { resolveViewer } from "../../core/src/auth/viewer";
import { createSession } from "../../core/src/auth/sessions";
import { newId } from "../../core/src/db/ids";
import type { Role } from "../../core/src/db/generated/client";
import { createCallerFactory } from "../../core/src/trpc";
import { setupTestDatabase } from "../../../tests/setup/test-database";
import { collectionsRouter } from "../src/server/router";
import { createCollection } from "../src/server/services/collections";

const database = setupTestDatabase();
const createCaller = createCallerFactory(collectionsRouter);
const anonymous = () => createCaller({ db: database.db, viewer: null, ip: null, userAgent: null });

/** A user with `role` and the collections router called as them through a real session. */
async function signedIn(role: Role = "user") {
  const id = newId();
  const username = `curator_${id}`;
  await database.db.user.create({ data: { id, username, usernameKey: username.toLowerCase(), role } });
  const session = await createSession(database.db, id);
  const viewer = await resolveViewer(database.db, { sessionId: session.id });
  return { id, role, caller: createCaller({ db: database.db, viewer, ip: null, userAgent: null }) };
}

async function approvedProject(ownerId: string) {
  const { id } = await createProject(
    database.db,
    { userId: ownerId, role: "user" },
    {
      name: "Collected Project",
      slug: `collected-${newId().toLowerCase()}`,
      projectType: "mod",
      summary: "To collect",
    },
  );
  await database.db.project.update({ where: { id }, data: { status: "approved" } });
  return id;
}

/** A user's collection holding `projectId` and a private one without it. */
async function collectionsOf(userId: string, projectId: string) {
  const actor = { userId, role: "user" as const };
  const holding = await createCollection(database.db, actor, { name: "Holding it", projects: [projectId] });
  const other = await createCollection(database.db, actor, { name: "Without it" });
  await database.db.collection.update({ where: { id: other.id }, data: { status: "private" } });
  return { holding: holding.id, other: other.id };
}

describe("collections.mine", () => {
  it("is refused to anonymous visitors", async () => {
    const owner = await signedIn();
    const project = await approvedProject(owner.id);
    await expect(anonymous().mine({ projectId: project })).rejects.toMatchObject({ code: "UNAUTHORIZED" });
  });

  it("lists the owner's own collections, private ones too, each flagged with whether it holds the project", async () => {
    const owner = await signedIn();
    const project = await approvedProject(owner.id);
    const { holding, other } = await collectionsOf(owner.id, project);
    const mine = await owner.caller.mine({ projectId: project });
    expect(mine.map(({ id, includes }) => ({ id, includes })).sort((a, b) => a.id.localeCompare(b.id))).toEqual(
      [
        { id: holding, includes: true },
        { id: other, includes: false },
      ].sort((a, b) => a.id.localeCompare(b.id)),
    );
  });

  it("never lists another user's collections, to a user, a moderator or an admin", async () => {
    const owner = await signedIn();
    const project = await approvedProject(owner.id);
    const { holding, other } = await collectionsOf(owner.id, project);
    for (const role of ["user", "moderator", "admin"] as const) {
      const viewer = await signedIn(role);
      const own = await createCollection(database.db, { userId: viewer.id, role }, { name: `Mine as ${role}` });
      const mine = await viewer.caller.mine({ projectId: project });
      expect(mine).toEqual([{ id: own.id, name: `Mine as ${role}`, status: "listed", includes: false }]);
      expect(mine.map((collection) => collection.id)).not.toContain(holding);
      expect(mine.map((collection) => collection.id)).not.toContain(other);
    }
  });

  it("reflects addProject and removeProject", async () => {
    const owner = await signedIn();
    const project = await approvedProject(owner.id);
    const { other } = await collectionsOf(owner.id, project);
    const flag = async () => (await owner.caller.mine({ projectId: project })).find((c) => c.id === other)?.includes;
    await owner.caller.addProject({ collectionId: other, projectId: project });
    expect(await flag()).toBe(true);
    await owner.caller.removeProject({ collectionId: other, projectId: project });
    expect(await flag()).toBe(false);
  });

  it("rejects an empty project id", async () => {
    const owner = await signedIn();
    await expect(owner.caller.mine({ projectId: "" })).rejects.toMatchObject({ code: "BAD_REQUEST" });
  });
});
