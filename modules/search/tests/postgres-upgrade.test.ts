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

  it("gain the walk keys in place, filled from the project rows, and walk every sort index-only", async () => {
    const db = database.db;
    const engine = postgresSearchEngine(db);
    await db.$executeRawUnsafe(
      `UPDATE search_projects SET follows = 7, created_ts = 111, modified_ts = 222 WHERE project_id = 'OLD00001'`,
    );
    // The release before: no follows, created_ts or modified_ts in search_text (their walk indexes go with
    // them), and the popularity index without the columns a walk filters on.
    await db.$executeRawUnsafe(`ALTER TABLE search_text DROP COLUMN follows, DROP COLUMN created_ts,
      DROP COLUMN modified_ts`);
    await db.$executeRawUnsafe(`DROP INDEX search_text_walk_popularity, search_text_walk_downloads,
      search_text_walk_title`);
    await db.$executeRawUnsafe(`CREATE INDEX search_text_popularity ON search_text (popularity DESC, project_id)`);
    await engine.ensureSchema();
    const [row] = await db.$queryRawUnsafe<{ follows: bigint; created_ts: bigint; modified_ts: bigint }[]>(
      `SELECT follows, created_ts, modified_ts FROM search_text WHERE project_id = 'OLD00001'`,
    );
    expect(row).toEqual({ follows: 7n, created_ts: 111n, modified_ts: 222n });
    const indexes = await db.$queryRawUnsafe<{ name: string }[]>(
      `SELECT indexname AS name FROM pg_indexes WHERE tablename = 'search_text' ORDER BY indexname`,
    );
    expect(indexes.map((index) => index.name)).toEqual(
      expect.arrayContaining(
        ["popularity", "downloads", "follows", "created", "modified", "title"].map((key) => `search_text_walk_${key}`),
      ),
    );
    expect(indexes.map((index) => index.name)).not.toContain("search_text_popularity");
    for (const index of ["follows", "newest", "updated", "alphabetical"]) {
      expect((await engine.search(parseSearchParams({ query: "old", index }))).hits).toEqual([
        { project_id: "OLD00001" },
      ]);
    }
  });
});
