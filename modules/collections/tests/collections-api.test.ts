import { describe, expect, it } from "vitest";

import { createPersonalAccessToken } from "../../core/src/auth/tokens";
import type { ScopeName } from "../../core/src/auth/scopes";
import { newId } from "../../core/src/db/ids";
import type { Role } from "../../core/src/db/generated/client";
import { createProject } from "../../catalog/src/server/services/projects/project-create";
import { setupTestDatabase } from "../../../tests/setup/test-database";
import { TINY_PNG } from "../../../tests/support/images";
import { setupRestServer } from "../../../tests/support/rest-server";
import { tempDataDir } from "../../../tests/support/temp-dir";

tempDataDir("hopper-collections-api-");
const database = setupTestDatabase();
const api = setupRestServer();

const TOKEN_SCOPES: ScopeName[] = [
  "USER_READ",
  "PROJECT_READ",
  "COLLECTION_CREATE",
  "COLLECTION_READ",
  "COLLECTION_WRITE",
  "COLLECTION_DELETE",
];
const PNG = TINY_PNG;

interface CollectionJson {
  id: string;
  user: string;
  name: string;
  description: string | null;
  icon_url: string | null;
  color: null;
  status: string;
  created: string;
  updated: string;
  projects: string[];
}

let requests = 0;
const nextIp = () => `10.88.${(++requests >> 8) & 255}.${requests & 255}`;
const call = <T = CollectionJson>(route: string, init: RequestInit & { token?: string } = {}) =>
  api.json<T>(route, { ...init, ip: nextIp() });
const send = <T = CollectionJson>(method: string, route: string, token: string | undefined, body?: unknown) =>
  call<T>(route, {
    method,
    token,
    headers: body === undefined ? undefined : { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

async function user(role: Role = "user", scopes: ScopeName[] = TOKEN_SCOPES) {
  const id = newId();
  const username = `Collector_${id}`;
  await database.db.user.create({ data: { id, username, usernameKey: username.toLowerCase(), role } });
  const { token } = await createPersonalAccessToken(database.db, { userId: id, name: "api test", scopes });
  return { id, username, role, token };
}
const tokenFor = async (userId: string, scopes: ScopeName[]) =>
  (await createPersonalAccessToken(database.db, { userId, name: "narrow", scopes })).token;

/** A project of a new creator in the given status. */
async function project(status = "approved") {
  const creator = await user();
  const created = await createProject(
    database.db,
    { userId: creator.id, role: "user" },
    {
      name: "Collected Project",
      slug: `collected-${newId().toLowerCase()}`,
      projectType: "mod",
      summary: "A project to collect",
    },
  );
  await database.db.project.update({ where: { id: created.id }, data: { status } });
  return created.id;
}

/** A collection made through the API by `owner`, then given `status` directly. */
async function collection(owner: { token: string }, status = "listed", projects: string[] = []) {
  const { body } = await send("POST", "/v3/collection", owner.token, { name: "My picks", projects });
  if (status !== "listed") await database.db.collection.update({ where: { id: body.id }, data: { status } });
  return body.id;
}

const snapshot = async (id: string) => ({
  row: await database.db.collection.findUnique({ where: { id } }),
  projects: await database.db.collectionProject.findMany({ where: { collectionId: id }, orderBy: { ordering: "asc" } }),
});

describe("POST /v3/collection", () => {
  it("creates a listed collection owned by the caller, in the v3 shape, with its projects in order", async () => {
    const owner = await user();
    const [first, second] = [await project(), await project("unlisted")];
    const { status, body } = await send("POST", "/v3/collection", owner.token, {
      name: "  Tech picks ",
      description: "Mods for a technical world",
      projects: [second, first, second],
    });
    expect(status).toBe(200);
    expect(body).toEqual({
      id: expect.stringMatching(/^[0-9A-Za-z]{8}$/),
      user: owner.id,
      name: "Tech picks",
      description: "Mods for a technical world",
      icon_url: null,
      raw_icon_url: null,
      color: null,
      status: "listed",
      created: expect.any(String),
      updated: expect.any(String),
      projects: [second, first],
    });
    const stored = await snapshot(body.id);
    expect(stored.row).toMatchObject({ userId: owner.id, name: "Tech picks", status: "listed" });
    expect(stored.projects.map((link) => link.projectId)).toEqual([second, first]);
  });

  it("refuses anonymous callers and a token without COLLECTION_CREATE; nothing is created", async () => {
    const owner = await user();
    expect(await send("POST", "/v3/collection", undefined, { name: "Nope" })).toMatchObject({
      status: 401,
      body: { error: "unauthorized", description: "Authentication Error: this endpoint needs a token" },
    });
    const narrow = await tokenFor(owner.id, ["COLLECTION_WRITE"]);
    expect(await send("POST", "/v3/collection", narrow, { name: "Nope" })).toMatchObject({
      status: 401,
      body: { description: "Authentication Error: the token does not have the COLLECTION_CREATE scope" },
    });
    expect(await database.db.collection.count({ where: { userId: owner.id } })).toBe(0);
  });

  it("refuses bad input with clear messages and creates nothing", async () => {
    const owner = await user();
    const hidden = await project("private");
    const unknown = newId();
    const cases: [unknown, string][] = [
      [{ name: "ab" }, "The name must be between 3 and 64 characters."],
      [{ name: "x".repeat(65) }, "name: The name must be at most 64 characters."],
      [{ name: "Fine", description: "x".repeat(256) }, "description: The description must be at most 255 characters."],
      [{ description: "No name" }, "name: name is required"],
      [{ name: "Fine", projects: "abc" }, "projects: must be an array of project ids"],
      [{ name: "Fine", projects: [await project(), unknown] }, `Unknown project ids: ${unknown}.`],
      [{ name: "Fine", projects: [hidden] }, `Unknown project ids: ${hidden}.`],
    ];
    for (const [body, description] of cases) {
      expect(await send("POST", "/v3/collection", owner.token, body), JSON.stringify(body)).toMatchObject({
        status: 400,
        body: { error: "invalid_input", description },
      });
    }
    const notJson = await call("/v3/collection", { method: "POST", token: owner.token, body: "{" });
    expect(notJson).toMatchObject({ status: 400, body: { description: "The request body must be JSON." } });
    expect(await database.db.collection.count({ where: { userId: owner.id } })).toBe(0);
  });

  it("refuses a 33rd collection", async () => {
    const owner = await user();
    await database.db.collection.createMany({
      data: Array.from({ length: 32 }, () => ({ id: newId(), userId: owner.id, name: "Filler" })),
    });
    expect(await send("POST", "/v3/collection", owner.token, { name: "One more" })).toMatchObject({
      status: 400,
      body: { error: "invalid_input", description: "You can have at most 32 collections." },
    });
    expect(await database.db.collection.count({ where: { userId: owner.id } })).toBe(32);
  });
});

describe("GET /v3/collection/{id} and /v3/collections?ids=", () => {
  it("shows listed and unlisted collections to anyone, private and rejected ones to the owner and staff only", async () => {
    const owner = await user();
    const ids = {
      listed: await collection(owner),
      unlisted: await collection(owner, "unlisted"),
      private: await collection(owner, "private"),
      rejected: await collection(owner, "rejected"),
    };
    const statusOf = async (id: string, token?: string) => (await call(`/v3/collection/${id}`, { token })).status;
    const stranger = await user();
    const ownerWithoutRead = await tokenFor(owner.id, ["COLLECTION_WRITE"]);
    for (const id of [ids.listed, ids.unlisted]) {
      expect(await statusOf(id)).toBe(200);
      expect(await statusOf(id, stranger.token)).toBe(200);
    }
    for (const id of [ids.private, ids.rejected]) {
      expect(await statusOf(id)).toBe(404);
      expect(await statusOf(id, stranger.token)).toBe(404);
      expect(await statusOf(id, ownerWithoutRead)).toBe(404);
      expect(await statusOf(id, owner.token)).toBe(200);
      expect(await statusOf(id, (await user("moderator")).token)).toBe(200);
      expect(await statusOf(id, (await user("admin")).token)).toBe(200);
    }
    expect(await call(`/v3/collection/${ids.private}`)).toMatchObject({
      body: { error: "not_found", description: "Collection not found." },
    });

    const query = encodeURIComponent(JSON.stringify([ids.private, ids.unlisted, "unknown1", ids.listed, ids.listed]));
    const anonymous = await call<CollectionJson[]>(`/v3/collections?ids=${query}`);
    expect(anonymous.body.map((c) => c.id)).toEqual([ids.unlisted, ids.listed]);
    const own = await call<CollectionJson[]>(`/v3/collections?ids=${query}`, { token: owner.token });
    expect(own.body.map((c) => c.id)).toEqual([ids.private, ids.unlisted, ids.listed]);
    expect(await call("/v3/collections?ids=nope")).toMatchObject({
      status: 400,
      body: { error: "invalid_input", description: 'ids: ids must be a JSON array of strings, e.g. ["AABBCCDD"]' },
    });
  });

  it("lists only projects that still exist and that the reader may see", async () => {
    const owner = await user();
    const kept = await project();
    const goneLater = await project();
    const hiddenLater = await project();
    const id = await collection(owner, "listed", [kept, goneLater, hiddenLater]);
    await database.db.project.delete({ where: { id: goneLater } });
    await database.db.project.update({ where: { id: hiddenLater }, data: { status: "private" } });
    expect((await call(`/v3/collection/${id}`)).body.projects).toEqual([kept]);
    const moderator = await user("moderator");
    expect((await call(`/v3/collection/${id}`, { token: moderator.token })).body.projects).toEqual([kept, hiddenLater]);
  });
});

describe("PATCH /v3/collection/{id}", () => {
  it("lets the owner change name, description, status and projects (replacing the list)", async () => {
    const owner = await user();
    const [a, b, c] = [await project(), await project(), await project()];
    const id = await collection(owner, "listed", [a, b]);
    const before = await snapshot(id);
    const answer = await send("PATCH", `/v3/collection/${id}`, owner.token, {
      name: "Renamed",
      description: "Now with a summary",
      status: "private",
      new_projects: [c, a],
    });
    expect(answer.status).toBe(204);
    const { body } = await call(`/v3/collection/${id}`, { token: owner.token });
    expect(body).toMatchObject({
      name: "Renamed",
      description: "Now with a summary",
      status: "private",
      projects: [c, a],
    });
    expect(new Date(body.updated).getTime()).toBeGreaterThan(before.row!.updatedAt.getTime());
    expect((await send("PATCH", `/v3/collection/${id}`, owner.token, { description: null })).status).toBe(204);
    expect((await snapshot(id)).row?.description).toBeNull();
  });

  it("is refused to anonymous, a token without COLLECTION_WRITE and another user; nothing changes", async () => {
    const owner = await user();
    const id = await collection(owner, "listed", [await project()]);
    const before = await snapshot(id);
    const edit = { name: "Taken over", new_projects: [] };
    expect((await send("PATCH", `/v3/collection/${id}`, undefined, edit)).status).toBe(401);
    expect(
      await send("PATCH", `/v3/collection/${id}`, await tokenFor(owner.id, ["COLLECTION_READ"]), edit),
    ).toMatchObject({
      status: 401,
      body: { description: "Authentication Error: the token does not have the COLLECTION_WRITE scope" },
    });
    expect(await send("PATCH", `/v3/collection/${id}`, (await user()).token, edit)).toMatchObject({
      status: 403,
      body: { error: "forbidden", description: "You do not have permission to edit this collection." },
    });
    const privateId = await collection(owner, "private");
    expect((await send("PATCH", `/v3/collection/${privateId}`, (await user()).token, edit)).status).toBe(404);
    expect(await snapshot(id)).toEqual(before);
  });

  it("lets moderators and admins edit and reject; the owner can neither reject nor lift a rejection", async () => {
    const owner = await user();
    const id = await collection(owner);
    expect(await send("PATCH", `/v3/collection/${id}`, owner.token, { status: "rejected" })).toMatchObject({
      status: 400,
      body: { description: "Only moderators can reject a collection." },
    });
    const moderator = await user("moderator");
    expect((await send("PATCH", `/v3/collection/${id}`, moderator.token, { status: "rejected" })).status).toBe(204);
    expect(await send("PATCH", `/v3/collection/${id}`, owner.token, { status: "listed" })).toMatchObject({
      status: 400,
      body: { description: "Only moderators can change the status of a rejected collection." },
    });
    expect((await snapshot(id)).row?.status).toBe("rejected");
    const admin = await user("admin");
    expect(
      (await send("PATCH", `/v3/collection/${id}`, admin.token, { status: "listed", name: "Cleaned" })).status,
    ).toBe(204);
    expect((await snapshot(id)).row).toMatchObject({ status: "listed", name: "Cleaned" });
  });

  it("refuses bad input with clear messages and changes nothing", async () => {
    const owner = await user();
    const id = await collection(owner, "listed", [await project()]);
    const before = await snapshot(id);
    const unknown = newId();
    const cases: [unknown, string][] = [
      [{ name: "no" }, "The name must be between 3 and 64 characters."],
      [{ description: "x" }, "The description must be between 3 and 255 characters."],
      [{ status: "public" }, "The status must be one of listed, unlisted, private, rejected."],
      [{ name: "Good name", new_projects: [unknown] }, `Unknown project ids: ${unknown}.`],
      [{ new_projects: [5] }, "new_projects.0: A project id must be a string."],
    ];
    for (const [body, description] of cases) {
      expect(await send("PATCH", `/v3/collection/${id}`, owner.token, body), JSON.stringify(body)).toMatchObject({
        status: 400,
        body: { error: "invalid_input", description },
      });
    }
    expect(await snapshot(id)).toEqual(before);
    expect((await send("PATCH", `/v3/collection/${newId()}`, owner.token, { name: "Whatever" })).status).toBe(404);
  });
});

describe("DELETE /v3/collection/{id}", () => {
  it("is refused to anonymous, a token without COLLECTION_DELETE and another user", async () => {
    const owner = await user();
    const id = await collection(owner, "listed", [await project()]);
    expect((await send("DELETE", `/v3/collection/${id}`, undefined)).status).toBe(401);
    expect(await send("DELETE", `/v3/collection/${id}`, await tokenFor(owner.id, ["COLLECTION_WRITE"]))).toMatchObject({
      status: 401,
      body: { description: "Authentication Error: the token does not have the COLLECTION_DELETE scope" },
    });
    expect(await send("DELETE", `/v3/collection/${id}`, (await user()).token)).toMatchObject({
      status: 403,
      body: { error: "forbidden", description: "You do not have permission to delete this collection." },
    });
    expect((await snapshot(id)).row).not.toBeNull();
  });

  it("lets the owner, a moderator and an admin delete, with the project links", async () => {
    const owner = await user();
    for (const deleter of [owner, await user("moderator"), await user("admin")]) {
      const id = await collection(owner, "private", [await project()]);
      expect((await send("DELETE", `/v3/collection/${id}`, deleter.token)).status).toBe(204);
      expect(await snapshot(id)).toEqual({ row: null, projects: [] });
      expect((await call(`/v3/collection/${id}`, { token: owner.token })).status).toBe(404);
    }
  });
});

describe("PATCH and DELETE /v3/collection/{id}/icon", () => {
  const upload = (route: string, token: string | undefined, bytes: Uint8Array) =>
    call(route, { method: "PATCH", token, body: Buffer.from(bytes) });

  it("sets the icon from the raw body and removes it", async () => {
    const owner = await user();
    const id = await collection(owner);
    expect((await upload(`/v3/collection/${id}/icon?ext=png`, owner.token, PNG)).status).toBe(204);
    const stored = (await snapshot(id)).row?.iconUrl;
    expect(stored).toMatch(new RegExp(`^/cdn/collection/${id}/[0-9a-f]{40}\\.icon\\.webp$`));
    expect((await call(`/v3/collection/${id}`)).body.icon_url).toBe(`${api.origin}${stored}`);
    expect((await send("DELETE", `/v3/collection/${id}/icon`, owner.token)).status).toBe(204);
    expect((await snapshot(id)).row?.iconUrl).toBeNull();
  });

  it("refuses other callers and bad images with clear messages; the icon stays", async () => {
    const owner = await user();
    const id = await collection(owner);
    await upload(`/v3/collection/${id}/icon?ext=png`, owner.token, PNG);
    const before = await snapshot(id);
    expect((await upload(`/v3/collection/${id}/icon?ext=png`, undefined, PNG)).status).toBe(401);
    expect(
      (await upload(`/v3/collection/${id}/icon?ext=png`, await tokenFor(owner.id, ["COLLECTION_READ"]), PNG)).status,
    ).toBe(401);
    const stranger = await user();
    expect(await upload(`/v3/collection/${id}/icon?ext=png`, stranger.token, PNG)).toMatchObject({ status: 403 });
    expect((await send("DELETE", `/v3/collection/${id}/icon`, stranger.token)).status).toBe(403);
    const big = new Uint8Array(256 * 1024 + 1);
    big.set(PNG);
    const cases: [string, Uint8Array, number, string][] = [
      ["png", big, 413, "Icons must be at most 256 KiB."],
      ["png", new TextEncoder().encode("<svg onload=alert(1)>"), 400, "Icons must be PNG, JPEG, GIF or WebP images."],
      ["exe", PNG, 400, "ext: ext must be one of png, jpg, jpeg, bmp, gif, webp, svg, svgz, rgb"],
    ];
    for (const [ext, bytes, status, description] of cases) {
      expect(await upload(`/v3/collection/${id}/icon?ext=${ext}`, owner.token, bytes)).toMatchObject({
        status,
        body: { description },
      });
    }
    expect(await snapshot(id)).toEqual(before);
  });
});

describe("GET /v3/user/{id|username}/collections", () => {
  it("lists listed collections to everyone and every collection to the owner and staff", async () => {
    const owner = await user();
    const listed = await collection(owner);
    const unlisted = await collection(owner, "unlisted");
    const hidden = await collection(owner, "private");
    const ids = async (token?: string, key = owner.id) =>
      (await call<CollectionJson[]>(`/v3/user/${key}/collections`, { token })).body.map((c) => c.id).sort();
    const all = [listed, unlisted, hidden].sort();
    expect(await ids()).toEqual([listed]);
    expect(await ids((await user()).token)).toEqual([listed]);
    expect(await ids(await tokenFor(owner.id, ["USER_READ"]))).toEqual([listed]);
    expect(await ids(owner.token, owner.username.toLowerCase())).toEqual(all);
    expect(await ids((await user("moderator")).token)).toEqual(all);
    expect(await ids((await user("admin")).token)).toEqual(all);
    expect(await call("/v3/user/nobody-here/collections")).toMatchObject({
      status: 404,
      body: { error: "not_found", description: "the requested user was not found" },
    });
  });
});
