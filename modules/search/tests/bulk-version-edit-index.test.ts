import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { VALID_FILES } from "../../catalog/tests/archives";
import { createProject } from "../../catalog/src/server/services/projects/project-create";
import { createVersion } from "../../catalog/src/server/services/versions/version-create";
import { bulkEditVersions } from "../../catalog/src/server/services/versions/version-bulk-edit";
import { newId } from "../../core/src/db/ids";
import type { PgBoss } from "../../core/src/jobs";
import { setupTestDatabase } from "../../../tests/setup/test-database";
import { setupRestServer } from "../../../tests/support/rest-server";
import type { SearchHit } from "../src/server/engines/search-engine";
import { indexProjects } from "../src/server/indexer";
import { searchEngine } from "../src/server/engine";
import { eventually, startIndexWorker } from "./catalog-fixtures";
import { tempDataDir } from "../../../tests/support/temp-dir";

// End to end: a bulk version edit → catalog.project-changed → the search.index-projects job (a real worker)
// → the hit GET /v2/search answers over HTTP shows the versions' new loaders and game versions.

tempDataDir("hopper-bulk-version-index-");
const database = setupTestDatabase();
const api = setupRestServer();
let boss: PgBoss;
beforeAll(async () => {
  boss = await startIndexWorker(database.db, database.url);
});
afterAll(async () => {
  await boss.stop({ graceful: false, wait: true });
});

let requests = 0;
const search = async (query: Record<string, string>) => {
  const response = await api.json<{ hits: SearchHit[] }>(`/v2/search?${new URLSearchParams(query)}`, {
    ip: `198.51.100.${(requests++ % 200) + 1}`,
  });
  expect(response.status).toBe(200);
  return response.body.hits;
};

describe("bulk version edit and search", () => {
  it("re-indexes the project: added loaders and game versions find it, removed ones no longer do", async () => {
    const id = newId();
    const username = `bulk-${id.toLowerCase()}`;
    await database.db.user.create({ data: { id, username, usernameKey: username } });
    const owner = { userId: id, role: "user" as const };
    const project = await createProject(database.db, owner, {
      name: "bulky barrels",
      slug: `bulky-barrels-${id.toLowerCase()}`,
      projectType: "mod",
      summary: "Made for the bulk edit index test",
    });
    const versions = [];
    for (const number of ["1.0.0", "1.1.0"]) {
      versions.push(
        await createVersion(database.db, owner, project.id, {
          versionNumber: number,
          loaders: ["fabric"],
          gameVersions: ["1.20.1"],
          files: [{ filename: `${number}-${project.id}.jar`, body: VALID_FILES.fabric.bytes() }],
        }),
      );
    }
    await database.db.project.update({ where: { id: project.id }, data: { status: "approved" } });
    await indexProjects(database.db, await searchEngine(), [project.id]);
    const quiltOn121 = { facets: '[["categories:quilt"],["versions:1.21"]]' };
    const fabricOn1201 = { facets: '[["categories:fabric"],["versions:1.20.1"]]' };
    const found = async (query: Record<string, string>) =>
      (await search(query)).some((hit) => hit.project_id === project.id);
    expect(await found(quiltOn121)).toBe(false);
    expect(await found(fabricOn1201)).toBe(true);

    await bulkEditVersions(database.db, owner, project.id, {
      versionIds: versions.map((version) => version.id),
      addLoaders: ["quilt"],
      removeLoaders: ["fabric"],
      addGameVersions: ["1.21"],
      removeGameVersions: ["1.20.1"],
    });
    await eventually("the bulk-edited loaders and game versions find the project", () => found(quiltOn121));
    expect(await found(fabricOn1201)).toBe(false);
  });
});
