import { createHash, randomBytes } from "node:crypto";
import { existsSync, readdirSync } from "node:fs";

import { describe, expect, it } from "vitest";

import { storage, uploadTempDir } from "@hopper/core/storage";

import { setupTestDatabase } from "../../../tests/setup/test-database";
import { setupRestServer } from "../../../tests/support/rest-server";
import { fileTooLarge } from "../src/server/services/versions/intake/upload";
import { addVersionFiles } from "../src/server/services/versions/version-files";
import { createVersion } from "../src/server/services/versions/version-create";
import { zip } from "./archives";
import { modWithVersions, userWithToken, VERSION_SCOPES } from "./api-fixtures";
import { tempDataDir } from "../../../tests/support/temp-dir";

// Uploads are never held in memory: each file is streamed to a temp file (hashed on the way) under the size
// limit, checked there and moved into storage. Every refusal leaves no temp file and no stored object.

const LIMIT = 1024 * 1024;
process.env.CATALOG_MAX_FILE_BYTES = String(LIMIT);
tempDataDir("hopper-upload-streaming-");
const database = setupTestDatabase();
const api = setupRestServer();
const db = () => database.db;

let ip = 0;
const nextIp = () => `198.51.100.${(ip++ % 250) + 1}`;

/** A Fabric jar of about `size` bytes (one stored entry of random bytes, so it does not compress). */
const jar = (size: number) =>
  zip(
    { "fabric.mod.json": JSON.stringify({ schemaVersion: 1, id: "big", version: "1" }), "blob.bin": randomBytes(size) },
    0,
  );

const tempFiles = () => (existsSync(uploadTempDir()) ? readdirSync(uploadTempDir()) : []);
async function storedKeys(projectId: string) {
  const keys: string[] = [];
  for await (const item of storage().list(`data/${projectId}/`)) keys.push(item.key);
  return keys;
}

function versionForm(projectId: string, files: Record<string, Uint8Array>) {
  const form = new FormData();
  form.set(
    "data",
    JSON.stringify({
      project_id: projectId,
      version_number: "9.9.9",
      loaders: ["fabric"],
      game_versions: ["1.20.1"],
      file_parts: Object.keys(files),
    }),
  );
  for (const [part, bytes] of Object.entries(files)) form.set(part, new Blob([Buffer.from(bytes)]), `${part}.jar`);
  return form;
}

async function fixture() {
  const owner = await userWithToken(db());
  const { project, versions } = await modWithVersions(db(), owner.actor, [{ number: "1.0.0" }]);
  return { owner, project, version: versions[0]! };
}

describe("POST /v2/version streams files to storage", () => {
  it("stores a file with the hashes computed while streaming, and keeps no temp file", async () => {
    const { owner, project } = await fixture();
    const bytes = jar(900 * 1024);
    const response = await api.json<{ files: { hashes: { sha1: string; sha512: string }; size: number }[] }>(
      "/v2/version",
      { method: "POST", token: owner.token, ip: nextIp(), body: versionForm(project.id, { main: bytes }) },
    );
    expect(response.status).toBe(200);
    expect(response.body.files[0]!.size).toBe(bytes.byteLength);
    expect(response.body.files[0]!.hashes.sha1).toBe(createHash("sha1").update(bytes).digest("hex"));
    expect(response.body.files[0]!.hashes.sha512).toBe(createHash("sha512").update(bytes).digest("hex"));
    const keys = await storedKeys(project.id);
    const stored = await storage().head(keys.find((key) => key.endsWith("main.jar"))!);
    expect(stored?.size).toBe(bytes.byteLength);
    expect(tempFiles()).toEqual([]);
  });

  it("refuses a file over the limit with 413, and leaves no temp file, no object and no version", async () => {
    const { owner, project } = await fixture();
    const before = await storedKeys(project.id);
    const response = await api.json<{ error: string; description: string }>("/v2/version", {
      method: "POST",
      token: owner.token,
      ip: nextIp(),
      body: versionForm(project.id, { big: jar(3 * LIMIT) }),
    });
    expect(response.status).toBe(413);
    expect(response.body).toEqual({ error: "payload_too_large", description: fileTooLarge("big.jar", LIMIT) });
    expect(tempFiles()).toEqual([]);
    expect(await storedKeys(project.id)).toEqual(before);
    expect(await db().version.count({ where: { projectId: project.id } })).toBe(1);
  });

  it("refuses a broken second file after the first was spooled, leaving nothing behind", async () => {
    const { owner, project } = await fixture();
    const before = await storedKeys(project.id);
    const response = await api.json<{ error: string; description: string }>("/v2/version", {
      method: "POST",
      token: owner.token,
      ip: nextIp(),
      body: versionForm(project.id, { main: jar(10_000), broken: randomBytes(5000) }),
    });
    expect(response.status).toBe(400);
    expect(response.body.description).toBe("broken.jar is not a valid zip archive (it may be corrupt).");
    expect(tempFiles()).toEqual([]);
    expect(await storedKeys(project.id)).toEqual(before);
    expect(await db().version.count({ where: { projectId: project.id } })).toBe(1);
  });

  it("checks the project named in `data` before reading the files: a stranger gets the refusal, not a 413", async () => {
    const { project } = await fixture();
    const stranger = await userWithToken(db());
    const before = await storedKeys(project.id);
    const response = await api.json<{ error: string; description: string }>("/v2/version", {
      method: "POST",
      token: stranger.token,
      ip: nextIp(),
      body: versionForm(project.id, { big: jar(3 * LIMIT) }),
    });
    expect(response.status).toBe(403);
    expect(response.body.error).toBe("forbidden");
    expect(tempFiles()).toEqual([]);
    expect(await storedKeys(project.id)).toEqual(before);
    expect(await db().version.count({ where: { projectId: project.id } })).toBe(1);
  });

  it("refuses an oversized file added to a version (POST /v2/version/{id}/file) the same way", async () => {
    const { owner, project, version } = await fixture();
    const before = await storedKeys(project.id);
    const form = new FormData();
    form.set("extra", new Blob([Buffer.from(jar(2 * LIMIT))]), "extra.jar");
    const response = await api.json<{ error: string; description: string }>(`/v2/version/${version.id}/file`, {
      method: "POST",
      token: owner.token,
      ip: nextIp(),
      body: form,
    });
    expect(response.status).toBe(413);
    expect(response.body.description).toBe(fileTooLarge("extra.jar", LIMIT));
    expect(tempFiles()).toEqual([]);
    expect(await storedKeys(project.id)).toEqual(before);
    expect(await db().versionFile.count({ where: { versionId: version.id } })).toBe(1);
    // A stranger is refused on the version before the body is read: the refusal, not the 413.
    const stranger = await userWithToken(db());
    const refused = await api.json<{ error: string }>(`/v2/version/${version.id}/file`, {
      method: "POST",
      token: stranger.token,
      ip: nextIp(),
      body: form,
    });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe("forbidden");
    expect(tempFiles()).toEqual([]);
  });
});

describe("POST /v2/project streams the files of its initial versions", () => {
  it("refuses an initial version file over the limit with 413, leaving no temp file and no project", async () => {
    const creator = await userWithToken(db(), "user", ["PROJECT_CREATE", "PROJECT_READ", ...VERSION_SCOPES]);
    const slug = `streamed-${Date.now().toString(36)}`;
    const body = new FormData();
    body.set(
      "data",
      JSON.stringify({
        slug,
        title: "Streamed",
        description: "Its files are streamed",
        project_type: "mod",
        categories: [],
        client_side: "required",
        server_side: "optional",
        license_id: "MIT",
        is_draft: true,
        initial_versions: [
          { file_parts: ["jar"], version_number: "1.0.0", game_versions: ["1.20.1"], loaders: ["fabric"] },
        ],
      }),
    );
    body.set("jar", new Blob([Buffer.from(jar(2 * LIMIT))]), "streamed.jar");
    const response = await api.json<{ error: string; description: string }>("/v2/project", {
      method: "POST",
      token: creator.token,
      ip: nextIp(),
      body,
    });
    expect(response.status).toBe(413);
    expect(response.body.description).toBe(fileTooLarge("streamed.jar", LIMIT));
    expect(tempFiles()).toEqual([]);
    expect(await db().project.count({ where: { slug } })).toBe(0);
  });
});

describe("the upload service reads a stream only up to the limit", () => {
  /** A body that never ends, counting what was pulled from it. */
  function endless() {
    const state = { pulled: 0 };
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        state.pulled += 64 * 1024;
        controller.enqueue(randomBytes(64 * 1024));
      },
    });
    return { state, body };
  }

  it("stops an endless upload right past the limit (createVersion and addVersionFiles)", async () => {
    const { owner, project, version } = await fixture();
    const first = endless();
    await expect(
      createVersion(db(), owner.actor, project.id, {
        versionNumber: "2.0.0",
        loaders: ["fabric"],
        gameVersions: ["1.20.1"],
        files: [{ filename: "endless.jar", body: first.body }],
      }),
    ).rejects.toThrow(fileTooLarge("endless.jar", LIMIT));
    expect(first.state.pulled).toBeLessThanOrEqual(LIMIT + 4 * 64 * 1024);
    const second = endless();
    await expect(
      addVersionFiles(db(), owner.actor, version.id, [{ filename: "endless.jar", body: second.body }]),
    ).rejects.toThrow(fileTooLarge("endless.jar", LIMIT));
    expect(second.state.pulled).toBeLessThanOrEqual(LIMIT + 4 * 64 * 1024);
    expect(tempFiles()).toEqual([]);
  });

  it("removes the temp files of the files already read when a later one is refused", async () => {
    const { owner, project } = await fixture();
    await expect(
      createVersion(db(), owner.actor, project.id, {
        versionNumber: "3.0.0",
        loaders: ["fabric"],
        gameVersions: ["1.20.1"],
        files: [
          { filename: "good.jar", body: jar(20_000) },
          { filename: "bad.jar", body: randomBytes(3000) },
        ],
      }),
    ).rejects.toThrow("bad.jar is not a valid zip archive");
    expect(tempFiles()).toEqual([]);
  });
});
