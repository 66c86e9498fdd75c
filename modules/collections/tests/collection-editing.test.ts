import { describe, expect, it } from "vitest";

import { createProject, followProject } from "@hopper/catalog/server";

import { resolveViewer } from "../../core/src/auth/viewer";
import type { ScopeName } from "../../core/src/auth/scopes";
import { createPersonalAccessToken } from "../../core/src/auth/tokens";
import { createSession } from "../../core/src/auth/sessions";
import { newId } from "../../core/src/db/ids";
import type { Role } from "../../core/src/db/generated/client";
import { createCallerFactory } from "../../core/src/trpc";
import { setupTestDatabase } from "../../../tests/setup/test-database";
import { TINY_PNG } from "../../../tests/support/images";
import { collectionsRouter } from "../src/server/router";
import { createCollection } from "../src/server/services/collections";

// The procedures behind the collection page's and the dashboard's forms (collections.update, setIcon, delete,
// create, dashboard), called from outside as anonymous, another user, the owner, a moderator and an admin.

const database = setupTestDatabase();
const createCaller = createCallerFactory(collectionsRouter);
const anonymous = () => createCaller({ db: database.db, viewer: null, ip: null, userAgent: null });

async function signedIn(role: Role = "user") {
  const id = newId();
  const username = `editor_${id}`;
  await database.db.user.create({ data: { id, username, usernameKey: username.toLowerCase(), role } });
  const session = await createSession(database.db, id);
  const viewer = await resolveViewer(database.db, { sessionId: session.id });
  return { id, caller: createCaller({ db: database.db, viewer, ip: null, userAgent: null }) };
}

async function approvedProject(ownerId: string, projectType = "mod") {
  const { id } = await createProject(
    database.db,
    { userId: ownerId, role: "user" },
    { name: "Edited Project", slug: `edited-${newId().toLowerCase()}`, projectType, summary: "To collect" },
  );
  await database.db.project.update({ where: { id }, data: { status: "approved" } });
  return id;
}

async function fixture(status = "listed") {
  const owner = await signedIn();
  const project = await approvedProject(owner.id);
  const collection = await createCollection(
    database.db,
    { userId: owner.id, role: "user" },
    { name: "Editable picks", projects: [project] },
  );
  if (status !== "listed") await database.db.collection.update({ where: { id: collection.id }, data: { status } });
  return { owner, collectionId: collection.id, project };
}

const stored = (id: string) => database.db.collection.findUnique({ where: { id } });

describe("collections.update", () => {
  it("refuses anonymous (UNAUTHORIZED) and another user (FORBIDDEN), changing nothing", async () => {
    const { collectionId } = await fixture();
    await expect(anonymous().update({ collectionId, name: "Taken over" })).rejects.toMatchObject({
      code: "UNAUTHORIZED",
    });
    await expect((await signedIn()).caller.update({ collectionId, name: "Taken over" })).rejects.toMatchObject({
      code: "FORBIDDEN",
    });
    expect((await stored(collectionId))!.name).toBe("Editable picks");
  });

  it("treats another user's private collection as missing (NOT_FOUND, 'Collection not found.')", async () => {
    const { collectionId } = await fixture("private");
    await expect((await signedIn()).caller.update({ collectionId, name: "Peek" })).rejects.toMatchObject({
      code: "NOT_FOUND",
      message: "Collection not found.",
    });
  });

  it("lets the owner change name, summary and visibility, but not reject it", async () => {
    const { owner, collectionId } = await fixture();
    await owner.caller.update({ collectionId, name: "Renamed", description: "A short summary", status: "private" });
    expect(await stored(collectionId)).toMatchObject({
      name: "Renamed",
      description: "A short summary",
      status: "private",
    });
    await owner.caller.update({ collectionId, description: null, status: "unlisted" });
    expect(await stored(collectionId)).toMatchObject({ description: null, status: "unlisted" });
    await expect(owner.caller.update({ collectionId, status: "rejected" })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
    await expect(owner.caller.update({ collectionId, name: "x" })).rejects.toMatchObject({ code: "BAD_REQUEST" });
    expect((await stored(collectionId))!.name).toBe("Renamed");
  });

  it.each(["moderator", "admin"] as const)("lets a %s edit and reject someone's collection", async (role) => {
    const { collectionId } = await fixture();
    await (await signedIn(role)).caller.update({ collectionId, name: "Moderated", status: "rejected" });
    expect(await stored(collectionId)).toMatchObject({ name: "Moderated", status: "rejected" });
  });

  it("refuses a token without COLLECTION_WRITE", async () => {
    const { owner, collectionId } = await fixture();
    const { token } = await createPersonalAccessToken(database.db, {
      userId: owner.id,
      name: "reader",
      scopes: ["COLLECTION_READ"],
    });
    const viewer = await resolveViewer(database.db, { authorization: token });
    const script = createCaller({ db: database.db, viewer, ip: null, userAgent: null });
    await expect(script.update({ collectionId, name: "Scripted" })).rejects.toMatchObject({ code: "FORBIDDEN" });
  });
});

describe("the editing procedures' token scopes", () => {
  it("each refuses a token without its scope (FORBIDDEN) and changes nothing", async () => {
    const { owner, collectionId, project } = await fixture();
    await followProject(database.db, { userId: owner.id, role: "user" }, project, true);
    const tokenWith = async (scopes: ScopeName[]) => {
      const { token } = await createPersonalAccessToken(database.db, { userId: owner.id, name: "script", scopes });
      const viewer = await resolveViewer(database.db, { authorization: token });
      return createCaller({ db: database.db, viewer, ip: null, userAgent: null });
    };
    // Each token holds every scope these procedures use but the one under test.
    const all: ScopeName[] = [
      "COLLECTION_READ",
      "COLLECTION_CREATE",
      "COLLECTION_WRITE",
      "COLLECTION_DELETE",
      "USER_WRITE",
    ];
    const without = (scope: ScopeName) => tokenWith(all.filter((held) => held !== scope));
    const refused = { code: "FORBIDDEN" };
    await expect((await without("COLLECTION_READ")).dashboard({ search: "" })).rejects.toMatchObject(refused);
    await expect((await without("COLLECTION_CREATE")).create({ name: "Scripted" })).rejects.toMatchObject(refused);
    const bytes = new Uint8Array(TINY_PNG);
    await expect((await without("COLLECTION_WRITE")).setIcon({ collectionId, bytes })).rejects.toMatchObject(refused);
    await expect((await without("COLLECTION_DELETE")).delete({ collectionId })).rejects.toMatchObject(refused);
    await expect((await without("USER_WRITE")).unfollow({ projectId: project })).rejects.toMatchObject(refused);
    expect(await database.db.collection.count({ where: { userId: owner.id } })).toBe(1);
    expect(await stored(collectionId)).toMatchObject({ iconUrl: null });
    expect(await database.db.projectFollow.count({ where: { userId: owner.id, projectId: project } })).toBe(1);
    // The same token with the scope goes through: the refusals above were the scope's.
    expect((await (await tokenWith(all)).dashboard({ search: "" })).collections).toHaveLength(1);
  });
});

describe("collections.setIcon", () => {
  it("refuses anonymous and another user; the owner, a moderator and an admin set and remove it", async () => {
    const { owner, collectionId } = await fixture();
    const bytes = new Uint8Array(TINY_PNG);
    await expect(anonymous().setIcon({ collectionId, bytes })).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    await expect((await signedIn()).caller.setIcon({ collectionId, bytes })).rejects.toMatchObject({
      code: "FORBIDDEN",
    });
    expect((await stored(collectionId))!.iconUrl).toBeNull();
    const { iconUrl } = await owner.caller.setIcon({ collectionId, bytes });
    expect(iconUrl).toMatch(new RegExp(`collection/${collectionId}/[0-9a-f]{40}\\.icon\\.webp`));
    expect((await stored(collectionId))!.iconUrl).toBe(iconUrl);
    await (await signedIn("moderator")).caller.setIcon({ collectionId, bytes: null });
    expect((await stored(collectionId))!.iconUrl).toBeNull();
    await (await signedIn("admin")).caller.setIcon({ collectionId, bytes });
    expect((await stored(collectionId))!.iconUrl).not.toBeNull();
  });

  it("refuses what is not an image with the service's message", async () => {
    const { owner, collectionId } = await fixture();
    await expect(owner.caller.setIcon({ collectionId, bytes: new Uint8Array(0) })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: "Icons must be PNG, JPEG, GIF or WebP images.",
    });
  });
});

describe("collections.delete", () => {
  it("refuses anonymous and another user, hides a private one from a stranger, and keeps the collection", async () => {
    const { collectionId } = await fixture();
    await expect(anonymous().delete({ collectionId })).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    await expect((await signedIn()).caller.delete({ collectionId })).rejects.toMatchObject({ code: "FORBIDDEN" });
    const hidden = await fixture("private");
    await expect((await signedIn()).caller.delete({ collectionId: hidden.collectionId })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    expect(await stored(collectionId)).not.toBeNull();
    expect(await stored(hidden.collectionId)).not.toBeNull();
  });

  it.each(["owner", "moderator", "admin"] as const)("lets the %s delete it, projects' links with it", async (who) => {
    const { owner, collectionId } = await fixture();
    const caller = who === "owner" ? owner.caller : (await signedIn(who)).caller;
    await caller.delete({ collectionId });
    expect(await stored(collectionId)).toBeNull();
    expect(await database.db.collectionProject.count({ where: { collectionId } })).toBe(0);
  });
});

describe("collections.create and collections.dashboard", () => {
  it("refuse anonymous callers", async () => {
    await expect(anonymous().create({ name: "Nobody's" })).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    await expect(anonymous().dashboard({ search: "" })).rejects.toMatchObject({ code: "UNAUTHORIZED" });
  });

  it("create a listed collection of the caller's own; the dashboard lists only one's own, searched by name", async () => {
    const { owner, collectionId, project } = await fixture();
    const { id } = await owner.caller.create({ name: "Fresh finds", description: null });
    expect(await stored(id)).toMatchObject({ userId: owner.id, name: "Fresh finds", status: "listed" });
    await expect(owner.caller.create({ name: "ab" })).rejects.toMatchObject({ code: "BAD_REQUEST" });

    const mine = await owner.caller.dashboard({ search: "" });
    expect(mine.collections.map((row) => row.id).sort()).toEqual([collectionId, id].sort());
    expect(mine.collections.find((row) => row.id === collectionId)!.projectCount).toBe(1);
    expect(mine.followedCount).toBe(0);
    const searched = await owner.caller.dashboard({ search: "FRESH" });
    expect(searched.collections.map((row) => row.id)).toEqual([id]);
    expect(searched.collections[0]!.projectCount).toBe(0);
    expect(mine.collections.find((row) => row.id === collectionId)!.projectCount).toBe(1);
    expect(project).toMatch(/^\w{8}$/);

    // The search comes from the page's address, which a link may fill with anything: a search the box could not
    // have sent (a line break, a control character) lists everything rather than failing the page (was a 500).
    for (const search of ["a\nb", "\u0007", "x".repeat(200)]) {
      expect((await owner.caller.dashboard({ search })).collections).toHaveLength(2);
    }

    // Another user, a moderator and an admin each see only their own (none of the owner's).
    for (const role of ["user", "moderator", "admin"] as const) {
      expect((await (await signedIn(role)).caller.dashboard({ search: "" })).collections).toEqual([]);
    }
  });
});
