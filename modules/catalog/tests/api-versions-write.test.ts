import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { storage } from "@hopper/core/storage";

import { PgBoss } from "../../core/src/jobs";
import { setupTestDatabase } from "../../../tests/setup/test-database";
import { setupRestServer } from "../../../tests/support/rest-server";
import { ProjectPermission } from "../src/server/services/permissions";
import { VALID_FILES } from "./archives";
import { addMember, modWithVersions, userWithToken } from "./api-fixtures";
import { tempDataDir } from "../../../tests/support/temp-dir";

// The version and file mutations over real HTTP, with every kind of caller: anonymous, a token without the
// scope, another user, a member without the team flag, a member with it, a moderator and an admin.

tempDataDir("hopper-api-versions-write-");
const database = setupTestDatabase();
const api = setupRestServer();
const db = () => database.db;

let ip = 0;
const send = (method: string, url: string, init: { token?: string; json?: unknown; form?: FormData } = {}) =>
  api.json<{ error?: string; description?: string } | null>(url, {
    method,
    token: init.token,
    ip: `203.0.113.${(ip++ % 250) + 1}`,
    ...(init.json !== undefined
      ? { body: JSON.stringify(init.json), headers: { "content-type": "application/json" } }
      : init.form
        ? { body: init.form }
        : {}),
  });

type Caller = { token?: string; label: string };

/** Every caller of the matrix for one fresh project; `flag` is the team permission the action needs. */
async function callers(flag: bigint) {
  const owner = await userWithToken(db());
  const fixture = await modWithVersions(db(), owner.actor, [
    { number: "1.0.0", loaders: ["fabric"], gameVersions: ["1.20.1"] },
    { number: "2.0.0", loaders: ["fabric"], gameVersions: ["1.20.4"] },
  ]);
  const stranger = await userWithToken(db());
  const without = await userWithToken(db());
  await addMember(db(), fixture.project.teamId, without.actor.userId, ProjectPermission.EDIT_BODY);
  const withFlag = await userWithToken(db());
  await addMember(db(), fixture.project.teamId, withFlag.actor.userId, flag);
  const noScope = await userWithToken(db(), "user", ["PROJECT_READ", "VERSION_READ"]);
  await addMember(db(), fixture.project.teamId, noScope.actor.userId, flag);
  const moderator = await userWithToken(db(), "moderator");
  const admin = await userWithToken(db(), "admin");
  return { owner, fixture, stranger, without, withFlag, noScope, moderator, admin };
}

/** The rows a refused request must leave alone. */
const snapshot = async (projectId: string) => ({
  project: await db().project.findUniqueOrThrow({
    where: { id: projectId },
    select: { loaders: true, gameVersions: true, updated: true },
  }),
  versions: await db().version.findMany({
    where: { projectId },
    include: { files: { orderBy: { ordering: "asc" } }, dependencies: true },
    orderBy: { id: "asc" },
  }),
});

let boss: PgBoss;
const EVENTS = "catalog-test.project-changed";
beforeAll(async () => {
  // A queue subscribed to the catalogue's event, as search's indexer is, to see what mutations publish.
  boss = new PgBoss({ connectionString: database.url, supervise: false, schedule: false });
  // The file's database is dropped with its connections at the end: a pool error then must not be uncaught.
  boss.on("error", () => undefined);
  await boss.start();
  await boss.createQueue(EVENTS);
  await boss.subscribe("catalog.project-changed", EVENTS);
});
afterAll(async () => {
  await boss.stop({ graceful: false, wait: true });
});
const changedProjects = async () => {
  const jobs = await boss.fetch<{ projectIds: string[] }>(EVENTS, { batchSize: 100 });
  return jobs.flatMap((job) => job.data.projectIds);
};

describe("PATCH /v2/version/{id}", () => {
  it("needs a token with VERSION_WRITE and the team's UPLOAD_VERSION; refusals change nothing", async () => {
    const c = await callers(ProjectPermission.UPLOAD_VERSION);
    const id = c.fixture.versions[1]!.id;
    const before = await snapshot(c.fixture.project.id);
    const refusals: [Caller, number, string][] = [
      [{ label: "anonymous" }, 401, "unauthorized"],
      [{ label: "token without the scope", token: c.noScope.token }, 401, "unauthorized"],
      [{ label: "another user", token: c.stranger.token }, 403, "forbidden"],
      [{ label: "member without the flag", token: c.without.token }, 403, "forbidden"],
    ];
    for (const [caller, status, error] of refusals) {
      const response = await send("PATCH", `/v2/version/${id}`, { token: caller.token, json: { name: "Nope" } });
      expect([caller.label, response.status, response.body?.error]).toEqual([caller.label, status, error]);
    }
    expect(await snapshot(c.fixture.project.id)).toEqual(before);
    const forbidden = await send("PATCH", `/v2/version/${id}`, { token: c.without.token, json: { name: "x" } });
    expect(forbidden.body?.description).toBe("You do not have permission to upload versions to this project.");

    for (const [caller, name] of [
      [c.withFlag, "By member"],
      [c.moderator, "By moderator"],
      [c.admin, "By admin"],
      [c.owner, "By owner"],
    ] as const) {
      const response = await send("PATCH", `/v2/version/${id}`, { token: caller.token, json: { name } });
      expect(response.status).toBe(204);
      expect((await db().version.findUniqueOrThrow({ where: { id } })).name).toBe(name);
    }
  });

  it("edits every field, keeps the project's loaders and game versions in step and publishes the change", async () => {
    const owner = await userWithToken(db());
    const { project, versions } = await modWithVersions(db(), owner.actor, [
      { number: "1.0.0", loaders: ["fabric"], gameVersions: ["1.20.1"] },
      { number: "2.0.0", loaders: ["fabric"], gameVersions: ["1.20.1"] },
    ]);
    const id = versions[1]!.id;
    const library = await modWithVersions(db(), owner.actor, [{ number: "0.1.0" }]);
    await send("POST", `/v2/version/${id}/file`, {
      token: owner.token,
      form: formOf({ extra: ["extra-sources.jar", VALID_FILES.quilt.bytes()] }),
    });
    const files = await db().versionFile.findMany({ where: { versionId: id }, orderBy: { ordering: "asc" } });
    expect(files).toHaveLength(2);
    await changedProjects();
    const response = await send("PATCH", `/v2/version/${id}`, {
      token: owner.token,
      json: {
        name: "Second",
        version_number: "2.0.1",
        changelog: "Fixed things",
        version_type: "beta",
        featured: true,
        status: "unlisted",
        loaders: ["quilt", "fabric"],
        game_versions: ["1.21.1"],
        dependencies: [{ project_id: null, version_id: library.versions[0]!.id, dependency_type: "incompatible" }],
        primary_file: ["sha512", files[1]!.sha512],
        file_types: [{ algorithm: "sha1", hash: files[1]!.sha1, file_type: "sources-jar" }],
      },
    });
    expect(response.status).toBe(204);
    const version = await db().version.findUniqueOrThrow({
      where: { id },
      include: { files: { orderBy: { ordering: "asc" } }, dependencies: true },
    });
    expect(version).toMatchObject({
      name: "Second",
      versionNumber: "2.0.1",
      changelog: "Fixed things",
      versionType: "beta",
      featured: true,
      status: "unlisted",
      loaders: ["quilt", "fabric"],
      gameVersions: ["1.21.1"],
    });
    expect(version.files.map((f) => [f.primary, f.fileType])).toEqual([
      [false, null],
      [true, "sources-jar"],
    ]);
    expect(version.dependencies.map((d) => [d.dependencyType, d.dependencyVersionId, d.projectId])).toEqual([
      ["incompatible", library.versions[0]!.id, library.project.id],
    ]);
    const after = await db().project.findUniqueOrThrow({ where: { id: project.id } });
    expect(after.loaders).toEqual(["fabric", "quilt"]);
    expect([...after.gameVersions].sort()).toEqual(["1.20.1", "1.21.1"]);
    expect(await changedProjects()).toContain(project.id);
  });

  it.each([
    [{ version_type: "stable" }, "The channel must be release, beta or alpha."],
    [{ loaders: ["not-a-loader"] }, "Unknown loader: not-a-loader."],
    [{ loaders: [] }, "Choose at least one loader."],
    [{ game_versions: ["9.9.9"] }, "Unknown game version: 9.9.9."],
    [{ status: "scheduled" }, "The status must be listed, archived, draft or unlisted."],
    [{ version_number: "x".repeat(33) }, "The version number must be at most 32 characters."],
    [{ primary_file: ["sha1", "0".repeat(40)] }, "This version has no file with the sha1 hash"],
    [{ primary_file: ["md5", "0".repeat(40)] }, "primary_file.0"],
    [{ file_types: [{ algorithm: "sha1", hash: "0".repeat(40), file_type: "sources-jar" }] }, "no file with"],
    [{ dependencies: [{ dependency_type: "needed", project_id: "x" }] }, "A dependency must be required"],
    [{ name: 5 }, "name"],
  ])("refuses %j and changes nothing", async (body, message) => {
    const owner = await userWithToken(db());
    const { project, versions } = await modWithVersions(db(), owner.actor, [{ number: "1.0.0" }]);
    const before = await snapshot(project.id);
    // A valid field beside the bad one must not be written either (one transaction).
    const response = await send("PATCH", `/v2/version/${versions[0]!.id}`, {
      token: owner.token,
      json: { changelog: "should not stick", ...body },
    });
    expect(response.status).toBe(400);
    expect(response.body?.error).toBe("invalid_input");
    expect(response.body?.description).toContain(message);
    expect(await snapshot(project.id)).toEqual(before);
  });

  it("answers 404 for an unknown version and for one of a hidden project", async () => {
    const owner = await userWithToken(db());
    const other = await userWithToken(db());
    const hidden = await modWithVersions(db(), owner.actor, [{ number: "1" }], "private");
    expect((await send("PATCH", "/v2/version/zzzzzzzz", { token: owner.token, json: {} })).status).toBe(404);
    const response = await send("PATCH", `/v2/version/${hidden.versions[0]!.id}`, { token: other.token, json: {} });
    expect(response).toMatchObject({ status: 404, body: { error: "not_found" } });
  });
});

describe("DELETE /v2/version/{id}", () => {
  it("needs VERSION_DELETE and the team's DELETE_VERSION; moderators may not, admins may", async () => {
    const c = await callers(ProjectPermission.DELETE_VERSION);
    const [first, second] = c.fixture.versions;
    const before = await snapshot(c.fixture.project.id);
    const refusals: [Caller, number][] = [
      [{ label: "anonymous" }, 401],
      [{ label: "token without the scope", token: c.noScope.token }, 401],
      [{ label: "another user", token: c.stranger.token }, 403],
      [{ label: "member without the flag", token: c.without.token }, 403],
      [{ label: "moderator", token: c.moderator.token }, 403],
    ];
    for (const [caller, status] of refusals) {
      const response = await send("DELETE", `/v2/version/${second!.id}`, { token: caller.token });
      expect([caller.label, response.status]).toEqual([caller.label, status]);
    }
    expect(await snapshot(c.fixture.project.id)).toEqual(before);

    await changedProjects();
    expect((await send("DELETE", `/v2/version/${second!.id}`, { token: c.withFlag.token })).status).toBe(204);
    const project = await db().project.findUniqueOrThrow({ where: { id: c.fixture.project.id } });
    expect(project.gameVersions).toEqual(["1.20.1"]);
    expect(await changedProjects()).toContain(c.fixture.project.id);
    expect((await send("DELETE", `/v2/version/${first!.id}`, { token: c.admin.token })).status).toBe(204);
    expect(await db().version.count({ where: { projectId: c.fixture.project.id } })).toBe(0);
    expect((await send("GET", `/v2/version/${first!.id}`)).status).toBe(404);
  });
});

/** The bytes of a stored file, to upload the same file again. */
const storedBytes = async (key: string) => {
  const stored = await storage().get(key);
  return new Response(stored!.body).arrayBuffer();
};

const formOf = (files: Record<string, [string, Uint8Array]>, data?: unknown) => {
  const form = new FormData();
  if (data !== undefined) form.set("data", JSON.stringify(data));
  for (const [part, [name, bytes]] of Object.entries(files)) form.set(part, new Blob([Buffer.from(bytes)]), name);
  return form;
};

describe("POST /v2/version/{id}/file", () => {
  it("adds files with the team's UPLOAD_VERSION (moderators and admins too) and stores them", async () => {
    const c = await callers(ProjectPermission.UPLOAD_VERSION);
    const id = c.fixture.versions[0]!.id;
    const before = await snapshot(c.fixture.project.id);
    const refusals: [Caller, number][] = [
      [{ label: "anonymous" }, 401],
      [{ label: "token without the scope", token: c.noScope.token }, 401],
      [{ label: "another user", token: c.stranger.token }, 403],
      [{ label: "member without the flag", token: c.without.token }, 403],
    ];
    for (const [caller, status] of refusals) {
      const response = await send("POST", `/v2/version/${id}/file`, {
        token: caller.token,
        form: formOf({ a: ["a.jar", VALID_FILES.quilt.bytes()] }),
      });
      expect([caller.label, response.status]).toEqual([caller.label, status]);
    }
    expect(await snapshot(c.fixture.project.id)).toEqual(before);

    const response = await send("POST", `/v2/version/${id}/file`, {
      token: c.withFlag.token,
      form: formOf(
        { sources: ["mod-sources.jar", VALID_FILES.quilt.bytes()] },
        { file_types: { sources: "sources-jar" } },
      ),
    });
    expect(response.status).toBe(204);
    for (const [caller, name] of [
      [c.moderator, "by-moderator.jar"],
      [c.admin, "by-admin.jar"],
    ] as const) {
      const added = await send("POST", `/v2/version/${id}/file`, {
        token: caller.token,
        form: formOf({ f: [name, VALID_FILES.quilt.bytes()] }),
      });
      expect(added.status).toBe(204);
    }
    const version = await api.json<{
      files: { filename: string; primary: boolean; file_type: string | null; url: string }[];
    }>(`/v2/version/${id}`);
    expect(version.body.files.map((f) => [f.filename, f.primary, f.file_type])).toEqual([
      [c.fixture.versions[0]!.files[0]!.filename, true, null],
      ["mod-sources.jar", false, "sources-jar"],
      ["by-moderator.jar", false, null],
      ["by-admin.jar", false, null],
    ]);
    const stored = await db().versionFile.findFirstOrThrow({ where: { versionId: id, filename: "mod-sources.jar" } });
    expect((await storedBytes(stored.storageKey)).byteLength).toBe(stored.size);
  });

  it.each([
    ["no files", {}, undefined, "A version needs at least one file."],
    ["a file the version has", "same", undefined, "The same file was added twice to this version."],
    ["a name the version has", "name", undefined, "was added twice."],
    ["an unknown file type", { a: ["a.jar", "quilt"] }, { file_types: { a: "bogus" } }, "Unknown file type: bogus."],
    ["a text file", { a: ["notes.txt", "text"] }, undefined, "Files must be .jar, .zip, .litemod or .mrpack"],
    ["a broken zip", { a: ["broken.jar", "broken"] }, undefined, ""],
    ["a bad data part", { a: ["a.jar", "quilt"] }, "{", "The `data` part must be JSON."],
  ] as const)("refuses %s and changes nothing", async (_label, files, data, message) => {
    const owner = await userWithToken(db());
    const other = await modWithVersions(db(), owner.actor, [{ number: "1.0.0" }]);
    const version = other.versions[0]!;
    const before = await snapshot(other.project.id);
    const form = new FormData();
    if (data !== undefined) form.set("data", typeof data === "string" ? data : JSON.stringify(data));
    if (files === "same") {
      const original = await db().versionFile.findFirstOrThrow({ where: { versionId: version.id } });
      form.set("a", new Blob([await storedBytes(original.storageKey)]), "copy.jar");
    } else if (files === "name") {
      form.set("a", new Blob([Buffer.from(VALID_FILES.quilt.bytes())]), version.files[0]!.filename);
    } else {
      for (const [part, [name, kind]] of Object.entries(files as Record<string, [string, string]>)) {
        const bytes =
          kind === "quilt"
            ? VALID_FILES.quilt.bytes()
            : kind === "broken"
              ? new Uint8Array([80, 75, 3, 4, 1, 2, 3])
              : new TextEncoder().encode("hello");
        form.set(part, new Blob([Buffer.from(bytes)]), name);
      }
    }
    const response = await send("POST", `/v2/version/${version.id}/file`, { token: owner.token, form });
    expect(response.status).toBe(400);
    expect(response.body?.error).toBe("invalid_input");
    expect(response.body?.description).toContain(message);
    expect(await snapshot(other.project.id)).toEqual(before);
  });

  it("refuses a file another project already has (conflict)", async () => {
    const owner = await userWithToken(db());
    const a = await modWithVersions(db(), owner.actor, [{ number: "1" }]);
    const b = await modWithVersions(db(), owner.actor, [{ number: "1" }]);
    const original = await db().versionFile.findFirstOrThrow({ where: { versionId: a.versions[0]!.id } });
    const form = new FormData();
    form.set("f", new Blob([await storedBytes(original.storageKey)]), "stolen.jar");
    const response = await send("POST", `/v2/version/${b.versions[0]!.id}/file`, { token: owner.token, form });
    expect(response).toMatchObject({ status: 409, body: { error: "conflict" } });
  });
});

describe("DELETE /v2/version_file/{hash}", () => {
  it("needs VERSION_WRITE and the team's DELETE_VERSION, keeps a version's last file", async () => {
    const c = await callers(ProjectPermission.DELETE_VERSION);
    const version = c.fixture.versions[0]!;
    await send("POST", `/v2/version/${version.id}/file`, {
      token: c.owner.token,
      form: formOf({ extra: ["extra.jar", VALID_FILES.quilt.bytes()] }),
    });
    const extra = await db().versionFile.findFirstOrThrow({ where: { versionId: version.id, filename: "extra.jar" } });
    const before = await snapshot(c.fixture.project.id);
    const refusals: [Caller, number][] = [
      [{ label: "anonymous" }, 401],
      [{ label: "token without the scope", token: c.noScope.token }, 401],
      [{ label: "another user", token: c.stranger.token }, 403],
      [{ label: "member without the flag", token: c.without.token }, 403],
      [{ label: "moderator", token: c.moderator.token }, 403],
    ];
    for (const [caller, status] of refusals) {
      const response = await send("DELETE", `/v2/version_file/${extra.sha1}`, { token: caller.token });
      expect([caller.label, response.status]).toEqual([caller.label, status]);
    }
    const bad = await send("DELETE", `/v2/version_file/${extra.sha1}?algorithm=sha256`, { token: c.owner.token });
    expect(bad).toMatchObject({ status: 400, body: { error: "invalid_input" } });
    expect(await snapshot(c.fixture.project.id)).toEqual(before);

    const deleted = await send("DELETE", `/v2/version_file/${extra.sha512}?algorithm=sha512`, {
      token: c.withFlag.token,
    });
    expect(deleted.status).toBe(204);
    expect(await db().versionFile.count({ where: { id: extra.id } })).toBe(0);
    const last = await send("DELETE", `/v2/version_file/${version.files[0]!.sha1}`, { token: c.admin.token });
    expect(last).toMatchObject({
      status: 400,
      body: {
        error: "invalid_input",
        description: "A version must keep at least one file. Delete the version instead.",
      },
    });
    expect(await db().versionFile.count({ where: { versionId: version.id } })).toBe(1);
    expect((await send("DELETE", `/v2/version_file/${"0".repeat(40)}`, { token: c.admin.token })).status).toBe(404);
  });
});
