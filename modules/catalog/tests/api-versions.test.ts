import { beforeAll, describe, expect, it } from "vitest";
import type { ScopeName } from "@hopper/core/auth";

import { setupTestDatabase } from "../../../tests/setup/test-database";
import { setupRestServer } from "../../../tests/support/rest-server";
import { newId } from "@hopper/core/db";

import { addMember, modWithVersions, userWithToken } from "./api-fixtures";
import { tempDataDir } from "../../../tests/support/temp-dir";

// The read endpoints of versions and files over real HTTP: shapes, filters, visibility and bad input.

tempDataDir("hopper-api-versions-");
const database = setupTestDatabase();
const api = setupRestServer();

interface VersionBody {
  id: string;
  project_id: string;
  version_number: string;
  version_type: string;
  featured: boolean;
  status: string;
  changelog: string;
  loaders: string[];
  game_versions: string[];
  files: { url: string; filename: string; primary: boolean; hashes: { sha1: string; sha512: string } }[];
}

let ip = 0;
const nextIp = () => `198.51.100.${(ip++ % 250) + 1}`;
const get = <T = unknown>(url: string, token?: string) => api.json<T>(url, { token, ip: nextIp() });
const post = <T = unknown>(url: string, body: unknown, token?: string) =>
  api.json<T>(url, {
    method: "POST",
    body: typeof body === "string" ? body : JSON.stringify(body),
    headers: { "content-type": "application/json" },
    token,
    ip: nextIp(),
  });
const q = (value: unknown) => encodeURIComponent(JSON.stringify(value));

let fixture: Awaited<ReturnType<typeof modWithVersions>>;

/** A member of the team (no permission bits) whose token holds only these scopes. */
async function createNarrowMember(teamId: string, scopes: ScopeName[]) {
  const member = await userWithToken(database.db, "user", scopes);
  await addMember(database.db, teamId, member.actor.userId, 0n);
  return member;
}
let owner: Awaited<ReturnType<typeof userWithToken>>;

beforeAll(async () => {
  owner = await userWithToken(database.db);
  fixture = await modWithVersions(database.db, owner.actor, [
    { number: "1.0.0", loaders: ["fabric"], gameVersions: ["1.20.1"], versionType: "release" },
    { number: "1.1.0", loaders: ["quilt"], gameVersions: ["1.20.4"], versionType: "beta", file: "quilt" },
    { number: "1.2.0", loaders: ["fabric"], gameVersions: ["1.21.1"], versionType: "alpha", featured: true },
    { number: "1.3.0", loaders: ["forge"], gameVersions: ["1.20.1"], versionType: "release", file: "forge" },
  ]);
});

describe("GET /v2/project/{id|slug}/version", () => {
  it("lists every version newest first in the v2 shape, by slug or id", async () => {
    const { status, body } = await get<VersionBody[]>(`/v2/project/${fixture.project.slug}/version`);
    expect(status).toBe(200);
    expect(body.map((v) => v.version_number)).toEqual(["1.3.0", "1.2.0", "1.1.0", "1.0.0"]);
    const first = body[3]!;
    expect(first).toMatchObject({
      project_id: fixture.project.id,
      version_type: "release",
      status: "listed",
      loaders: ["fabric"],
      game_versions: ["1.20.1"],
      changelog: "Changes in 1.0.0",
    });
    expect(first.files[0]!.url).toBe(
      `${api.origin}/data/${fixture.project.id}/versions/${first.id}/${encodeURIComponent(first.files[0]!.filename)}`,
    );
    expect(first.files[0]!.hashes.sha1).toMatch(/^[0-9a-f]{40}$/);
    const byId = await get<VersionBody[]>(`/v2/project/${fixture.project.id}/version`);
    expect(byId.body.map((v) => v.id)).toEqual(body.map((v) => v.id));
  });

  it.each([
    [`loaders=${q(["fabric"])}`, ["1.2.0", "1.0.0"]],
    [`loaders=${q(["fabric", "forge"])}`, ["1.3.0", "1.2.0", "1.0.0"]],
    [`game_versions=${q(["1.20.1"])}`, ["1.3.0", "1.0.0"]],
    [`loaders=${q(["fabric"])}&game_versions=${q(["1.20.1"])}`, ["1.0.0"]],
    ["featured=true", ["1.2.0"]],
    ["featured=false", ["1.3.0", "1.1.0", "1.0.0"]],
    ["version_type=beta", ["1.1.0"]],
    ["limit=2", ["1.3.0", "1.2.0"]],
    ["limit=2&offset=2", ["1.1.0", "1.0.0"]],
    [`game_versions=${q(["1.8.9"])}`, []],
  ])("filters with %s", async (query, expected) => {
    const { status, body } = await get<VersionBody[]>(`/v2/project/${fixture.project.id}/version?${query}`);
    expect(status).toBe(200);
    expect(body.map((v) => v.version_number)).toEqual(expected);
  });

  it("leaves changelogs out with include_changelog=false", async () => {
    const { body } = await get<VersionBody[]>(`/v2/project/${fixture.project.id}/version?include_changelog=false`);
    expect(body.every((v) => v.changelog === "")).toBe(true);
  });

  it.each([
    ["loaders=fabric", 'loaders must be a JSON array of strings, e.g. ["fabric"]'],
    [`loaders=${q([1, 2])}`, "loaders must be a JSON array of strings"],
    ["game_versions=[1.20.1", "game_versions must be a JSON array of strings"],
    ["featured=yes", "featured must be true or false"],
    ["version_type=stable", "version_type must be release, beta or alpha"],
    ["limit=-1", "limit must be a whole number"],
  ])("refuses %s with invalid_input", async (query, message) => {
    const { status, body } = await get<{ error: string; description: string }>(
      `/v2/project/${fixture.project.id}/version?${query}`,
    );
    expect(status).toBe(400);
    expect(body.error).toBe("invalid_input");
    expect(body.description).toContain(message);
  });

  it("hides draft versions and hidden projects from outsiders, not from the team", async () => {
    const other = await userWithToken(database.db);
    const { project, versions } = await modWithVersions(database.db, other.actor, [{ number: "1" }, { number: "2" }]);
    await database.db.version.update({ where: { id: versions[1]!.id }, data: { status: "draft" } });
    const outsider = await get<VersionBody[]>(`/v2/project/${project.id}/version`);
    expect(outsider.body.map((v) => v.version_number)).toEqual(["1"]);
    const team = await get<VersionBody[]>(`/v2/project/${project.id}/version`, other.token);
    expect(team.body.map((v) => v.version_number)).toEqual(["2", "1"]);
    await database.db.project.update({ where: { id: project.id }, data: { status: "private" } });
    expect((await get(`/v2/project/${project.id}/version`)).status).toBe(404);
    expect((await get(`/v2/project/${project.id}/version`, owner.token)).status).toBe(404);
    expect((await get(`/v2/project/${project.id}/version`, other.token)).status).toBe(200);
  });
});

describe("reads with a narrow token", () => {
  it("a token without VERSION_READ (or PROJECT_READ for a project's list) reads like an anonymous visitor", async () => {
    const team = await userWithToken(database.db);
    const { project, versions } = await modWithVersions(database.db, team.actor, [{ number: "1" }], "private");
    const file = versions[0]!.files[0]!;
    const narrow = (await userWithToken(database.db, "user", ["PROJECT_READ", "VERSION_WRITE"])).token;
    const noVersionRead = (await createNarrowMember(project.teamId, ["PROJECT_READ", "VERSION_WRITE"])).token;
    const noProjectRead = (await createNarrowMember(project.teamId, ["VERSION_READ"])).token;
    const full = (await createNarrowMember(project.teamId, ["PROJECT_READ", "VERSION_READ"])).token;
    expect((await get(`/v2/version/${versions[0]!.id}`, noVersionRead)).status).toBe(404);
    expect((await get(`/v2/version/${versions[0]!.id}`, noProjectRead)).status).toBe(200);
    expect((await get(`/v2/version/${versions[0]!.id}`, narrow)).status).toBe(404);
    expect((await get(`/v2/version_file/${file.sha1}`, noVersionRead)).status).toBe(404);
    expect(Object.keys((await post<object>("/v2/version_files", { hashes: [file.sha1] }, noVersionRead)).body)).toEqual(
      [],
    );
    expect((await get(`/v2/project/${project.id}/version`, noProjectRead)).status).toBe(404);
    expect((await get(`/v2/project/${project.id}/version`, full)).status).toBe(200);
  });
});

describe("organization members", () => {
  it("an accepted member of the owning organization sees its private project's versions and drafts", async () => {
    const team = await userWithToken(database.db);
    const { project, versions } = await modWithVersions(database.db, team.actor, [{ number: "1" }, { number: "2" }]);
    await database.db.version.update({ where: { id: versions[1]!.id }, data: { status: "draft" } });
    await database.db.project.update({ where: { id: project.id }, data: { status: "private" } });
    const orgTeam = await database.db.team.create({ data: { id: newId() } });
    const slug = `org-${newId().toLowerCase()}`;
    const organization = await database.db.organization.create({
      data: { id: newId(), slug, slugKey: slug, name: "Org", teamId: orgTeam.id },
    });
    await database.db.project.update({ where: { id: project.id }, data: { organizationId: organization.id } });
    const member = await userWithToken(database.db);
    await addMember(database.db, orgTeam.id, member.actor.userId, 0n);
    const invited = await userWithToken(database.db);
    await database.db.teamMember.create({
      data: { id: newId(), teamId: orgTeam.id, userId: invited.actor.userId, accepted: false },
    });
    const list = await get<VersionBody[]>(`/v2/project/${project.id}/version`, member.token);
    expect(list.body.map((v) => v.version_number)).toEqual(["2", "1"]);
    const hashes = versions.map((v) => v.files[0]!.sha1);
    const found = await post<Record<string, VersionBody>>("/v2/version_files", { hashes }, member.token);
    expect(Object.keys(found.body).sort()).toEqual([...hashes].sort());
    expect((await get(`/v2/project/${project.id}/version`, invited.token)).status).toBe(404);
    const outsider = await post<Record<string, VersionBody>>("/v2/version_files", { hashes }, invited.token);
    expect(outsider.body).toEqual({});
  });
});

describe("GET /v2/project/{id}/version/{id|number}, /v2/version/{id}, /v2/versions", () => {
  it("finds a version of a project by number or id", async () => {
    const byNumber = await get<VersionBody>(`/v2/project/${fixture.project.slug}/version/1.1.0`);
    expect(byNumber.status).toBe(200);
    expect(byNumber.body.id).toBe(fixture.versions[1]!.id);
    const byId = await get<VersionBody>(`/v2/project/${fixture.project.id}/version/${fixture.versions[2]!.id}`);
    expect(byId.body.version_number).toBe("1.2.0");
    const missing = await get(`/v2/project/${fixture.project.id}/version/9.9.9`);
    expect(missing).toMatchObject({ status: 404, body: { error: "not_found" } });
    const other = await modWithVersions(database.db, owner.actor, [{ number: "1.1.0" }]);
    const foreign = await get(`/v2/project/${fixture.project.id}/version/${other.versions[0]!.id}`);
    expect(foreign.status).toBe(404);
  });

  it("serves one version by id and several by ids, leaving out unknown and hidden ones", async () => {
    const one = await get<VersionBody>(`/v2/version/${fixture.versions[0]!.id}`);
    expect(one.body).toMatchObject({ id: fixture.versions[0]!.id, version_number: "1.0.0" });
    const hidden = await modWithVersions(database.db, owner.actor, [{ number: "h" }], "private");
    const ids = [fixture.versions[3]!.id, "zzzzzzzz", hidden.versions[0]!.id, fixture.versions[0]!.id];
    const many = await get<VersionBody[]>(`/v2/versions?ids=${q(ids)}`);
    expect(many.status).toBe(200);
    expect(many.body.map((v) => v.id)).toEqual([fixture.versions[3]!.id, fixture.versions[0]!.id]);
    const asOwner = await get<VersionBody[]>(`/v2/versions?ids=${q(ids)}`, owner.token);
    expect(asOwner.body.map((v) => v.id)).toEqual([
      fixture.versions[3]!.id,
      hidden.versions[0]!.id,
      fixture.versions[0]!.id,
    ]);
    expect((await get(`/v2/version/${hidden.versions[0]!.id}`)).status).toBe(404);
  });

  it.each([
    ["/v2/versions", "ids is required"],
    ["/v2/versions?ids=abc", "ids must be a JSON array of version ids"],
  ])("refuses %s with invalid_input", async (url, message) => {
    const { status, body } = await get<{ error: string; description: string }>(url);
    expect(status).toBe(400);
    expect(body).toMatchObject({ error: "invalid_input" });
    expect(body.description).toContain(message);
  });
});

describe("GET /v2/version_file/{hash} and its download", () => {
  it("finds the version by sha1 or sha512, inferring the algorithm from the length", async () => {
    const file = fixture.versions[0]!.files[0]!;
    for (const url of [
      `/v2/version_file/${file.sha1}`,
      `/v2/version_file/${file.sha1.toUpperCase()}?algorithm=sha1`,
      `/v2/version_file/${file.sha512}`,
      `/v2/version_file/${file.sha512}?algorithm=sha512`,
    ]) {
      const { status, body } = await get<VersionBody>(url);
      expect(status).toBe(200);
      expect(body.id).toBe(fixture.versions[0]!.id);
    }
    const multiple = await get<VersionBody[]>(`/v2/version_file/${file.sha1}?multiple=true`);
    expect(multiple.body.map((v) => v.id)).toEqual([fixture.versions[0]!.id]);
    expect(await get(`/v2/version_file/${"0".repeat(40)}`)).toMatchObject({
      status: 404,
      body: { error: "not_found" },
    });
  });

  it.each([
    [`/v2/version_file/${"a".repeat(41)}`, "is not a sha1 hash (40 hex characters)"],
    [`/v2/version_file/${"a".repeat(40)}?algorithm=md5`, "algorithm must be sha1 or sha512"],
    [`/v2/version_file/${"a".repeat(40)}?algorithm=sha512`, "is not a sha512 hash (128 hex characters)"],
    [`/v2/version_file/${"g".repeat(40)}`, "is not a sha1 hash"],
    [`/v2/version_file/${"a".repeat(40)}/download?algorithm=crc32`, "algorithm must be sha1 or sha512"],
  ])("refuses %s with invalid_input", async (url, message) => {
    const { status, body } = await get<{ error: string; description: string }>(url);
    expect(status).toBe(400);
    expect(body.error).toBe("invalid_input");
    expect(body.description).toContain(message);
  });

  it("redirects the download with 307 to the file's address, which serves it", async () => {
    const version = fixture.versions[1]!;
    const file = version.files[0]!;
    const response = await api.request(`/v2/version_file/${file.sha512}/download`, {
      redirect: "manual",
      ip: nextIp(),
    });
    expect(response.status).toBe(307);
    expect(response.headers.get("location")).toBe(
      `${api.origin}/data/${fixture.project.id}/versions/${version.id}/${encodeURIComponent(file.filename)}`,
    );
    const hidden = await modWithVersions(database.db, owner.actor, [{ number: "h" }], "draft");
    const denied = await api.request(`/v2/version_file/${hidden.versions[0]!.files[0]!.sha1}/download`, {
      redirect: "manual",
      ip: nextIp(),
    });
    expect(denied.status).toBe(404);
  });
});

describe("POST /v2/version_files", () => {
  it("maps hashes to versions (visible ones only; the team sees its hidden ones)", async () => {
    const hidden = await modWithVersions(database.db, owner.actor, [{ number: "h" }], "private");
    const hashes = [
      fixture.versions[0]!.files[0]!.sha1,
      fixture.versions[3]!.files[0]!.sha1.toUpperCase(),
      hidden.versions[0]!.files[0]!.sha1,
      "0".repeat(40),
    ];
    const anonymous = await post<Record<string, VersionBody>>("/v2/version_files", { hashes, algorithm: "sha1" });
    expect(anonymous.status).toBe(200);
    expect(Object.keys(anonymous.body).sort()).toEqual([hashes[0]!, hashes[1]!.toLowerCase()].sort());
    expect(anonymous.body[hashes[0]!]!.id).toBe(fixture.versions[0]!.id);
    const team = await post<Record<string, VersionBody>>("/v2/version_files", { hashes }, owner.token);
    expect(team.body[hashes[2]!]!.id).toBe(hidden.versions[0]!.id);
    const bySha512 = await post<Record<string, VersionBody>>("/v2/version_files", {
      hashes: [fixture.versions[2]!.files[0]!.sha512],
    });
    expect(Object.values(bySha512.body).map((v) => v.id)).toEqual([fixture.versions[2]!.id]);
  });

  it.each([
    ["not json", "The request body must be JSON."],
    [{ hashes: [] }, "hashes must not be empty"],
    [{ hashes: "abc" }, "hashes must be an array of strings"],
    [{ hashes: ["a".repeat(41)], algorithm: "sha1" }, "is not a sha1 hash (40 hex characters)"],
    [{ hashes: ["a".repeat(40)], algorithm: "md5" }, "algorithm must be sha1 or sha512"],
    [{ hashes: ["a".repeat(40), "b".repeat(128)] }, "is not a sha1 hash"],
    [{ hashes: Array.from({ length: 10_001 }, () => "a".repeat(40)) }, "hashes must hold at most 10,000 hashes"],
  ])("refuses a bad body with invalid_input (%#)", async (body, message) => {
    const response = await post<{ error: string; description: string }>("/v2/version_files", body);
    expect(response.status).toBe(400);
    expect(response.body.error).toBe("invalid_input");
    expect(response.body.description).toContain(message);
  });
});

describe("update checks", () => {
  it("POST /v2/version_file/{hash}/update answers the newest matching version", async () => {
    const hash = fixture.versions[0]!.files[0]!.sha1;
    const newestFabric = await post<VersionBody>(`/v2/version_file/${hash}/update`, { loaders: ["fabric"] });
    expect(newestFabric.body.version_number).toBe("1.2.0");
    const release = await post<VersionBody>(`/v2/version_file/${hash}/update?algorithm=sha1`, {
      loaders: ["fabric"],
      game_versions: ["1.20.1", "1.21.1"],
      version_types: ["release"],
    });
    expect(release.body.version_number).toBe("1.0.0");
    const any = await post<VersionBody>(`/v2/version_file/${hash}/update`, {});
    expect(any.body.version_number).toBe("1.3.0");
    const none = await post(`/v2/version_file/${hash}/update`, { loaders: ["neoforge"] });
    expect(none).toMatchObject({ status: 404, body: { error: "not_found" } });
    const bad = await post<{ description: string }>(`/v2/version_file/${hash}/update`, { version_types: ["stable"] });
    expect(bad.status).toBe(400);
    expect(bad.body.description).toContain("version_types.0 must be release, beta or alpha");
  });

  it("POST /v2/version_files/update_individual applies each hash's own filters", async () => {
    const a = fixture.versions[0]!.files[0]!.sha1;
    const b = fixture.versions[1]!.files[0]!.sha1;
    const { status, body } = await post<Record<string, VersionBody>>("/v2/version_files/update_individual", {
      algorithm: "sha1",
      hashes: [
        { hash: a, loaders: ["forge"], game_versions: ["1.20.1"] },
        { hash: b, loaders: ["quilt"], version_types: ["release"] },
        { hash: "0".repeat(40), loaders: ["fabric"] },
      ],
    });
    expect(status).toBe(200);
    expect(Object.keys(body)).toEqual([a]);
    expect(body[a]!.version_number).toBe("1.3.0");
    const bad = await post<{ description: string }>("/v2/version_files/update_individual", { hashes: [{}] });
    expect(bad.status).toBe(400);
    expect(bad.body.description).toContain("hashes.0.hash must be a string");
  });
});

describe("the OpenAPI document", () => {
  it("documents the version routes and their query parameters", async () => {
    const { body } = await get<{ paths: Record<string, Record<string, { parameters?: { name: string }[] }>> }>(
      "/v2/openapi.json",
    );
    const list = body.paths["/v2/project/{id}/version"]!.get!;
    expect(list.parameters!.map((p) => p.name)).toEqual(
      expect.arrayContaining(["id", "loaders", "game_versions", "featured", "version_type", "include_changelog"]),
    );
    expect(Object.keys(body.paths)).toEqual(
      expect.arrayContaining([
        "/v2/versions",
        "/v2/version/{id}/file",
        "/v2/version_file/{hash}/download",
        "/v2/version_file/{hash}/update",
        "/v2/version_files/update",
        "/v2/version_files/update_individual",
      ]),
    );
    expect(Object.keys(body.paths["/v2/version/{id}"]!)).toEqual(expect.arrayContaining(["get", "patch", "delete"]));
  });
});
