import { beforeAll, describe, expect, it } from "vitest";

import type { SearchDocument, SearchEngine } from "../src/server/engines/search-engine";
import { parseSearchParams } from "../src/server/search-query";
import { searchDocument } from "./search-document";

let day = 0;
function project(
  id: string,
  title: string,
  extra: Partial<SearchDocument["hit"]> = {},
  versions: SearchDocument["versions"] = [],
  openSource = true,
): SearchDocument {
  day += 1;
  // As the indexer builds documents: the hit's categories list the project's categories and every
  // version's loaders; the project's own categories travel apart.
  const projectCategories = extra.categories ?? [];
  const loaders = [...new Set(versions.flatMap((v) => v.loaders))];
  return searchDocument(id, {
    projectCategories,
    hit: {
      slug: title.toLowerCase().replace(/\s+/g, "-"),
      title,
      description: `${title} for Minecraft`,
      versions: [...new Set(versions.flatMap((v) => v.gameVersions))],
      date_created: new Date(Date.UTC(2025, 0, day)).toISOString(),
      date_modified: new Date(Date.UTC(2025, 5, 30 - day)).toISOString(),
      latest_version: versions[0]?.id ?? null,
      ...extra,
      categories: [...projectCategories, ...loaders],
      display_categories: [...projectCategories, ...loaders],
    },
    openSource,
    createdTimestamp: Date.UTC(2025, 0, day) / 1000,
    modifiedTimestamp: Date.UTC(2025, 5, 30 - day) / 1000,
    versions,
  });
}

/**
 * The behaviour every search engine must have; run against PostgreSQL always and against OpenSearch when
 * OPENSEARCH_URL is set.
 */
export function runEngineContract(name: string, makeEngine: () => Promise<SearchEngine>) {
  let engine: SearchEngine;
  const search = async (params: Record<string, string>) =>
    (await engine.search(parseSearchParams(params))).hits.map((h) => h.project_id);

  beforeAll(async () => {
    engine = await makeEngine();
    await engine.upsert([
      // NeoForge on 1.21 and Fabric on 1.20: must NOT match "neoforge AND 1.20".
      project("SPLIT001", "Split Loader Mod", { categories: ["technology"], downloads: 500, follows: 9 }, [
        { id: "v1", loaders: ["neoforge"], gameVersions: ["1.21"] },
        { id: "v2", loaders: ["fabric"], gameVersions: ["1.20"] },
      ]),
      project("NEO12000", "Neo Storage", { categories: ["storage"], downloads: 900, follows: 2 }, [
        { id: "v3", loaders: ["neoforge"], gameVersions: ["1.20", "1.20.1"] },
      ]),
      project(
        "MAGIC001",
        "Magic Storage Plus",
        { categories: ["magic", "storage"], downloads: 100, follows: 50 },
        [{ id: "v4", loaders: ["forge"], gameVersions: ["1.19.2"] }],
        false,
      ),
      project(
        "SHADER01",
        "Sunny Shaders",
        { project_type: "shader", categories: ["realistic"], downloads: 5000, license: "GPL-3.0-only" },
        [{ id: "v5", loaders: ["iris"], gameVersions: ["1.21"] }],
      ),
      project("SODIUM01", "Sodium", { categories: ["optimization"], downloads: 10_000, follows: 800 }, [
        { id: "v6", loaders: ["fabric"], gameVersions: ["1.21"] },
      ]),
    ]);
  });

  describe(`the ${name} search engine`, () => {
    it("requires loader and game version on the same version", async () => {
      expect(await search({ facets: '[["categories:neoforge"],["versions:1.20"]]' })).toEqual(["NEO12000"]);
      expect((await search({ facets: '[["categories:fabric"],["versions:1.20"]]' })).sort()).toEqual(["SPLIT001"]);
      expect((await search({ facets: '[["categories:neoforge"],["versions:1.21"]]' })).sort()).toEqual(["SPLIT001"]);
    });

    it("keeps the same-version rule for every facet shape", async () => {
      // A second categories group (a project category), an inner AND, a negated loader, a mixed OR group.
      expect(await search({ facets: '[["categories:fabric"],["categories:technology"],["versions:1.20"]]' })).toEqual([
        "SPLIT001",
      ]);
      expect(await search({ facets: '[["categories:neoforge"],["categories:technology"],["versions:1.20"]]' })).toEqual(
        [],
      );
      expect(await search({ facets: '[[["categories:neoforge","versions:1.20"]]]' })).toEqual(["NEO12000"]);
      expect(await search({ facets: '[["categories!=fabric"],["versions:1.20"]]' })).toEqual(["NEO12000"]);
      expect((await search({ facets: '[["categories:iris","versions:1.19.2"]]', index: "downloads" })).sort()).toEqual([
        "MAGIC001",
        "SHADER01",
      ]);
      expect(
        await search({ facets: '[["categories:fabric","categories:neoforge"],["versions:1.20.1","versions:1.21"]]' }),
      ).toHaveLength(3);
    });

    it("combines ORs inside a group, ANDs across groups, negation and ranges", async () => {
      expect(await search({ facets: '[["categories:iris","categories:forge"]]', index: "downloads" })).toEqual([
        "SHADER01",
        "MAGIC001",
      ]);
      expect(await search({ facets: '[["project_type!=mod"]]' })).toEqual(["SHADER01"]);
      expect(await search({ facets: '[["downloads>=900"],["project_type:mod"]]', index: "downloads" })).toEqual([
        "SODIUM01",
        "NEO12000",
      ]);
      expect(await search({ facets: '[["open_source:false"]]' })).toEqual(["MAGIC001"]);
      expect(await search({ facets: '[["license:gpl-3.0-only"]]' })).toEqual(["SHADER01"]);
      expect(await search({ facets: '[["categories:storage"],["follows>10"]]' })).toEqual(["MAGIC001"]);
    });

    it("compares numbers and timestamps with =, <, <=, >, >= and !=", async () => {
      const byId = async (facets: string) => (await search({ facets, limit: "100" })).sort();
      expect(await byId('[["downloads=900"]]')).toEqual(["NEO12000"]);
      expect(await byId('[["downloads<500"]]')).toEqual(["MAGIC001"]);
      expect(await byId('[["downloads<=500"]]')).toEqual(["MAGIC001", "SPLIT001"]);
      expect(await byId('[["downloads<500.5"],["downloads>99.5"]]')).toEqual(["MAGIC001", "SPLIT001"]);
      expect(await byId('[["downloads=900.5"]]')).toEqual([]);
      expect(await byId('[["downloads!=900.5"],["downloads<1e30"]]')).toHaveLength(5);
      expect(await byId('[["downloads>500"],["downloads<=5000"]]')).toEqual(["NEO12000", "SHADER01"]);
      expect(await byId('[["follows<9"],["follows!=0"]]')).toEqual(["NEO12000"]);
      expect(await byId('[["follows=0","follows>=800"]]')).toEqual(["SHADER01", "SODIUM01"]);
      // Created on 1, 2, … 5 January 2025 and modified on 29, 28, … 25 June, in fixture order.
      const created = (day: number) => Date.UTC(2025, 0, day) / 1000;
      const modified = (day: number) => Date.UTC(2025, 5, day) / 1000;
      expect(await byId(`[["created_timestamp=${created(2)}"]]`)).toEqual(["NEO12000"]);
      expect(await byId(`[["created_timestamp<${created(2)}"]]`)).toEqual(["SPLIT001"]);
      expect(await byId(`[["created_timestamp<=${created(2)}"]]`)).toEqual(["NEO12000", "SPLIT001"]);
      expect(await byId(`[["created_timestamp>=${created(5)}"]]`)).toEqual(["SODIUM01"]);
      expect(await byId(`[["modified_timestamp<${modified(27)}"]]`)).toEqual(["SHADER01", "SODIUM01"]);
      expect(await byId(`[["modified_timestamp<=${modified(27)}"]]`)).toEqual(["MAGIC001", "SHADER01", "SODIUM01"]);
      expect(await byId(`[["modified_timestamp=${modified(29)}"]]`)).toEqual(["SPLIT001"]);
      expect(await byId(`[["modified_timestamp>${modified(28)}"],["created_timestamp<${created(3)}"]]`)).toEqual([
        "SPLIT001",
      ]);
    });

    it("matches title, author, project id and the sides exactly (title, author and license without case)", async () => {
      const byId = async (facets: string) => (await search({ facets, limit: "100" })).sort();
      await engine.upsert([
        project("EXTRA001", "Iris Shaders", {
          author: "JellySquid",
          client_side: "optional",
          server_side: "unsupported",
        }),
      ]);
      try {
        expect(await byId('[["title:Iris Shaders"]]')).toEqual(["EXTRA001"]);
        expect(await byId('[["title=iris shaders"]]')).toEqual(["EXTRA001"]);
        expect(await byId('[["title:Iris"]]')).toEqual([]);
        expect(await byId('[["title!=Sodium"],["author:jellysquid"]]')).toEqual(["EXTRA001"]);
        expect(await byId('[["author=JELLYSQUID"]]')).toEqual(["EXTRA001"]);
        expect(await byId('[["author!=alex"]]')).toEqual(["EXTRA001"]);
        expect(await byId('[["author:alex"],["title:sodium","title:NEO STORAGE"]]')).toEqual(["NEO12000", "SODIUM01"]);
        expect(await byId('[["project_id:EXTRA001","project_id=SODIUM01"]]')).toEqual(["EXTRA001", "SODIUM01"]);
        expect(await byId('[["project_id:extra001"]]')).toEqual([]);
        expect(await byId('[["project_id!=SPLIT001"],["downloads<500"]]')).toEqual(["EXTRA001", "MAGIC001"]);
        expect(await byId('[["client_side:optional"]]')).toEqual(["EXTRA001"]);
        expect(await byId('[["client_side=required"],["server_side!=optional"]]')).toEqual([]);
        expect(await byId('[["server_side=unsupported"]]')).toEqual(["EXTRA001"]);
        expect(await byId('[["server_side!=unsupported"],["client_side:required"]]')).toHaveLength(5);
        // Project-level conditions inside one version's AND still see the project's fields.
        expect(await byId('[[["categories:fabric","author:alex"]],["versions:1.21"]]')).toEqual(["SODIUM01"]);
        expect(await byId('[[["categories:fabric","author:ALEX"]],["versions:1.20"]]')).toEqual(["SPLIT001"]);
      } finally {
        await engine.remove(["EXTRA001"]);
      }
    });

    it("finds by words, prefixes and typos", async () => {
      expect((await search({ query: "storage" })).sort()).toEqual(["MAGIC001", "NEO12000"]);
      expect(await search({ query: "stor mag" })).toEqual(["MAGIC001"]);
      expect(await search({ query: "sodim" })).toEqual(["SODIUM01"]);
      expect(await search({ query: "alex" })).toHaveLength(5);
    });

    it("combines words with the project type and with version facets", async () => {
      // With the type only, PostgreSQL reads the narrow text table; with other facets, the project rows.
      expect(await search({ query: "alex", facets: '[["project_type:shader"]]' })).toEqual(["SHADER01"]);
      expect(await search({ query: "alex", facets: '[["project_type!=mod"]]' })).toEqual(["SHADER01"]);
      expect(await search({ query: "storage", facets: '[["project_type:mod","project_type:shader"]]' })).toEqual([
        "NEO12000",
        "MAGIC001",
      ]);
      expect(await search({ query: "storage", facets: '[["categories:forge"]]' })).toEqual(["MAGIC001"]);
      expect(await search({ query: "alex", facets: '[["project_type:mod"],["versions:1.21"]]' })).toEqual([
        "SODIUM01",
        "SPLIT001",
      ]);
    });

    it.each([
      ["downloads", ["SODIUM01", "SHADER01", "NEO12000", "SPLIT001", "MAGIC001"]],
      ["follows", ["SODIUM01", "MAGIC001", "SPLIT001", "NEO12000", "SHADER01"]],
      ["newest", ["SODIUM01", "SHADER01", "MAGIC001", "NEO12000", "SPLIT001"]],
      ["updated", ["SPLIT001", "NEO12000", "MAGIC001", "SHADER01", "SODIUM01"]],
      ["alphabetical", ["MAGIC001", "NEO12000", "SODIUM01", "SPLIT001", "SHADER01"]],
    ])("sorts by %s", async (index, expected) => {
      expect(await search({ index })).toEqual(expected);
    });

    it("pages with a true offset and reports the total past the end", async () => {
      const page = await engine.search(parseSearchParams({ index: "downloads", offset: "3", limit: "1" }));
      expect(page).toMatchObject({ offset: 3, limit: 1, total_hits: 5 });
      expect(page.hits.map((h) => h.project_id)).toEqual(["SPLIT001"]);
      const beyond = await engine.search(parseSearchParams({ offset: "50" }));
      expect(beyond).toMatchObject({ hits: [], total_hits: 5 });
    });

    it("replaces a project's versions on upsert and forgets removed projects", async () => {
      await engine.upsert([
        project("NEO12000", "Neo Storage", { categories: ["storage"], downloads: 900 }, [
          { id: "v9", loaders: ["quilt"], gameVersions: ["1.20"] },
        ]),
      ]);
      expect(await search({ facets: '[["categories:neoforge"],["versions:1.20"]]' })).toEqual([]);
      expect(await search({ facets: '[["categories:quilt"]]' })).toEqual(["NEO12000"]);
      // A new title and download count reach the words and the ranking.
      await engine.upsert([project("MAGIC001", "Arcane Vault", { downloads: 20_000 })]);
      expect(await search({ query: "magic" })).toEqual([]);
      expect(await search({ query: "arcane" })).toEqual(["MAGIC001"]);
      expect(await search({ query: "alex", limit: "2" })).toEqual(["MAGIC001", "SODIUM01"]);
      await engine.remove(["NEO12000"]);
      expect(await search({ query: "neo" })).toEqual([]);
    });

    it("rebuilds without downtime, keeping what live writes did meanwhile and dropping what it did not write", async () => {
      const rebuild = await engine.beginRebuild();
      await rebuild.write([
        project("SPLIT001", "Split Loader Mod", { downloads: 500 }, [
          { id: "v1", loaders: ["neoforge"], gameVersions: ["1.21"] },
        ]),
        project("SHADER01", "Sunny Shaders", { project_type: "shader", downloads: 5000 }),
      ]);
      // Live index jobs while the rebuild runs: a project made public, and one edited after its page was written.
      await engine.upsert([project("LIVE0001", "Lively Lanterns", { downloads: 7 })]);
      await engine.upsert([project("SHADER01", "Sunset Shaders", { project_type: "shader", downloads: 5000 })]);
      // Searches answer from the live index meanwhile.
      expect((await search({ index: "downloads" })).sort()).toEqual([
        "LIVE0001",
        "MAGIC001",
        "SHADER01",
        "SODIUM01",
        "SPLIT001",
      ]);
      await rebuild.finish();
      expect(await search({ index: "downloads" })).toEqual(["SHADER01", "SPLIT001", "LIVE0001"]);
      expect(await search({ query: "sunset" })).toEqual(["SHADER01"]);
      expect(await search({ facets: '[["categories:neoforge"],["versions:1.21"]]' })).toEqual(["SPLIT001"]);
    });
  });
}
