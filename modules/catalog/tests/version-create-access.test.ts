import { existsSync, readdirSync } from "node:fs";

import { describe, expect, it } from "vitest";

import { createPersonalAccessToken } from "@hopper/core/auth";
import type { Actor } from "@hopper/core/auth";
import { storage, uploadTempDir } from "@hopper/core/storage";

import { setupTestDatabase } from "../../../tests/setup/test-database";
import { setupRestServer } from "../../../tests/support/rest-server";
import { setupRouteServer } from "../../../tests/support/route-server";
import { POST as uploadForm } from "../src/server/http/upload-version";
import { ALL_PROJECT_PERMISSIONS, ProjectPermission } from "../src/server/services/permissions";
import { createProject } from "../src/server/services/projects/project-create";
import { createVersion } from "../src/server/services/versions/version-create";
import { addMember, VERSION_SCOPES } from "./api-fixtures";
import { VALID_FILES } from "./archives";
import { makeUser, uniqueSlug } from "./helpers";
import { signIn } from "./session-cookie";
import { tempDataDir } from "../../../tests/support/temp-dir";

// Creating a version, the main upload, decided for each kind of caller three ways: the service, the public
// API (POST /v2/version, token) and the site's upload form (POST /api/catalog/projects/{id}/versions,
// session cookie). A refusal stores nothing: no version row, no object in storage, no temp file.

tempDataDir("hopper-version-create-access-");
const database = setupTestDatabase();
const api = setupRestServer();
const site = setupRouteServer(uploadForm);
const db = () => database.db;

type Role = "anonymous" | "other" | "without" | "with" | "moderator" | "admin";
const ROLES: Role[] = ["anonymous", "other", "without", "with", "moderator", "admin"];
const ALLOWED: Record<Role, boolean> = {
  anonymous: false,
  other: false,
  without: false,
  with: true,
  moderator: true,
  admin: true,
};
const NO_UPLOAD = "You do not have permission to upload versions to this project.";

let ip = 0;
const nextIp = () => `198.51.100.${(ip++ % 250) + 1}`;

/** A draft mod (visible only to its team and staff) owned by a fresh user. */
async function fixture() {
  const owner = await makeUser(db());
  const project = await createProject(db(), owner, {
    name: "Access test",
    slug: uniqueSlug("access"),
    projectType: "mod",
    summary: "Who may upload versions",
  });
  return { owner, project };
}

/** The caller of a role; members get every permission but UPLOAD_VERSION, or only UPLOAD_VERSION. */
async function callerFor(role: Role, teamId: string): Promise<Actor | null> {
  if (role === "anonymous") return null;
  if (role === "moderator" || role === "admin") return makeUser(db(), role);
  const user = await makeUser(db());
  if (role === "with") await addMember(db(), teamId, user.userId, ProjectPermission.UPLOAD_VERSION);
  if (role === "without")
    await addMember(db(), teamId, user.userId, ALL_PROJECT_PERMISSIONS & ~ProjectPermission.UPLOAD_VERSION);
  return user;
}

async function storedKeys(projectId: string) {
  const keys: string[] = [];
  for await (const item of storage().list(`data/${projectId}/`)) keys.push(item.key);
  return keys;
}
const tempFiles = () => (existsSync(uploadTempDir()) ? readdirSync(uploadTempDir()) : []);

async function expectNothingStored(projectId: string) {
  expect(await db().version.count({ where: { projectId } })).toBe(0);
  expect(await db().versionFile.count({ where: { version: { projectId } } })).toBe(0);
  expect(await storedKeys(projectId)).toEqual([]);
  expect(tempFiles()).toEqual([]);
}

async function expectOneVersionStored(projectId: string, filename: string) {
  const versions = await db().version.findMany({ where: { projectId }, include: { files: true } });
  expect(versions).toHaveLength(1);
  expect(versions[0]!.files.map((file) => file.filename)).toEqual([filename]);
  const keys = await storedKeys(projectId);
  expect(keys).toEqual([versions[0]!.files[0]!.storageKey]);
  expect(tempFiles()).toEqual([]);
  return versions[0]!;
}

const refusalCode = (role: Role) =>
  role === "anonymous" ? "unauthorized" : role === "other" ? "not_found" : "forbidden";

describe("createVersion (the service)", () => {
  it.each(ROLES)("as %s", async (role) => {
    const { project } = await fixture();
    const actor = await callerFor(role, project.teamId);
    const attempt = createVersion(db(), actor, project.id, {
      versionNumber: "1.0.0",
      loaders: ["fabric"],
      gameVersions: ["1.20.1"],
      files: [{ filename: "service.jar", body: VALID_FILES.fabric.bytes() }],
    });
    if (ALLOWED[role]) {
      const version = await attempt;
      expect(version.authorId).toBe(actor!.userId);
      await expectOneVersionStored(project.id, "service.jar");
    } else {
      await expect(attempt).rejects.toMatchObject({ code: refusalCode(role) });
      await expectNothingStored(project.id);
    }
  });
});

/** The multipart body of POST /v2/version: `data` first, then the file parts. */
function apiForm(data: string, files: Record<string, Uint8Array> = {}) {
  const form = new FormData();
  form.set("data", data);
  for (const [part, bytes] of Object.entries(files)) form.set(part, new Blob([Buffer.from(bytes)]), `${part}.jar`);
  return form;
}
const versionData = (projectId: string, extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    project_id: projectId,
    version_number: "1.0.0",
    loaders: ["fabric"],
    game_versions: ["1.20.1"],
    file_parts: ["main"],
    ...extra,
  });

async function tokenOf(actor: Actor | null, scopes = VERSION_SCOPES) {
  if (!actor) return undefined;
  return (await createPersonalAccessToken(db(), { userId: actor.userId, name: "upload", scopes })).token;
}

const API_REFUSALS: Record<Exclude<Role, "with" | "moderator" | "admin">, [number, string, string]> = {
  anonymous: [401, "unauthorized", "Authentication Error: this endpoint needs a token"],
  other: [404, "not_found", "Project not found."],
  without: [403, "forbidden", NO_UPLOAD],
};

describe("POST /v2/version over HTTP", () => {
  it.each(ROLES)("as %s", async (role) => {
    const { project } = await fixture();
    const actor = await callerFor(role, project.teamId);
    const response = await api.json<{ project_id: string; error: string; description: string }>("/v2/version", {
      method: "POST",
      token: await tokenOf(actor),
      ip: nextIp(),
      body: apiForm(versionData(project.id), { main: VALID_FILES.fabric.bytes() }),
    });
    if (ALLOWED[role]) {
      expect(response.status).toBe(200);
      expect(response.body.project_id).toBe(project.id);
      await expectOneVersionStored(project.id, "main.jar");
    } else {
      const [status, error, description] = API_REFUSALS[role as keyof typeof API_REFUSALS];
      expect(response.status).toBe(status);
      expect(response.body).toEqual({ error, description });
      await expectNothingStored(project.id);
    }
  });

  it("refuses a token without VERSION_CREATE, even the owner's", async () => {
    const { owner, project } = await fixture();
    const token = await tokenOf(
      owner,
      VERSION_SCOPES.filter((scope) => scope !== "VERSION_CREATE"),
    );
    const response = await api.json("/v2/version", {
      method: "POST",
      token,
      ip: nextIp(),
      body: apiForm(versionData(project.id), { main: VALID_FILES.fabric.bytes() }),
    });
    expect(response.status).toBe(401);
    expect(response.body).toEqual({
      error: "unauthorized",
      description: "Authentication Error: the token does not have the VERSION_CREATE scope",
    });
    await expectNothingStored(project.id);
  });

  it.each([
    ["a `data` part that is not JSON", () => "{ project_id: oops", "The `data` part must be JSON."],
    [
      "a `data` part naming a file part that was not sent",
      (projectId: string) => versionData(projectId, { file_parts: ["main", "extra"] }),
      'The file part "extra" is missing.',
    ],
    [
      "a `data` part without file parts",
      (projectId: string) => versionData(projectId, { file_parts: [] }),
      "file_parts: A version needs at least one file.",
    ],
  ])("refuses %s from the owner, storing nothing", async (_name, data, description) => {
    const { owner, project } = await fixture();
    const response = await api.json("/v2/version", {
      method: "POST",
      token: await tokenOf(owner),
      ip: nextIp(),
      body: apiForm(data(project.id), { main: VALID_FILES.fabric.bytes() }),
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: "invalid_input", description });
    await expectNothingStored(project.id);
  });
});

/** The site's upload form as the browser sends it (multipart, no JavaScript needed). */
function siteForm(files: Record<string, Uint8Array>) {
  const form = new FormData();
  form.set("versionNumber", "1.0.0");
  form.set("versionType", "release");
  form.append("loaders", "fabric");
  form.append("gameVersions", "1.20.1");
  for (const [filename, bytes] of Object.entries(files)) form.append("files", new Blob([Buffer.from(bytes)]), filename);
  return form;
}

async function postForm(projectId: string, body: FormData, headers: Record<string, string> = {}) {
  const response = await fetch(`${site.origin}/api/catalog/projects/${projectId}/versions`, {
    method: "POST",
    body,
    redirect: "manual",
    // A browser always sends Origin with a form post.
    // An empty value leaves a header out.
    headers: Object.fromEntries(
      Object.entries({ "x-forwarded-for": nextIp(), origin: site.origin, ...headers }).filter(([, value]) => value),
    ),
  });
  const location = response.headers.get("location");
  return {
    status: response.status,
    rawLocation: location,
    location: location ? new URL(location, site.origin) : null,
    text: await response.text(),
  };
}

const formError = (location: URL | null) => location?.searchParams.get("error");

describe("POST /api/catalog/projects/{id}/versions (the site's form, session cookie)", () => {
  it.each(ROLES)("as %s", async (role) => {
    const { project } = await fixture();
    const actor = await callerFor(role, project.teamId);
    const headers: Record<string, string> = actor ? { cookie: (await signIn(db(), actor.userId)).cookie } : {};
    const response = await postForm(project.id, siteForm({ "form.jar": VALID_FILES.fabric.bytes() }), headers);
    const base = `/mod/${project.slug}`;
    expect(response.status).toBe(303);
    // Issue 13 item 8: relative to the request (never the configured HOPPER_URL), so the browser stays on the
    // host it used (127.0.0.1 vs localhost) and keeps its session cookie.
    expect(response.rawLocation).toMatch(/^\/(?!\/)/);
    if (ALLOWED[role]) {
      const version = await expectOneVersionStored(project.id, "form.jar");
      // The version page answers at the version's id and at its number; the form may send to either.
      expect([`${base}/version/${version.id}`, `${base}/version/${version.versionNumber}`]).toContain(
        response.location?.pathname,
      );
      expect(version.authorId).toBe(actor!.userId);
    } else if (role === "anonymous") {
      expect(response.location?.pathname).toBe("/auth/sign-in");
      expect(response.location?.searchParams.get("redirect")).toBe(`${base}/version/new`);
      await expectNothingStored(project.id);
    } else {
      expect(response.location?.pathname).toBe(`${base}/version/new`);
      expect(formError(response.location)).toBe(role === "other" ? "Project not found." : NO_UPLOAD);
      await expectNothingStored(project.id);
    }
  });

  it("treats a revoked session and a cookie sealed with another secret as signed out", async () => {
    const { owner, project } = await fixture();
    const session = await signIn(db(), owner.userId);
    await session.revoke();
    const revoked = await postForm(project.id, siteForm({ "a.jar": VALID_FILES.fabric.bytes() }), {
      cookie: session.cookie,
    });
    expect(revoked.location?.pathname).toBe("/auth/sign-in");
    const forged = await postForm(project.id, siteForm({ "b.jar": VALID_FILES.fabric.bytes() }), {
      cookie: "authjs.session-token=eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2Q0JDLUhTNTEyIn0.forged",
    });
    expect(forged.location?.pathname).toBe("/auth/sign-in");
    await expectNothingStored(project.id);
  });

  it("refuses a signed-in post without Origin unless the browser says it is same-origin (issue 13 item 7)", async () => {
    const { owner, project } = await fixture();
    const { cookie } = await signIn(db(), owner.userId);
    const bare = await postForm(project.id, siteForm({ "a.jar": VALID_FILES.fabric.bytes() }), { cookie, origin: "" });
    expect(bare.status).toBe(403);
    await expectNothingStored(project.id);
    const sameOrigin = await postForm(project.id, siteForm({ "b.jar": VALID_FILES.fabric.bytes() }), {
      cookie,
      origin: "",
      "sec-fetch-site": "same-origin",
    });
    expect(sameOrigin.status).toBe(303);
    await expectOneVersionStored(project.id, "b.jar");
  });

  it("refuses a cross-site post from a signed-in browser", async () => {
    const { owner, project } = await fixture();
    const { cookie } = await signIn(db(), owner.userId);
    const response = await postForm(project.id, siteForm({ "a.jar": VALID_FILES.fabric.bytes() }), {
      cookie,
      origin: "https://attacker.example",
    });
    expect(response.status).toBe(403);
    expect(response.text).toBe("Cross-site request refused.");
    await expectNothingStored(project.id);
  });

  it.each([
    ["no file", {}, "A version needs at least one file."],
    [
      "a file without the loader's metadata",
      { "empty.jar": new Uint8Array([0x50, 0x4b, 0x05, 0x06, ...new Array<number>(18).fill(0)]) },
      "empty.jar is not a valid Fabric mod: it must contain fabric.mod.json.",
    ],
  ])("sends the owner back to the form with the error for %s, storing nothing", async (_name, files, message) => {
    const { owner, project } = await fixture();
    const { cookie } = await signIn(db(), owner.userId);
    const response = await postForm(project.id, siteForm(files), { cookie });
    expect(response.status).toBe(303);
    expect(response.location?.pathname).toBe(`/mod/${project.slug}/version/new`);
    expect(formError(response.location)).toBe(message);
    await expectNothingStored(project.id);
  });
});
