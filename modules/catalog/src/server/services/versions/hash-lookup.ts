import { directQuery, Prisma, runsSideBySide } from "@hopper/core/db";
import type { DbOrTx } from "@hopper/core/db";
import { AppError } from "@hopper/core/errors";

import type { Actor } from "@hopper/core/auth";
import { versionAnswerJsonSql, versionDependenciesJsonSql } from "./version-answer-json";
import { versionRowFields, versionRowRelations } from "./version-rows";
import type { VersionRow } from "./version-rows";
import { UPDATE_VERSION_STATUSES, visibleVersionSql } from "./version-statuses";

// What launchers do: find files by hash, and the newest version of each file's project that fits a game
// version and loader. Every lookup is one SQL statement whatever the number of hashes.
//
// Hashes and ids are compared `COLLATE "C"`: that is what lets the statements use the byte-ordered covering
// indexes of migration 20261127050500_hash_lookup_indexes (hash → version_id, version → project and status,
// project → status) instead of the default collation's, whose every B-tree comparison goes through strcoll.
// Equality is the same in both collations, so the answers are too. The bulk statements go straight through the
// client's pg pool (directQuery): their 0.5–0.8 MB of rows skip Prisma's raw-query result normalisation.

export type HashAlgorithm = "sha1" | "sha512";
export const HASH_LENGTH: Record<HashAlgorithm, number> = { sha1: 40, sha512: 128 };
/** Hashes one request may look up (a large modpack has a few hundred files; this leaves room for ten). */
export const MAX_HASHES = 10_000;

const isAlgorithm = (value: string): value is HashAlgorithm => value === "sha1" || value === "sha512";

/**
 * The algorithm a request names, else the one the first hash's length implies: sha512 from 128 characters on,
 * sha1 otherwise (as the reference platform does), so a 41-character hash is reported as a bad sha1 hash.
 */
export function resolveAlgorithm(requested: string | null | undefined, hashes: readonly string[]): HashAlgorithm {
  if (requested !== null && requested !== undefined) {
    if (!isAlgorithm(requested)) {
      throw new AppError("invalid_input", "algorithm must be sha1 or sha512.");
    }
    return requested;
  }
  return (hashes[0]?.length ?? 0) >= HASH_LENGTH.sha512 ? "sha512" : "sha1";
}

/** Checks every hash against the algorithm's length and the cap; answers them lower-cased, without repeats. */
export function normalizeHashes(algorithm: HashAlgorithm, hashes: readonly string[]): string[] {
  if (hashes.length === 0) throw new AppError("invalid_input", "hashes must not be empty.");
  if (hashes.length > MAX_HASHES) {
    throw new AppError("invalid_input", `hashes must hold at most ${MAX_HASHES.toLocaleString("en-US")} hashes.`);
  }
  const length = HASH_LENGTH[algorithm];
  const pattern = new RegExp(`^[0-9a-fA-F]{${length}}$`);
  const bad = hashes.find((hash) => !pattern.test(hash));
  if (bad !== undefined) {
    throw new AppError(
      "invalid_input",
      `"${bad.slice(0, 140)}" is not a ${algorithm} hash (${length} hex characters).`,
    );
  }
  return [...new Set(hashes.map((hash) => hash.toLowerCase()))];
}

const hashColumn = (algorithm: HashAlgorithm, alias = "f") => Prisma.raw(`${alias}.${algorithm}`);
/** The hash column in the "C" collation, the form the byte-ordered hash indexes answer. */
const hashKey = (algorithm: HashAlgorithm, alias = "f") => Prisma.raw(`(${alias}.${algorithm} COLLATE "C")`);
/** Joins a file `f` (or `hf`) to its version `v` and the version to its project `p` through the "C" indexes. */
const visibilityJoins = (file: string) =>
  Prisma.raw(`JOIN versions v ON (v.id COLLATE "C") = ${file}.version_id
    JOIN projects p ON (p.id COLLATE "C") = v.project_id`);

/** A bulk lookup's rows: the statement's text with $n placeholders and its values, through directQuery. */
const bulkRows = <T>(db: DbOrTx, statement: Prisma.Sql) => directQuery<T>(db, statement.text, statement.values);

/** Hashes per part of a split lookup, and the most parts one lookup runs at once. */
const PART_SIZE = 500;
const MAX_PARTS = 4;

/**
 * The rows of a bulk statement over many hashes. A lookup's cost is its hashes' index probes and JSON, all in one
 * backend, so a modpack's 1,000 hashes would keep one PostgreSQL core busy while the others idle: past PART_SIZE
 * hashes, contiguous ranges of the sorted hashes (each hash's answer depends on it alone) run as up to MAX_PARTS
 * statements side by side on the pool's connections, and their rows are concatenated in hash order. Inside a
 * transaction (one connection) it is one statement.
 */
async function rowsInParts<I, T>(
  db: DbOrTx,
  items: readonly I[],
  keyOf: (item: I) => string,
  statement: (part: I[]) => Prisma.Sql,
): Promise<T[]> {
  const parts = runsSideBySide(db) ? Math.min(MAX_PARTS, Math.ceil(items.length / PART_SIZE)) : 1;
  if (parts <= 1) return bulkRows<T>(db, statement([...items]));
  const sorted = [...items].sort((a, b) => (keyOf(a) < keyOf(b) ? -1 : keyOf(a) > keyOf(b) ? 1 : 0));
  const size = Math.ceil(sorted.length / parts);
  const ranges = Array.from({ length: parts }, (_, i) => sorted.slice(i * size, (i + 1) * size));
  return (await Promise.all(ranges.map((range) => bulkRows<T>(db, statement(range))))).flat();
}

export interface HashedFile {
  hash: string;
  fileId: string;
  filename: string;
  versionId: string;
  projectId: string;
}

/**
 * Files with these hashes that the actor may see, each hash's newest version first (one hash may be in several
 * versions of one project).
 */
export function filesByHashes(
  db: DbOrTx,
  actor: Actor | null,
  algorithm: HashAlgorithm,
  hashes: readonly string[],
): Promise<HashedFile[]> {
  const column = hashColumn(algorithm);
  return db.$queryRaw<HashedFile[]>`
    SELECT ${column}::text AS "hash", f.id AS "fileId", f.filename, v.id AS "versionId", v.project_id AS "projectId"
    FROM version_files f
    ${visibilityJoins("f")}
    WHERE ${hashKey(algorithm)} = ANY(${[...hashes]}::bpchar[]) AND ${visibleVersionSql(actor)}
    ORDER BY ${column}, v.date_published DESC, v.id`;
}

/** A version's dependency in the v2 shape (what the caller may see of it is decided apart). */
export interface AnswerDependency {
  version_id: string | null;
  project_id: string | null;
  file_name: string | null;
  dependency_type: string;
}

/** One hash's answer: the v2 body of its version but the dependencies, as JSON text, and the dependencies. */
export interface VersionAnswer {
  hash: string;
  body: string;
  dependencies: AnswerDependency[];
}

/**
 * Hash → the version that has the file (the newest one when several do), as the v2 body built by PostgreSQL
 * (version-answer-json.ts; file URLs under `origin`): one statement (or a few side by side, rowsInParts) for any
 * number of hashes. The version's fields are read where the visibility join found it.
 */
export function versionAnswersByHashes(
  db: DbOrTx,
  actor: Actor | null,
  algorithm: HashAlgorithm,
  hashes: readonly string[],
  origin: string,
): Promise<VersionAnswer[]> {
  const column = hashColumn(algorithm, "hf");
  return rowsInParts<string, VersionAnswer>(
    db,
    hashes,
    (hash) => hash,
    (part) => Prisma.sql`
    WITH hit AS (
      SELECT DISTINCT ON (${column}) ${column}::text AS hash, ${versionRowFields("v")}
      FROM version_files hf
      ${visibilityJoins("hf")}
      WHERE ${hashKey(algorithm, "hf")} = ANY(${part}::bpchar[]) AND ${visibleVersionSql(actor)}
      ORDER BY ${column}, v.date_published DESC, v.id
    )
    SELECT hit.hash, ${versionAnswerJsonSql("hit", origin)} AS body,
      ${versionDependenciesJsonSql("hit")} AS dependencies
    FROM hit`,
  );
}

export interface UpdateQuery {
  hash: string;
  /** Any of these loaders; no constraint when empty or absent. */
  loaders?: string[] | null;
  /** Any of these game versions; no constraint when empty or absent. */
  gameVersions?: string[] | null;
  /** release, beta, alpha; any when empty or absent. */
  versionTypes?: string[] | null;
}

function updateQueryInput(queries: readonly UpdateQuery[]): string {
  return JSON.stringify(
    queries.map((query) => ({
      hash: query.hash,
      loaders: query.loaders?.length ? query.loaders : null,
      game_versions: query.gameVersions?.length ? query.gameVersions : null,
      version_types: query.versionTypes?.length ? query.versionTypes : null,
    })),
  );
}

/**
 * Listed versions of each hash's project that match the hash's own loaders, game versions and version types,
 * newest first per hash (`newest`: just the first, with the version's fields, read where the scan found it). One
 * statement: the queries travel as one JSON parameter and each file's candidates come from a lateral,
 * index-ordered scan of its project's versions.
 */
function matchingVersionsSql(
  actor: Actor | null,
  algorithm: HashAlgorithm,
  queries: readonly UpdateQuery[],
  shape: "ids" | "newest",
): Prisma.Sql {
  const newest = shape === "newest";
  return Prisma.sql`
    SELECT ${newest ? Prisma.sql`DISTINCT ON (q.hash) q.hash, candidate.*` : Prisma.sql`q.hash, candidate.id AS "versionId"`}
    FROM jsonb_to_recordset(${updateQueryInput(queries)}::jsonb)
      AS q(hash text, loaders text[], game_versions text[], version_types text[])
    JOIN version_files f ON ${hashKey(algorithm)} = q.hash::bpchar
    ${visibilityJoins("f")}
    CROSS JOIN LATERAL (
      SELECT ${newest ? versionRowFields("c") : Prisma.sql`c.id, c.date_published AS "datePublished"`} FROM versions c
      WHERE (c.project_id COLLATE "C") = v.project_id
        AND c.status IN (${Prisma.join(UPDATE_VERSION_STATUSES)})
        AND (q.loaders IS NULL OR c.loaders && q.loaders)
        AND (q.game_versions IS NULL OR c.game_versions && q.game_versions)
        AND (q.version_types IS NULL OR c.version_type = ANY(q.version_types))
      ORDER BY c.date_published DESC, c.id
      ${newest ? Prisma.sql`LIMIT 1` : Prisma.empty}
    ) candidate
    WHERE ${visibleVersionSql(actor)}
    ORDER BY q.hash, candidate."datePublished" DESC, candidate.id`;
}

/**
 * For each hash, the newest matching version of its file's project with its files and dependencies (no match:
 * absent). One statement for any number of hashes.
 */
export async function latestVersionRows(
  db: DbOrTx,
  actor: Actor | null,
  algorithm: HashAlgorithm,
  queries: readonly UpdateQuery[],
): Promise<Map<string, VersionRow>> {
  const rows = await rowsInParts<UpdateQuery, VersionRow & { hash: string }>(
    db,
    queries,
    (query) => query.hash,
    (part) => Prisma.sql`
    WITH hit AS (${matchingVersionsSql(actor, algorithm, part, "newest")})
    SELECT hit.*, ${versionRowRelations("hit")} FROM hit`,
  );
  return new Map(rows.map(({ hash, ...version }) => [hash, version]));
}

/** For each hash, every matching version of its file's project, newest first: hash → version ids. */
export async function allMatchingVersionIds(
  db: DbOrTx,
  actor: Actor | null,
  algorithm: HashAlgorithm,
  queries: readonly UpdateQuery[],
): Promise<Map<string, string[]>> {
  const answer = new Map<string, string[]>();
  const rows = await rowsInParts<UpdateQuery, { hash: string; versionId: string }>(
    db,
    queries,
    (query) => query.hash,
    (part) => matchingVersionsSql(actor, algorithm, part, "ids"),
  );
  for (const row of rows) {
    const ids = answer.get(row.hash) ?? [];
    // One hash in several versions of a project repeats each candidate; keep it once.
    if (!ids.includes(row.versionId)) ids.push(row.versionId);
    answer.set(row.hash, ids);
  }
  return answer;
}
