-- Hash lookups (POST /v2/version_files, /update; GET /v2/version_file/{hash}): indexes for the hash → version →
-- project visibility path, so the 1,000-hash lookup reads indexes only until it knows which versions to answer.
--
-- Every one is in the "C" collation. The database's default (C.UTF-8, or whatever an external server was created
-- with) compares text through the C library's strcoll, which made each B-tree descent over a hash or an 8-character
-- id several times slower than a byte comparison; ids and hashes only ever need equality, which is the same in
-- both. The lookups ask for these indexes by writing `COLLATE "C"` on the column (services/versions/hash-lookup.ts).
-- The INCLUDE columns make the visibility check an index-only scan: hash → version_id, version id → project,
-- status and publication date, project id → status, team and organization.
--
-- Prisma's schema cannot express a collation or INCLUDE on an index, so these live here only.
-- On a large catalogue create them by hand first with CREATE INDEX CONCURRENTLY (the same statements without
-- IF NOT EXISTS), as docs/operations.md "Upgrades without downtime" says; this migration then finds them.
-- The older default-collation indexes on the same columns stay for the code of the release before (expand-only).
SET LOCAL lock_timeout = '5s';

CREATE INDEX IF NOT EXISTS "version_files_sha1_c_idx" ON "version_files" ("sha1" COLLATE "C") INCLUDE ("version_id");
CREATE INDEX IF NOT EXISTS "version_files_sha512_c_idx" ON "version_files" ("sha512" COLLATE "C") INCLUDE ("version_id");
CREATE INDEX IF NOT EXISTS "version_files_version_id_c_idx" ON "version_files" ("version_id" COLLATE "C");
CREATE INDEX IF NOT EXISTS "versions_id_c_idx" ON "versions" ("id" COLLATE "C") INCLUDE ("project_id", "status", "date_published");
CREATE INDEX IF NOT EXISTS "versions_project_id_c_date_published_idx" ON "versions" ("project_id" COLLATE "C", "date_published");
CREATE INDEX IF NOT EXISTS "projects_id_c_idx" ON "projects" ("id" COLLATE "C") INCLUDE ("status", "team_id", "organization_id");
CREATE INDEX IF NOT EXISTS "dependencies_version_id_c_idx" ON "dependencies" ("version_id" COLLATE "C");
