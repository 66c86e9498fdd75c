import type { Db } from "@hopper/core/db";

/*
 * The PostgreSQL engine keeps its own index tables, like an OpenSearch index: derived data that the
 * engine creates and can rebuild from the catalogue at any time, so they live outside the Prisma schema.
 * One row per project (text, sorts, project-level facets) and one row per listed version (loaders as
 * categories, game versions), so version-level facets can require a single version to match them all.
 */
export const SEARCH_TABLES = { projects: "search_projects", versions: "search_versions" } as const;

const STATEMENTS = [
  `CREATE EXTENSION IF NOT EXISTS pg_trgm`,
  `CREATE TABLE IF NOT EXISTS search_projects (
    project_id text PRIMARY KEY,
    hit jsonb NOT NULL,
    title text NOT NULL,
    slug text NOT NULL,
    author text NOT NULL,
    description text NOT NULL,
    project_type text NOT NULL,
    license text NOT NULL,
    open_source boolean NOT NULL,
    client_side text NOT NULL,
    server_side text NOT NULL,
    downloads bigint NOT NULL,
    follows bigint NOT NULL,
    created_ts bigint NOT NULL,
    modified_ts bigint NOT NULL,
    tsv tsvector GENERATED ALWAYS AS (
      setweight(to_tsvector('simple', title), 'A') ||
      setweight(to_tsvector('simple', replace(slug, '-', ' ')), 'A') ||
      setweight(to_tsvector('simple', author), 'B') ||
      setweight(to_tsvector('simple', description), 'C')
    ) STORED
  )`,
  `CREATE TABLE IF NOT EXISTS search_versions (
    project_id text NOT NULL REFERENCES search_projects (project_id) ON DELETE CASCADE,
    version_id text NOT NULL,
    categories text[] NOT NULL,
    game_versions text[] NOT NULL,
    PRIMARY KEY (project_id, version_id)
  )`,
  `CREATE INDEX IF NOT EXISTS search_projects_tsv ON search_projects USING gin (tsv)`,
  `CREATE INDEX IF NOT EXISTS search_projects_title_trgm ON search_projects USING gin (lower(title) gin_trgm_ops)`,
  `CREATE INDEX IF NOT EXISTS search_projects_downloads ON search_projects (downloads DESC, project_id)`,
  `CREATE INDEX IF NOT EXISTS search_projects_follows ON search_projects (follows DESC, project_id)`,
  `CREATE INDEX IF NOT EXISTS search_projects_created ON search_projects (created_ts DESC, project_id)`,
  `CREATE INDEX IF NOT EXISTS search_projects_modified ON search_projects (modified_ts DESC, project_id)`,
  `CREATE INDEX IF NOT EXISTS search_projects_type ON search_projects (project_type)`,
  `CREATE INDEX IF NOT EXISTS search_versions_categories ON search_versions USING gin (categories)`,
  `CREATE INDEX IF NOT EXISTS search_versions_game_versions ON search_versions USING gin (game_versions)`,
];

/** Creates the index tables when missing; cheap to call at every start. */
export async function ensureSearchSchema(db: Db): Promise<void> {
  for (const statement of STATEMENTS) await db.$executeRawUnsafe(statement);
}
