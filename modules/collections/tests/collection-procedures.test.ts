import { describe, expect, it } from "vitest";

import { createProject } from "@hopper/catalog/server";

import { resolveViewer } from "../../core/src/auth/viewer";
import { createPersonalAccessToken } from "../../core/src/auth/tokens";
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

/** An owner's collection holding one approved project, and another approved project not in it. */
async function fixture(status = "listed") {
  const owner = await signedIn();
  const inside = await approvedProject(owner.id);
  const outside = await approvedProject(owner.id);
  const collection = await createCollection(
    database.db,
    { userId: owner.id, role: "user" },
    {
      name: "My picks",
      projects: [inside],
    },
  );
  if (status !== "listed") await database.db.collection.update({ where: { id: collection.id }, data: { status } });
  return { owner, collectionId: collection.id, inside, outside };
}

const projectsOf = async (collectionId: string) =>
  (await database.db.collectionProject.findMany({ where: { collectionId }, orderBy: { ordering: "asc" } })).map(
    (link) => link.projectId,
  );

describe("collections.page", () => {
  it("shows a listed collection to anyone, editable only by its owner and staff", async () => {
    const { owner, collectionId, inside } = await fixture();
    const page = await anonymous().page({ id: collectionId });
    expect(page).toMatchObject({ collection: { id: collectionId }, canEdit: false });
    expect(page!.projects.map((p) => p.id)).toEqual([inside]);
    expect((await (await signedIn()).caller.page({ id: collectionId }))!.canEdit).toBe(false);
    expect((await owner.caller.page({ id: collectionId }))!.canEdit).toBe(true);
    expect((await (await signedIn("moderator")).caller.page({ id: collectionId }))!.canEdit).toBe(true);
    expect((await (await signedIn("admin")).caller.page({ id: collectionId }))!.canEdit).toBe(true);
  });

  it("answers null for a private collection to anyone but its owner and staff, and for an unknown id", async () => {
    const { owner, collectionId } = await fixture("private");
    expect(await anonymous().page({ id: collectionId })).toBeNull();
    expect(await (await signedIn()).caller.page({ id: collectionId })).toBeNull();
    expect(await owner.caller.page({ id: collectionId })).not.toBeNull();
    expect(await (await signedIn("moderator")).caller.page({ id: collectionId })).not.toBeNull();
    expect(await anonymous().page({ id: "nothere0" })).toBeNull();
  });
});

describe("collections.addProject and removeProject", () => {
  it("refuse an anonymous caller and change nothing", async () => {
    const { collectionId, inside, outside } = await fixture();
    await expect(anonymous().addProject({ collectionId, projectId: outside })).rejects.toMatchObject({
      code: "UNAUTHORIZED",
    });
    await expect(anonymous().removeProject({ collectionId, projectId: inside })).rejects.toMatchObject({
      code: "UNAUTHORIZED",
    });
    expect(await projectsOf(collectionId)).toEqual([inside]);
  });

  it("refuse another user (forbidden) and change nothing", async () => {
    const { collectionId, inside, outside } = await fixture();
    const stranger = await signedIn();
    await expect(stranger.caller.addProject({ collectionId, projectId: outside })).rejects.toMatchObject({
      code: "FORBIDDEN",
    });
    await expect(stranger.caller.removeProject({ collectionId, projectId: inside })).rejects.toMatchObject({
      code: "FORBIDDEN",
    });
    expect(await projectsOf(collectionId)).toEqual([inside]);
  });

  it("treat another user's private collection as missing", async () => {
    const { collectionId, outside } = await fixture("private");
    await expect((await signedIn()).caller.addProject({ collectionId, projectId: outside })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
  });

  it("let the owner add (once, at the end) and remove projects", async () => {
    const { owner, collectionId, inside, outside } = await fixture();
    await owner.caller.addProject({ collectionId, projectId: outside });
    await owner.caller.addProject({ collectionId, projectId: outside });
    expect(await projectsOf(collectionId)).toEqual([inside, outside]);
    await owner.caller.removeProject({ collectionId, projectId: inside });
    expect(await projectsOf(collectionId)).toEqual([outside]);
    await expect(owner.caller.removeProject({ collectionId, projectId: inside })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    await expect(owner.caller.addProject({ collectionId, projectId: "nothere0" })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
  });

  it.each(["moderator", "admin"] as const)("let a %s remove a project from someone's collection", async (role) => {
    const { collectionId, inside } = await fixture();
    await (await signedIn(role)).caller.removeProject({ collectionId, projectId: inside });
    expect(await projectsOf(collectionId)).toEqual([]);
  });

  it("refuse a token without COLLECTION_WRITE", async () => {
    const { owner, collectionId, outside } = await fixture();
    const { token } = await createPersonalAccessToken(database.db, {
      userId: owner.id,
      name: "reader",
      scopes: ["COLLECTION_READ"],
    });
    const viewer = await resolveViewer(database.db, { authorization: token });
    const script = createCaller({ db: database.db, viewer, ip: null, userAgent: null });
    await expect(script.addProject({ collectionId, projectId: outside })).rejects.toMatchObject({
      code: "FORBIDDEN",
    });
  });
});
