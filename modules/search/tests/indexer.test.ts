import { describe, expect, it } from "vitest";

import { setProjectStatus } from "../../catalog/src/server/services/projects/project-review";
import { newId } from "../../core/src/db/ids";
import { setupTestDatabase } from "../../../tests/setup/test-database";
import { searchEngine } from "../src/server/engine";
import type { SearchEngine } from "../src/server/engines/search-engine";
import { indexProjects } from "../src/server/indexer";
import { reindexAll } from "../src/server/reindex";
import { parseSearchParams } from "../src/server/search-query";
import { makeProject } from "./catalog-fixtures";

const database = setupTestDatabase();

const ids = async (params: Record<string, string>) =>
  (await (await searchEngine()).search(parseSearchParams(params))).hits.map((h) => h.project_id);

describe("indexing the catalogue", () => {
  it("indexes public projects, skips hidden ones, and removes a project that becomes hidden", async () => {
    const fabric = [{ loaders: ["fabric"], gameVersions: ["1.21"] }];
    const visible = (await makeProject(database.db, "copper-pipes", { versions: fabric })).project.id;
    const draft = (await makeProject(database.db, "secret-draft", { status: "draft", versions: fabric })).project.id;
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

  it("indexes every project of a long list (more than the catalogue reads at once)", async () => {
    const db = database.db;
    const teams = Array.from({ length: 620 }, () => ({ id: newId() }));
    await db.team.createMany({ data: teams });
    await db.project.createMany({
      data: teams.map((team, i) => ({
        id: newId(),
        slug: `bulk-crate-${i}`,
        slugKey: `bulk-crate-${i}`,
        projectType: "datapack",
        name: `Bulk crate ${i}`,
        summary: "One of many",
        teamId: team.id,
        status: "approved",
      })),
    });
    const projects = await db.project.findMany({ where: { projectType: "datapack" }, select: { id: true } });
    await indexProjects(
      db,
      await searchEngine(),
      projects.map((p) => p.id),
    );
    const page = await (await searchEngine()).search(parseSearchParams({ facets: '[["project_type:datapack"]]' }));
    expect(page.total_hits).toBe(620);
    await db.project.deleteMany({ where: { projectType: "datapack" } });
    await indexProjects(
      db,
      await searchEngine(),
      projects.map((p) => p.id),
    );
    expect(
      (await (await searchEngine()).search(parseSearchParams({ facets: '[["project_type:datapack"]]' }))).total_hits,
    ).toBe(0);
  });

  it("rebuilds everything and drops rows of projects that are gone", async () => {
    const a = (
      await makeProject(database.db, "iron-chests", { versions: [{ loaders: ["neoforge"], gameVersions: ["1.21.1"] }] })
    ).project.id;
    const b = (
      await makeProject(database.db, "gold-chests", {
        status: "archived",
        versions: [{ loaders: ["forge"], gameVersions: ["1.20.1"] }],
      })
    ).project.id;
    expect(await reindexAll(database.db)).toBeGreaterThanOrEqual(2);
    expect(await ids({ query: "chests", index: "alphabetical" })).toEqual([b, a]);
    await database.db.project.delete({ where: { id: b } });
    await reindexAll(database.db);
    expect(await ids({ query: "chests" })).toEqual([a]);
  });

  it("keeps a project that live indexing wrote during a rebuild, after the rebuild read past it", async () => {
    const db = database.db;
    const moderator = { userId: (await makeProject(db, "unrelated-mod")).owner.id, role: "moderator" as const };
    await db.user.update({ where: { id: moderator.userId }, data: { role: "moderator" } });
    // Waiting for review when the rebuild reads it, so the rebuild does not write it (with a version: the
    // status rules refuse to approve a project that has none).
    const late = (
      await makeProject(db, "late-lanterns", {
        status: "processing",
        versions: [{ loaders: ["fabric"], gameVersions: ["1.20.1"] }],
      })
    ).project;
    const live = await searchEngine();
    let approved = false;
    // The real engine; after the rebuild's page is written, the moderator approves the project and its live
    // index job runs — it waits for the index lock the page holds, so it runs before the rebuild finishes.
    const observed: SearchEngine = {
      search: (request) => live.search(request),
      upsert: (documents) => live.upsert(documents),
      remove: (projectIds) => live.remove(projectIds),
      async beginRebuild() {
        const rebuild = await live.beginRebuild();
        return {
          async write(documents) {
            await rebuild.write(documents);
            if (approved) return;
            approved = true;
            expect(documents.map((d) => d.hit.project_id)).not.toContain(late.id);
            await setProjectStatus(db, moderator, late.id, { status: "approved" });
            void indexProjects(db, live, [late.id]);
            await waitForIndexLockWaiter();
          },
          finish: () => rebuild.finish(),
        };
      },
    };
    await reindexAll(db, observed);
    expect(approved).toBe(true);
    expect(await ids({ query: "lanterns" })).toEqual([late.id]);
  });
});

/** Resolves once another session waits for the index lock (so it is next in PostgreSQL's queue for it). */
async function waitForIndexLockWaiter() {
  for (let i = 0; i < 200; i++) {
    const [row] = await database.db.$queryRawUnsafe<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND objid = 7269402 AND NOT granted`,
    );
    if (row?.n) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error("the live index job never waited for the index lock");
}
