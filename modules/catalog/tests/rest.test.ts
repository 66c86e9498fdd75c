import { describe, expect, it } from "vitest";

import { ALL_SCOPE_BITS } from "@hopper/core/auth";
import type { Actor } from "@hopper/core/auth";

import { setupTestDatabase } from "../../../tests/setup/test-database";
import { getProject } from "../src/server/rest/projects";
import getProjectVersions from "../src/server/rest/project-versions";
import getVersion from "../src/server/rest/version-get";
import getVersionFile from "../src/server/rest/version-file";
import { createProject } from "../src/server/services/projects/project-create";
import { createVersion } from "../src/server/services/versions/version-create";
import { VALID_FILES } from "./archives";
import { makeUser, uniqueSlug } from "./helpers";
import { tempDataDir } from "../../../tests/support/temp-dir";

tempDataDir("hopper-rest-");
const database = setupTestDatabase();

/** The request viewer of a test actor (only the fields the handlers read). */
const viewerOf = (actor: Actor) => ({ user: { id: actor.userId, role: actor.role } });

const call = (handler: typeof getProject, url: string, params: Record<string, string>, viewer: unknown = null) =>
  handler(new Request(url), { db: database.db, viewer, ip: null, params, url: new URL(url) } as never);

async function fixture(status = "approved") {
  const owner = await makeUser(database.db);
  const project = await createProject(database.db, owner, {
    name: "Rest test",
    slug: uniqueSlug("rest"),
    projectType: "mod",
    summary: "For the API",
  });
  const version = await createVersion(database.db, owner, project.id, {
    versionNumber: "2.0.0",
    loaders: ["fabric"],
    gameVersions: ["1.20.1"],
    files: [{ filename: "rest.jar", body: VALID_FILES.fabric.bytes() }],
  });
  await database.db.project.update({ where: { id: project.id }, data: { status } });
  return { owner, project, version };
}

describe("v2 project and version endpoints", () => {
  it("serves a project by slug in the v2 shape", async () => {
    const { project, version } = await fixture();
    const body = (await (await call(getProject, "http://h.test/v2/project/x", { id: project.slug })).json()) as Record<
      string,
      unknown
    >;
    expect(body).toMatchObject({
      id: project.id,
      slug: project.slug,
      project_type: "mod",
      title: "Rest test",
      description: "For the API",
      loaders: ["fabric"],
      game_versions: ["1.20.1"],
      versions: [version.id],
      license: { id: "LicenseRef-All-Rights-Reserved" },
    });
  });

  it("filters versions with JSON-array query parameters and gives absolute file URLs with both hashes", async () => {
    const { project, version } = await fixture();
    const url = `http://h.test/v2/project/${project.id}/version?loaders=${encodeURIComponent('["fabric"]')}`;
    const list = (await (await call(getProjectVersions, url, { id: project.id })).json()) as {
      files: { url: string; hashes: { sha1: string; sha512: string }; primary: boolean }[];
    }[];
    expect(list).toHaveLength(1);
    expect(list[0]!.files[0]).toMatchObject({
      url: `http://h.test/data/${project.id}/versions/${version.id}/rest.jar`,
      hashes: { sha1: version.files[0]!.sha1, sha512: version.files[0]!.sha512 },
      primary: true,
    });
    const none = `http://h.test/v2/project/${project.id}/version?game_versions=${encodeURIComponent('["1.8.9"]')}`;
    expect(await (await call(getProjectVersions, none, { id: project.id })).json()).toEqual([]);
    await expect(
      call(getProjectVersions, `http://h.test/v2/project/${project.id}/version?loaders=fabric`, { id: project.id }),
    ).rejects.toThrow('loaders must be a JSON array of strings, e.g. ["fabric"]');
  });

  it("finds a version by a file's sha1 or sha512", async () => {
    const { version } = await fixture();
    const file = version.files[0]!;
    const bySha1 = await call(getVersionFile, `http://h.test/v2/version_file/${file.sha1}`, { hash: file.sha1 });
    expect(((await bySha1.json()) as { id: string }).id).toBe(version.id);
    const bySha512 = await call(getVersionFile, `http://h.test/v2/version_file/${file.sha512}?algorithm=sha512`, {
      hash: file.sha512,
    });
    expect(((await bySha512.json()) as { id: string }).id).toBe(version.id);
    await expect(
      call(getVersionFile, `http://h.test/v2/version_file/${"0".repeat(40)}`, { hash: "0".repeat(40) }),
    ).rejects.toMatchObject({ code: "not_found" });
  });

  it("hides a draft's project and versions from anonymous callers, not from its owner", async () => {
    const { owner, project, version } = await fixture("draft");
    await expect(call(getProject, "http://h.test/v2/project/x", { id: project.id })).rejects.toMatchObject({
      code: "not_found",
    });
    await expect(call(getVersion, "http://h.test/v2/version/x", { id: version.id })).rejects.toMatchObject({
      code: "not_found",
    });
    // A browser session holds every scope.
    const asOwner = await call(
      getVersion,
      "http://h.test/v2/version/x",
      { id: version.id },
      { ...viewerOf(owner), scopes: ALL_SCOPE_BITS },
    );
    expect(asOwner.status).toBe(200);
  });
});

describe("POST /v2/version", () => {
  const post = async (viewer: unknown, form: FormData) => {
    const { default: create } = await import("../src/server/rest/version-create");
    const url = "http://h.test/v2/version";
    return create(new Request(url, { method: "POST", body: form }), {
      db: database.db,
      // A signed-in viewer as the request's viewer resolver makes it: a browser session holds every scope.
      viewer: viewer === null ? null : { scopes: ALL_SCOPE_BITS, ...(viewer as object) },
      ip: null,
      params: {},
      url: new URL(url),
    } as never);
  };
  const form = (data: unknown, files: Record<string, Uint8Array>) => {
    const body = new FormData();
    body.set("data", JSON.stringify(data));
    for (const [part, bytes] of Object.entries(files)) body.set(part, new Blob([Buffer.from(bytes)]), `${part}.jar`);
    return body;
  };

  it("creates a version from the public API's multipart shape", async () => {
    const { owner, project } = await fixture("draft");
    const response = await post(
      viewerOf(owner),
      form(
        {
          project_id: project.id,
          version_number: "3.0.0",
          name: "Three",
          version_type: "beta",
          loaders: ["fabric"],
          game_versions: ["1.21.1"],
          featured: true,
          dependencies: [],
          file_parts: ["main", "sources"],
          primary_file: "main",
        },
        { main: VALID_FILES.fabric.bytes(), sources: VALID_FILES.quilt.bytes() },
      ),
    );
    const body = (await response.json()) as { version_number: string; files: { filename: string; primary: boolean }[] };
    expect(body.version_number).toBe("3.0.0");
    expect(body.files.map((file) => [file.filename, file.primary])).toEqual([
      ["main.jar", true],
      ["sources.jar", false],
    ]);
  });

  it("answers the upload checks' errors", async () => {
    const { owner, project } = await fixture("draft");
    const data = {
      project_id: project.id,
      version_number: "x".repeat(33),
      loaders: ["fabric"],
      game_versions: ["1.21.1"],
      file_parts: ["main"],
    };
    await expect(post(viewerOf(owner), form(data, { main: VALID_FILES.fabric.bytes() }))).rejects.toThrow(
      "The version number must be at most 32 characters.",
    );
    await expect(post(viewerOf(owner), form({ ...data, version_number: "1" }, {}))).rejects.toThrow(
      'The file part "main" is missing.',
    );
    await expect(post(null, form(data, {}))).rejects.toMatchObject({ code: "unauthorized" });
    const stranger = await makeUser(database.db);
    await expect(
      post(viewerOf(stranger), form({ ...data, version_number: "1" }, { main: VALID_FILES.fabric.bytes() })),
    ).rejects.toMatchObject({ code: "not_found" });
  });
});
