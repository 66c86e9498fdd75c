import { Prisma } from "@hopper/core/db";
import type { DbOrTx } from "@hopper/core/db";

// Versions with their files and dependencies in one statement (files and dependencies aggregated as JSON per
// version). The bulk hash lookups answer up to 10,000 versions; one round trip without the ORM's per-relation
// queries keeps a 1,000-hash lookup close to the cost of the bare SQL.

export interface VersionRowFile {
  id: string;
  filename: string;
  primary: boolean;
  size: number;
  fileType: string | null;
  sha1: string;
  sha512: string;
}

export interface VersionRowDependency {
  dependencyType: string;
  projectId: string | null;
  dependencyVersionId: string | null;
  fileName: string | null;
}

/** What the v2 version body needs of a version (a Prisma version with files and dependencies fits too). */
export interface VersionRow {
  id: string;
  projectId: string;
  authorId: string;
  name: string;
  versionNumber: string;
  changelog: string;
  datePublished: Date;
  downloads: number;
  versionType: string;
  status: string;
  requestedStatus: string | null;
  featured: boolean;
  loaders: string[];
  gameVersions: string[];
  files: VersionRowFile[];
  dependencies: VersionRowDependency[];
}

/** The version's own columns of a VersionRow, from versions aliased `alias`. */
export const versionRowFields = (alias: string) =>
  Prisma.raw(`${alias}.id, ${alias}.project_id AS "projectId", ${alias}.author_id AS "authorId", ${alias}.name,
  ${alias}.version_number AS "versionNumber", ${alias}.changelog, ${alias}.date_published AS "datePublished",
  ${alias}.downloads, ${alias}.version_type AS "versionType", ${alias}.status,
  ${alias}.requested_status AS "requestedStatus", ${alias}.featured, ${alias}.loaders,
  ${alias}.game_versions AS "gameVersions"`);

/**
 * A VersionRow's files and dependencies, for the version id `<alias>.id`: a bulk lookup selects the version's
 * fields once, where it found the version, and adds these over its own rows (alias `hit`) instead of reading
 * the version again. Found `COLLATE "C"`, through the byte-ordered version_id indexes (migration
 * 20261127050500_hash_lookup_indexes: a bulk lookup answers up to 10,000 versions, and the default collation's
 * strcoll made each probe several times dearer).
 */
export const versionRowRelations = (alias: string) => {
  const id = Prisma.raw(`${alias}.id`);
  return Prisma.sql`
  COALESCE((
    SELECT json_agg(json_build_object('id', f.id, 'filename', f.filename, 'primary', f."primary", 'size', f.size,
      'fileType', f.file_type, 'sha1', f.sha1, 'sha512', f.sha512) ORDER BY f.ordering, f.id)
    FROM version_files f WHERE (f.version_id COLLATE "C") = ${id}), '[]') AS files,
  COALESCE((
    SELECT json_agg(json_build_object('dependencyType', d.dependency_type, 'projectId', d.project_id,
      'dependencyVersionId', d.dependency_version_id, 'fileName', d.file_name) ORDER BY d.id)
    FROM dependencies d WHERE (d.version_id COLLATE "C") = ${id}), '[]') AS dependencies`;
};

/** Versions by id with files and dependencies, in one statement. */
export function versionRowsByIds(db: DbOrTx, ids: readonly string[]): Promise<VersionRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.$queryRaw<VersionRow[]>`
    SELECT ${versionRowFields("v")}, ${versionRowRelations("v")} FROM versions v WHERE v.id = ANY(${[...ids]}::text[])
    ORDER BY v.date_published DESC, v.id`;
}
