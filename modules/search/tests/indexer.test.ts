import { describe, expect, it } from "vitest";

import { newId } from "../../core/src/db/ids";
import { setupTestDatabase } from "../../../tests/setup/test-database";
import { searchEngine } from "../src/server/engine";
import { indexProjects } from "../src/server/indexer";
import { reindexAll } from "../src/server/reindex";
import { parseSearchParams } from "../src/server/search-query";

const database = setupTestDatabase();

/** Catalogue rows written directly: the indexer reads them through the catalogue's service. */
async function makeProject(slug: string, status: string, versions: { loaders: string[]; gameVersions: string[] }[]) {
  const db = database.db;
  const owner = await db.user.create({
    data: { id: newId(), username: `owner-${slug}`, usernameKey: `owner-${slug}` },
  });
  const team = await db.team.create({ data: { id: newId() } });
  await db.teamMember.create({
    data: { id: newId(), teamId: team.id, userId: owner.id, isOwner: true, accepted: true },
  });
  const project = await db.project.create({
    data: {
      id: newId(),
      slug,
      slugKey: slug,
      projectType: "mod",
      name: slug.replace(/-/g, " "),
      summary: `All about ${slug}`,
      teamId: team.id,
      status,
      downloads: 10,
    },
  });
  for (const [i, v] of versions.entries()) {
    await db.version.create({
      data: {
        id: newId(),
        projectId: project.id,
        authorId: owner.id,
        name: `v${i}`,
        versionNumber: `1.${i}.0`,
        loaders: v.loaders,
        gameVersions: v.gameVersions,
      },
    });
  }
  return project.id;
}

const ids = async (params: Record<string, string>) =>
  (await (await searchEngine()).search(parseSearchParams(params))).hits.map((h) => h.project_id);

describe("indexing the catalogue", () => {
  it("indexes public projects, skips hidden ones, and removes a project that becomes hidden", async () => {
    const visible = await makeProject("copper-pipes", "approved", [{ loaders: ["fabric"], gameVersions: ["1.21"] }]);
    const draft = await makeProject("secret-draft", "draft", [{ loaders: ["fabric"], gameVersions: ["1.21"] }]);
    await indexProjects(database.db, await searchEngine(), [visible, draft]);
    expect(await ids({ query: "copper" })).toEqual([visible]);
    expect(await ids({ query: "secret" })).toEqual([]);
    const hit = (await (await searchEngine()).search(parseSearchParams({ query: "copper" }))).hits[0]!;
    expect(hit).toMatchObject({
      slug: "copper-pipes",
      author: "owner-copper-pipes",
      versions: ["1.21"],
      categories: ["fabric"],
    });

    await database.db.project.update({ where: { id: visible }, data: { status: "private" } });
    await indexProjects(database.db, await searchEngine(), [visible]);
    expect(await ids({ query: "copper" })).toEqual([]);
  });

  it("rebuilds everything and drops rows of projects that are gone", async () => {
    const a = await makeProject("iron-chests", "approved", [{ loaders: ["neoforge"], gameVersions: ["1.21.1"] }]);
    const b = await makeProject("gold-chests", "archived", [{ loaders: ["forge"], gameVersions: ["1.20.1"] }]);
    expect(await reindexAll(database.db)).toBeGreaterThanOrEqual(2);
    expect(await ids({ query: "chests", index: "alphabetical" })).toEqual([b, a]);
    await database.db.project.delete({ where: { id: b } });
    await reindexAll(database.db);
    expect(await ids({ query: "chests" })).toEqual([a]);
  });
});
