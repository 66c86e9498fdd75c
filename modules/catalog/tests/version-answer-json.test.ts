import { describe, expect, it } from "vitest";

import { setupTestDatabase } from "../../../tests/setup/test-database";
import { handleRestRequest } from "../../../apps/web/server/rest-handler";
import { createProject } from "../src/server/services/projects/project-create";
import { createVersion } from "../src/server/services/versions/version-create";
import type { DependencyInput } from "../src/server/services/versions/version-fields";
import { zip } from "./archives";
import { makeUser, uniqueSlug } from "./helpers";
import { tempDataDir } from "../../../tests/support/temp-dir";

// The bulk hash lookup builds each version's body in PostgreSQL (version-answer-json.ts) while every other route
// shapes it in TypeScript (versionBody + openDependencies). These tests hold the two equal, field by field.

tempDataDir("hopper-version-answer-json-");
const database = setupTestDatabase();

/** A Fabric mod jar whose bytes (and so hashes) are its own. */
const modJar = (id: string) =>
  zip({ "fabric.mod.json": JSON.stringify({ schemaVersion: 1, id, version: "1.0.0" }), [`${id}/Main.class`]: id });

const send = (path: string, body?: unknown) =>
  handleRestRequest(
    new Request(`http://h.test${path}`, {
      method: body === undefined ? "GET" : "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": "192.0.2.61" },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );

async function project(owner: Awaited<ReturnType<typeof makeUser>>, name: string) {
  return createProject(database.db, owner, {
    name,
    slug: uniqueSlug(name.toLowerCase()),
    projectType: "mod",
    summary: `${name} for the bulk lookup`,
  });
}

async function version(
  owner: Awaited<ReturnType<typeof makeUser>>,
  projectId: string,
  files: string[],
  extra: { primaryFile?: string; dependencies?: DependencyInput[]; number?: string } = {},
) {
  return createVersion(database.db, owner, projectId, {
    versionNumber: extra.number ?? "1.0.0",
    loaders: ["fabric"],
    gameVersions: ["1.20.1"],
    changelog: 'Fixed *things* <b>and</b> "quotes" \\ and ünïcödé',
    files: files.map((filename, index) => ({
      filename,
      body: modJar(`${projectId.toLowerCase()}${index}${extra.number ?? ""}`.replace(/[^a-z0-9]/g, "")),
    })),
    primaryFile: extra.primaryFile,
    dependencies: extra.dependencies,
  });
}

describe("POST /v2/version_files builds each body as GET /v2/version/{id} does", () => {
  it("files, primary flags, encoded file names and the dependencies an anonymous caller may see", async () => {
    const owner = await makeUser(database.db);
    const library = await project(owner, "Library");
    const libraryVersion = await version(owner, library.id, ["library.jar"]);
    const secret = await project(owner, "Secret");
    const secretVersion = await version(owner, secret.id, ["secret.jar"]);
    const main = await project(owner, "Main");
    const oddName = "Main Mod+1.20 (é漢)[x]#&%'!~ü.jar";
    const flagged = await version(owner, main.id, [oddName, "main-extra.jar"], {
      primaryFile: "main-extra.jar",
      dependencies: [
        { dependencyType: "required", projectId: library.id },
        { dependencyType: "optional", versionId: libraryVersion.id },
        { dependencyType: "required", projectId: secret.id },
        { dependencyType: "optional", versionId: secretVersion.id },
        { dependencyType: "embedded", fileName: "bundled.jar" },
      ],
    });
    const unflagged = await version(owner, main.id, ["plain+name.jar", "second name.jar"], { number: "1.1.0" });
    await database.db.versionFile.updateMany({ where: { versionId: unflagged.id }, data: { primary: false } });
    for (const { id } of [library, secret, main]) {
      await database.db.project.update({ where: { id }, data: { status: "approved" } });
    }
    await database.db.project.update({ where: { id: secret.id }, data: { status: "private" } });

    const files = await database.db.versionFile.findMany({ where: { versionId: { in: [flagged.id, unflagged.id] } } });
    const response = await send("/v2/version_files", {
      hashes: [...files.map((file) => file.sha1), "f".repeat(40)],
      algorithm: "sha1",
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/json");
    const answer = (await response.json()) as Record<string, { id: string; dependencies: unknown[] }>;
    expect(Object.keys(answer).sort()).toEqual(files.map((file) => file.sha1).sort());

    for (const file of files) {
      const single = await send(`/v2/version/${file.versionId}`);
      expect(single.status).toBe(200);
      expect(answer[file.sha1]).toEqual(await single.json());
    }
    // What the equality covers: the secret project's dependency is gone, its version's too, the embedded file stays.
    expect(answer[files.find((file) => file.versionId === flagged.id)!.sha1]!.dependencies).toHaveLength(3);
  });
});
