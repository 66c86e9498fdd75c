import { describe, expect, it } from "vitest";

import { setupTestDatabase } from "../../../tests/setup/test-database";
import { handleRestRequest } from "../../../apps/web/server/rest-handler";
import { createProject } from "../src/server/services/projects/project-create";
import { createVersion } from "../src/server/services/versions/version-create";
import { VALID_FILES } from "./archives";
import { makeUser, uniqueSlug } from "./helpers";
import { tempDataDir } from "../../../tests/support/temp-dir";

tempDataDir("hopper-version-files-");
const database = setupTestDatabase();

async function published(status: string, file: keyof typeof VALID_FILES, filename: string, loader: string) {
  const owner = await makeUser(database.db);
  const project = await createProject(database.db, owner, {
    name: "Bulk",
    slug: uniqueSlug("bulk"),
    projectType: "mod",
    summary: "Bulk lookup",
  });
  const version = await createVersion(database.db, owner, project.id, {
    versionNumber: "1.0.0",
    loaders: [loader],
    gameVersions: ["1.20.1"],
    files: [{ filename, body: VALID_FILES[file].bytes() }],
  });
  await database.db.project.update({ where: { id: project.id }, data: { status } });
  return database.db.versionFile.findFirstOrThrow({ where: { versionId: version.id } });
}

const post = (body: unknown) =>
  handleRestRequest(
    new Request("http://h.test/v2/version_files", {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": "192.0.2.55" },
      body: JSON.stringify(body),
    }),
  );

describe("POST /v2/version_files", () => {
  it("maps each known hash of a public project to its version, in one answer", async () => {
    const visible = await published("approved", "fabric", "visible.jar", "fabric");
    const hidden = await published("private", "quilt", "hidden.jar", "quilt");
    const unknown = "0".repeat(40);
    const response = await post({ hashes: [visible.sha1.toUpperCase(), hidden.sha1, unknown], algorithm: "sha1" });
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, { id: string; files: { hashes: { sha512: string } }[] }>;
    expect(Object.keys(body)).toEqual([visible.sha1]);
    expect(body[visible.sha1]!.id).toBe(visible.versionId);
    expect(body[visible.sha1]!.files[0]!.hashes.sha512).toBe(visible.sha512);

    const by512 = (await (await post({ hashes: [visible.sha512], algorithm: "sha512" })).json()) as Record<
      string,
      { id: string }
    >;
    expect(by512[visible.sha512]!.id).toBe(visible.versionId);
  });

  it("a modpack-sized lookup (1,200 hashes, answered in parts side by side) finds each known hash once", async () => {
    const files = [
      await published("approved", "fabric", "first.jar", "fabric"),
      await published("approved", "quilt", "second.jar", "quilt"),
      await published("private", "fabric", "hidden.jar", "fabric"),
    ];
    // Unknown hashes spread over the whole range, so the known ones land in different parts of the sorted list.
    const unknown = Array.from({ length: 1_197 }, (_, i) =>
      ((i * 0x36d5e3) % 0xffffffff).toString(16).padStart(8, "0").repeat(5),
    );
    const hashes = [...unknown, ...files.map((file) => file.sha1)];
    const body = (await (await post({ hashes, algorithm: "sha1" })).json()) as Record<string, { id: string }>;
    expect(Object.keys(body).sort()).toEqual([files[0]!.sha1, files[1]!.sha1].sort());
    expect(body[files[0]!.sha1]!.id).toBe(files[0]!.versionId);
    expect(body[files[1]!.sha1]!.id).toBe(files[1]!.versionId);

    const updateCheck = (route: string) =>
      handleRestRequest(
        new Request(`http://h.test/v2/version_files/${route}`, {
          method: "POST",
          headers: { "content-type": "application/json", "x-forwarded-for": "192.0.2.57" },
          body: JSON.stringify({ hashes, algorithm: "sha1", loaders: ["fabric"], game_versions: ["1.20.1"] }),
        }),
      );
    const update = await updateCheck("update");
    expect(update.status).toBe(200);
    const newest = (await update.json()) as Record<string, { id: string }>;
    expect(Object.keys(newest)).toEqual([files[0]!.sha1]);
    expect(newest[files[0]!.sha1]!.id).toBe(files[0]!.versionId);
    // Every matching version per hash (update_many): the same parts, another statement.
    const many = await updateCheck("update_many");
    expect(many.status).toBe(200);
    const lists = (await many.json()) as Record<string, { id: string }[]>;
    expect(Object.keys(lists)).toEqual([files[0]!.sha1]);
    expect(lists[files[0]!.sha1]!.map((version) => version.id)).toEqual([files[0]!.versionId]);
  });

  it.each([
    [{ hashes: ["a".repeat(41)], algorithm: "sha1" }, "is not a sha1 hash (40 hex characters)"],
    [{ hashes: ["z".repeat(40)], algorithm: "sha1" }, "is not a sha1 hash"],
    [{ hashes: ["a".repeat(40)], algorithm: "md5" }, "algorithm must be sha1 or sha512"],
    [{ hashes: [], algorithm: "sha1" }, "hashes must not be empty"],
  ])("refuses %j with invalid_input", async (body, message) => {
    const response = await post(body);
    expect(response.status).toBe(400);
    const error = (await response.json()) as { error: string; description: string };
    expect(error.error).toBe("invalid_input");
    expect(error.description).toContain(message);
  });

  it("the single lookup refuses a 41-character hash and an unknown algorithm", async () => {
    const get = (path: string) =>
      handleRestRequest(new Request(`http://h.test${path}`, { headers: { "x-forwarded-for": "192.0.2.56" } }));
    const long = await get(`/v2/version_file/${"a".repeat(41)}`);
    expect(long.status).toBe(400);
    expect(((await long.json()) as { description: string }).description).toContain(
      "is not a sha1 hash (40 hex characters)",
    );
    const algorithm = await get(`/v2/version_file/${"a".repeat(40)}?algorithm=md5`);
    expect(algorithm.status).toBe(400);
    expect(((await algorithm.json()) as { description: string }).description).toBe("algorithm must be sha1 or sha512.");
    expect((await get(`/v2/version_file/${"a".repeat(40)}`)).status).toBe(404);
  });
});
