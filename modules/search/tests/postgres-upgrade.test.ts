import { describe, expect, it } from "vitest";

import { setupTestDatabase } from "../../../tests/setup/test-database";
import { postgresSearchEngine } from "../src/server/engines/postgres-engine";
import { parseSearchParams } from "../src/server/search-query";

const database = setupTestDatabase();

describe("PostgreSQL search tables made by an older release", () => {
  it("move the hits out and gain the per-project version arrays, so facets keep working without a re-index", async () => {
    const db = database.db;
    // The first release's tables: no v_categories / v_game_versions / v_pairs.
    await db.$executeRawUnsafe(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await db.$executeRawUnsafe(`CREATE TABLE search_projects (
      project_id text PRIMARY KEY, hit jsonb NOT NULL, title text NOT NULL, slug text NOT NULL, author text NOT NULL,
      description text NOT NULL, project_type text NOT NULL, license text NOT NULL, open_source boolean NOT NULL,
      client_side text NOT NULL, server_side text NOT NULL, downloads bigint NOT NULL, follows bigint NOT NULL,
      created_ts bigint NOT NULL, modified_ts bigint NOT NULL,
      tsv tsvector GENERATED ALWAYS AS (to_tsvector('simple', title)) STORED)`);
    await db.$executeRawUnsafe(`CREATE TABLE search_versions (
      project_id text NOT NULL REFERENCES search_projects (project_id) ON DELETE CASCADE, version_id text NOT NULL,
      categories text[] NOT NULL, game_versions text[] NOT NULL, PRIMARY KEY (project_id, version_id))`);
    await db.$executeRawUnsafe(`INSERT INTO search_projects VALUES
      ('OLD00001', '{"project_id":"OLD00001"}', 'Old Split', 'old-split', 'a', 'd', 'mod', 'MIT', true, 'required',
       'optional', 5, 0, 1, 1)`);
    await db.$executeRawUnsafe(`INSERT INTO search_versions VALUES
      ('OLD00001', 'a', '{neoforge,storage}', '{1.21}'), ('OLD00001', 'b', '{fabric,storage}', '{1.20}')`);

    const engine = postgresSearchEngine(db);
    await engine.ensureSchema();
    const ids = async (facets: string) =>
      (await engine.search(parseSearchParams({ facets }))).hits.map((hit) => hit.project_id);
    expect((await engine.search(parseSearchParams({ query: "split" }))).hits).toEqual([{ project_id: "OLD00001" }]);
    expect(await ids('[["categories:neoforge"],["versions:1.21"]]')).toEqual(["OLD00001"]);
    expect(await ids('[["categories:storage"],["versions:1.20"]]')).toEqual(["OLD00001"]);
    expect(await ids('[["categories:neoforge"],["versions:1.20"]]')).toEqual([]);
  });

  it("fill the text table of installs made before it, so words keep finding projects", async () => {
    const db = database.db;
    const engine = postgresSearchEngine(db);
    await engine.ensureSchema();
    await db.$executeRawUnsafe(`DROP TABLE search_text`);
    await engine.ensureSchema();
    const [row] = await db.$queryRawUnsafe<{ title: string; downloads: bigint }[]>(
      `SELECT title, downloads FROM search_text WHERE project_id = 'OLD00001'`,
    );
    expect(row).toEqual({ title: "old split", downloads: 5n });
    expect((await engine.search(parseSearchParams({ query: "old spl" }))).hits).toEqual([{ project_id: "OLD00001" }]);
  });

  it("gain the popularity prior in place, filled from the project rows", async () => {
    const db = database.db;
    const engine = postgresSearchEngine(db);
    await db.$executeRawUnsafe(`UPDATE search_projects SET follows = 3 WHERE project_id = 'OLD00001'`);
    await db.$executeRawUnsafe(`ALTER TABLE search_text DROP COLUMN popularity`);
    await engine.ensureSchema();
    const [row] = await db.$queryRawUnsafe<{ text: bigint; project: bigint }[]>(
      `SELECT t.popularity AS text, p.popularity AS project FROM search_text t JOIN search_projects p USING (project_id)
       WHERE project_id = 'OLD00001'`,
    );
    expect(row).toEqual({ text: 35n, project: 35n });
  });
});
