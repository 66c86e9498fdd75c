import type { Db } from "@hopper/core/db";

/*
 * The PostgreSQL engine keeps its own index tables, like an OpenSearch index: derived data that the
 * engine creates and can rebuild from the catalogue at any time, so they live outside the Prisma schema.
 * One row per project (text, sorts, project-level facets) and one row per listed version (loaders as
 * categories, game versions), so version-level facets can require a single version to match them all.
 * The hits served to clients sit in their own table: filters and sorts scan a narrow row, and only the
 * page's hits are read. A text search ranks the most downloaded of its matches, so it reads every match's
 * downloads and title: `search_text` holds just those with the text vector and the project type (the facet
 * launchers nearly always send), about a third of the pages of search_projects for the same matches.
 */
export const SEARCH_TABLES = {
  projects: "search_projects",
  versions: "search_versions",
  hits: "search_hits",
  text: "search_text",
} as const;

/** The weighted words of a project's names (columns of a search_projects row): its text vector but the summary. */
const NAME_VECTOR = `setweight(to_tsvector('simple', title), 'A') ||
      setweight(to_tsvector('simple', replace(slug, '-', ' ')), 'A') ||
      setweight(to_tsvector('simple', author), 'B')`;

/**
 * The sort keys of search_text beside popularity, so that text requests walk every sort there. Added with a
 * default that PostgreSQL stores once (no table rewrite); older tables get them filled in place.
 */
const ADD_WALK_KEYS = `ALTER TABLE search_text ADD COLUMN IF NOT EXISTS follows bigint NOT NULL DEFAULT 0,
    ADD COLUMN IF NOT EXISTS created_ts bigint NOT NULL DEFAULT 0,
    ADD COLUMN IF NOT EXISTS modified_ts bigint NOT NULL DEFAULT 0`;

/**
 * The sorts walked on search_text: the key (a walk stops after offset + limit matches) and, included,
 * everything a text request with project-type facets filters on, so the walk reads the index alone
 * (index-only, given the visibility map that VACUUM keeps) instead of one table row per entry (at 1M
 * projects a page 5,000 deep of 'magic' walks 25,000 entries: 28 ms with a row each, 5 ms index-only).
 */
const WALK_INDEXES: [name: string, key: string][] = [
  ["popularity", "popularity DESC"],
  ["downloads", "downloads DESC"],
  ["follows", "follows DESC"],
  ["created", "created_ts DESC"],
  ["modified", "modified_ts DESC"],
  ["title", "title"],
];

/** Tables and indexes, each idempotent (the benchmark's generator re-runs them to build indexes after a bulk load). */
export const SEARCH_SCHEMA_STATEMENTS = [
  `CREATE EXTENSION IF NOT EXISTS pg_trgm`,
  `CREATE TABLE IF NOT EXISTS search_projects (
    project_id text PRIMARY KEY,
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
    v_categories text[] NOT NULL DEFAULT '{}',
    v_game_versions text[] NOT NULL DEFAULT '{}',
    v_pairs text[] NOT NULL DEFAULT '{}',
    tsv tsvector GENERATED ALWAYS AS (${NAME_VECTOR} || setweight(to_tsvector('simple', description), 'C')) STORED
  )`,
  `CREATE TABLE IF NOT EXISTS search_versions (
    project_id text NOT NULL REFERENCES search_projects (project_id) ON DELETE CASCADE,
    version_id text NOT NULL,
    categories text[] NOT NULL,
    game_versions text[] NOT NULL,
    PRIMARY KEY (project_id, version_id)
  )`,
  `CREATE TABLE IF NOT EXISTS search_hits (
    project_id text PRIMARY KEY REFERENCES search_projects (project_id) ON DELETE CASCADE,
    hit jsonb NOT NULL
  )`,
  // Fixed-width column first: the scan reads downloads without walking the text columns.
  `CREATE TABLE IF NOT EXISTS search_text (
    downloads bigint NOT NULL,
    project_id text PRIMARY KEY REFERENCES search_projects (project_id) ON DELETE CASCADE,
    project_type text NOT NULL,
    title text NOT NULL,
    tsv tsvector NOT NULL
  )`,
  // When the row was last written: a rebuild drops the rows nothing wrote since it began (tables from before
  // this column get it here; PostgreSQL adds a column with a stable default without rewriting the table).
  `ALTER TABLE search_projects ADD COLUMN IF NOT EXISTS indexed_at timestamptz NOT NULL DEFAULT now()`,
  // The popularity prior of relevance: candidates are the most popular matches, walked in this order. Computed
  // by PostgreSQL on every write of the row (tables from before it get it filled in place here).
  `ALTER TABLE search_projects ADD COLUMN IF NOT EXISTS popularity bigint
    GENERATED ALWAYS AS (downloads + 10 * follows) STORED`,
  `ALTER TABLE search_text ADD COLUMN IF NOT EXISTS popularity bigint NOT NULL DEFAULT 0`,
  ADD_WALK_KEYS,
  `CREATE INDEX IF NOT EXISTS search_text_tsv ON search_text USING gin (tsv)`,
  // Replaced by its covering twin, search_text_walk_popularity.
  `DROP INDEX IF EXISTS search_text_popularity`,
  ...WALK_INDEXES.map(
    ([name, key]) => `CREATE INDEX IF NOT EXISTS search_text_walk_${name} ON search_text (${key}, project_id)
      INCLUDE (project_type, tsv)`,
  ),
  // Titles starting with the text (for every request: search_text holds every project): a range of a
  // "C"-collated index, whatever the database's collation, read without the table (the popularity picks the
  // most used of them before their rows are checked).
  `CREATE INDEX IF NOT EXISTS search_text_title_prefix ON search_text ((title COLLATE "C"))
    INCLUDE (popularity, project_id)`,
  // The typo fallback corrects words against the distinct title words (a trigram index over the titles
  // themselves returned 190,000 candidates for two misspelt common words at 1M projects). Words are added as
  // titles are written and never removed: a word no title has any more only widens a query that finds nothing.
  `CREATE TABLE IF NOT EXISTS search_words (word text PRIMARY KEY)`,
  `CREATE INDEX IF NOT EXISTS search_words_trgm ON search_words USING gist (word gist_trgm_ops)`,
  `DROP INDEX IF EXISTS search_projects_title_trgm`,
  `DROP INDEX IF EXISTS search_text_title_trgm`,
  `DROP INDEX IF EXISTS search_projects_title_prefix`,
  `CREATE INDEX IF NOT EXISTS search_projects_popularity ON search_projects (popularity DESC, project_id)`,

  `CREATE INDEX IF NOT EXISTS search_text_type ON search_text (project_type)`,
  `CREATE INDEX IF NOT EXISTS search_projects_tsv ON search_projects USING gin (tsv)`,
  `CREATE INDEX IF NOT EXISTS search_projects_downloads ON search_projects (downloads DESC, project_id)`,
  `CREATE INDEX IF NOT EXISTS search_projects_follows ON search_projects (follows DESC, project_id)`,
  `CREATE INDEX IF NOT EXISTS search_projects_created ON search_projects (created_ts DESC, project_id)`,
  `CREATE INDEX IF NOT EXISTS search_projects_modified ON search_projects (modified_ts DESC, project_id)`,
  `CREATE INDEX IF NOT EXISTS search_projects_type ON search_projects (project_type)`,
  `CREATE INDEX IF NOT EXISTS search_projects_title ON search_projects (lower(title), project_id)`,
  `CREATE INDEX IF NOT EXISTS search_projects_v_categories ON search_projects USING gin (v_categories)`,
  `CREATE INDEX IF NOT EXISTS search_projects_v_game_versions ON search_projects USING gin (v_game_versions)`,
  `CREATE INDEX IF NOT EXISTS search_projects_v_pairs ON search_projects USING gin (v_pairs)`,
  `CREATE INDEX IF NOT EXISTS search_versions_categories ON search_versions USING gin (categories)`,
  `CREATE INDEX IF NOT EXISTS search_versions_game_versions ON search_versions USING gin (game_versions)`,
];

/*
 * The first release kept the hit inside search_projects and had no per-project version arrays: move the
 * hits out, add the arrays and fill them from the version rows (the values the indexer writes), so
 * search stays right without a re-index.
 */
const UPGRADE_FIRST_RELEASE = [
  `CREATE TABLE search_hits (
    project_id text PRIMARY KEY REFERENCES search_projects (project_id) ON DELETE CASCADE,
    hit jsonb NOT NULL
  )`,
  `INSERT INTO search_hits (project_id, hit) SELECT project_id, hit FROM search_projects`,
  `ALTER TABLE search_projects DROP COLUMN hit,
    ADD COLUMN v_categories text[] NOT NULL DEFAULT '{}',
    ADD COLUMN v_game_versions text[] NOT NULL DEFAULT '{}',
    ADD COLUMN v_pairs text[] NOT NULL DEFAULT '{}'`,
  `UPDATE search_projects p SET v_categories = agg.categories, v_game_versions = agg.game_versions,
      v_pairs = agg.pairs
    FROM (
      SELECT x.project_id, array_agg(DISTINCT c) AS categories, array_agg(DISTINCT g) AS game_versions,
        array_agg(DISTINCT c || E'\\x1f' || g) AS pairs
      FROM search_versions x, unnest(x.categories) c, unnest(x.game_versions) g GROUP BY x.project_id
    ) agg
    WHERE p.project_id = agg.project_id`,
];

/**
 * The largest text vector search_text keeps whole. The walk indexes include the vector, and a B-tree entry
 * holds at most 2,704 bytes: a title, slug, author and summary make 200–600 bytes, but a summary of many
 * distinct multi-byte one-letter words can exceed the limit and would fail the write. Such a project is
 * found by its names only (the vector of title, slug and author, with the same weights).
 */
export const MAX_TEXT_VECTOR_BYTES = 2000;

/** The row of search_text for projects of search_projects (`p`, the only table of the FROM) matching a condition. */
export const TEXT_ROW_COLUMNS = `(downloads, project_id, project_type, title, tsv, popularity, follows, created_ts,
  modified_ts)`;
export const TEXT_ROW_SELECT = `SELECT p.downloads, p.project_id, p.project_type, lower(p.title),
    CASE WHEN pg_column_size(p.tsv) <= ${MAX_TEXT_VECTOR_BYTES} THEN p.tsv ELSE ${NAME_VECTOR} END,
    p.popularity, p.follows, p.created_ts, p.modified_ts
  FROM search_projects p`;

/** Releases before search_text: fill it from the project rows, so text search needs no re-index. */
const FILL_TEXT_TABLE = `INSERT INTO search_text ${TEXT_ROW_COLUMNS} ${TEXT_ROW_SELECT} ON CONFLICT (project_id) DO NOTHING`;

/** The words of search_text rows (`t`): what splits a text into words for a query, three letters or more. */
export const TITLE_WORDS_SELECT = `SELECT DISTINCT w FROM search_text t,
  regexp_split_to_table(t.title, '[^[:alnum:]]+') AS w WHERE length(w) >= 3 AND w ~ '[[:alpha:]]'`;

/** Releases before search_words (and the benchmark's bulk load): the vocabulary of every title. */
export const FILL_WORDS = `INSERT INTO search_words (word) ${TITLE_WORDS_SELECT} ON CONFLICT DO NOTHING`;

/** Releases before the popularity prior: fill search_text's from the project rows (computed there). */
const FILL_TEXT_POPULARITY = `UPDATE search_text t SET popularity = p.popularity FROM search_projects p
  WHERE p.project_id = t.project_id`;

/**
 * Releases before the walk keys: add and fill them from the project rows. Run before the walk indexes are
 * built (and with the old popularity index gone), so the rewrite of every row does not update them too.
 */
const UPGRADE_WALK_KEYS = [
  `DROP INDEX IF EXISTS search_text_popularity`,
  ADD_WALK_KEYS,
  `UPDATE search_text t SET follows = p.follows, created_ts = p.created_ts, modified_ts = p.modified_ts
    FROM search_projects p WHERE p.project_id = t.project_id`,
];

/** Whether search_text exists without a column (a release before the column). */
const textWithout = (column: string) => `(to_regclass('search_text') IS NOT NULL AND NOT EXISTS (
    SELECT 1 FROM information_schema.columns
    WHERE table_schema = current_schema() AND table_name = 'search_text' AND column_name = '${column}'))`;

/** The web app and the jobs worker may both start at once: one of them creates or upgrades. */
const LOCK = "SELECT pg_advisory_xact_lock(7269401)";

/** Creates the index tables when missing (and upgrades older ones); cheap to call at every start. */
export async function ensureSearchSchema(db: Db): Promise<void> {
  // The walk keys are filled in a transaction of their own, committed before the walk indexes are built: the
  // rows' old versions are then dead and left out of them. Built in the transaction that rewrote the rows,
  // each index would hold both versions of every row (twice its size until rebuilt).
  await db.$transaction(
    async (tx) => {
      await tx.$executeRawUnsafe(LOCK);
      const [state] = await tx.$queryRawUnsafe<{ without_walk_keys: boolean }[]>(
        `SELECT ${textWithout("follows")} AS without_walk_keys`,
      );
      if (state?.without_walk_keys) for (const statement of UPGRADE_WALK_KEYS) await tx.$executeRawUnsafe(statement);
    },
    { timeout: 600_000 },
  );
  await db.$transaction(
    async (tx) => {
      await tx.$executeRawUnsafe(LOCK);
      const [state] = await tx.$queryRawUnsafe<
        { first_release: boolean; without_text: boolean; without_popularity: boolean; without_words: boolean }[]
      >(
        `SELECT EXISTS (SELECT 1 FROM information_schema.columns WHERE table_schema = current_schema()
            AND table_name = 'search_projects' AND column_name = 'hit') AS first_release,
          (to_regclass('search_projects') IS NOT NULL AND to_regclass('search_text') IS NULL) AS without_text,
          ${textWithout("popularity")} AS without_popularity,
          (to_regclass('search_projects') IS NOT NULL AND to_regclass('search_words') IS NULL) AS without_words`,
      );
      if (state?.first_release) for (const statement of UPGRADE_FIRST_RELEASE) await tx.$executeRawUnsafe(statement);
      for (const statement of SEARCH_SCHEMA_STATEMENTS) await tx.$executeRawUnsafe(statement);
      if (state?.without_text) await tx.$executeRawUnsafe(FILL_TEXT_TABLE);
      if (state?.without_popularity) await tx.$executeRawUnsafe(FILL_TEXT_POPULARITY);
      if (state?.without_words) await tx.$executeRawUnsafe(FILL_WORDS);
    },
    { timeout: 600_000 },
  );
}
