import { rmSync } from "node:fs";

import { afterAll, describe, expect, it } from "vitest";

import { setupTestDatabase } from "../../../tests/setup/test-database";
import { createProject } from "../src/server/services/projects/project-create";
import { createVersion } from "../src/server/services/versions/version-create";
import { updateVersion } from "../src/server/services/versions/version-update";
import { resetCatalogSettings } from "../src/server/settings";
import { VALID_FILES } from "./archives";
import { makeUser, uniqueSlug } from "./helpers";
import { fileTempDir } from "../../../tests/support/temp-dir";

// Issue 13 item 6: a version name over its limit is refused with the limit, never cut to fit (a 50 MB name
// was accepted and stored as its first 64 characters).

const dataDir = fileTempDir("hopper-version-name-");
process.env.HOPPER_DATA_DIR = dataDir;
resetCatalogSettings();
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const database = setupTestDatabase();
const TOO_LONG = "The version name must be at most 64 characters.";

async function newVersion(name: string) {
  const actor = await makeUser(database.db);
  const project = await createProject(database.db, actor, {
    name: "Name limits",
    slug: uniqueSlug("names"),
    projectType: "mod",
    summary: "A project for name limit tests",
  });
  const sample = VALID_FILES.fabric;
  const create = () =>
    createVersion(database.db, actor, project.id, {
      versionNumber: "1.0.0",
      name,
      loaders: [...sample.loaders],
      gameVersions: ["1.20.1"],
      files: [{ filename: sample.filename, body: sample.bytes() }],
    });
  return { actor, project, create };
}

describe("version names", () => {
  it("refuses a name over 64 characters on create, naming the field", async () => {
    const { create, project } = await newVersion("n".repeat(65));
    await expect(create()).rejects.toMatchObject({
      code: "invalid_input",
      message: TOO_LONG,
      fields: { name: TOO_LONG },
    });
    expect(await database.db.version.count({ where: { projectId: project.id } })).toBe(0);
  });

  it("keeps a name of exactly 64 characters whole, and refuses a longer one on edit", async () => {
    const { create, actor } = await newVersion(` ${"n".repeat(64)} `);
    const version = await create();
    expect(version.name).toBe("n".repeat(64));
    await expect(updateVersion(database.db, actor, version.id, { name: "m".repeat(65) })).rejects.toMatchObject({
      message: TOO_LONG,
    });
    const stored = await database.db.version.findUniqueOrThrow({ where: { id: version.id } });
    expect(stored.name).toBe("n".repeat(64));
    await updateVersion(database.db, actor, version.id, { name: "  " });
    expect((await database.db.version.findUniqueOrThrow({ where: { id: version.id } })).name).toBe("1.0.0");
  });
});
