import { Prisma } from "@hopper/core/db";

// The v2 version body built by PostgreSQL, as JSON text, for the bulk hash lookup. A 1,000-hash answer is
// 0.6–0.8 MB: parsed into rows, shaped into bodies and serialised again it cost node about 25 ms of CPU (GC 4.4,
// row parsing 3.3, serialisation 2.3 …; bench/search/README.md), as much as the statement itself. Built here it is
// passed through as text. The same body as `versionBody` (rest/bodies.ts) — `version-answer-json.test.ts` holds the
// two equal over files, primary flags, file names that need encoding and dependencies — but without the
// dependencies, which the caller's visibility decides (rest/open-dependencies.ts) and which are returned apart.

/** Characters encodeURIComponent leaves as they are (RFC 3986 unreserved, plus !*'()). */
const UNRESERVED = `A-Za-z0-9_.!~*''()-`;

/**
 * encodeURIComponent of a file name: as it is when every character is unreserved, with `+` (common in mod
 * file names: `mod-1.2+1.20.1.jar`) replaced when that is the only other character, else character by
 * character, each other character's UTF-8 bytes as %XX.
 */
const encodedName = (name: string) =>
  Prisma.raw(`CASE
      WHEN ${name} ~ '^[${UNRESERVED}]*$' THEN ${name}
      WHEN ${name} ~ '^[${UNRESERVED}+]*$' THEN replace(${name}, '+', '%2B')
      ELSE (SELECT string_agg(CASE WHEN ch ~ '^[${UNRESERVED}]$' THEN ch
          ELSE regexp_replace(upper(encode(convert_to(ch, 'UTF8'), 'hex')), '(..)', '%\\1', 'g') END, '' ORDER BY n)
        FROM regexp_split_to_table(${name}, '') WITH ORDINALITY AS c(ch, n))
    END`);

/**
 * The v2 body of a version but its dependencies, as JSON text, from a row `alias` with the columns of
 * versionRowFields (`id`, `"projectId"`, …). `origin` prefixes the file URLs (`new URL(fileUrl(…), origin)`).
 * The primary file is the first one flagged primary in file order, else the first file (primaryFile).
 */
export function versionAnswerJsonSql(alias: string, origin: string): Prisma.Sql {
  const row = (column: string) => Prisma.raw(`${alias}.${column}`);
  return Prisma.sql`json_build_object(
      'id', ${row("id")}, 'project_id', ${row(`"projectId"`)}, 'author_id', ${row(`"authorId"`)},
      'name', ${row("name")}, 'version_number', ${row(`"versionNumber"`)}, 'changelog', ${row("changelog")},
      'changelog_url', NULL,
      'date_published', to_char(${row(`"datePublished"`)} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
      'downloads', ${row("downloads")}, 'version_type', ${row(`"versionType"`)}, 'status', ${row("status")},
      'requested_status', ${row(`"requestedStatus"`)}, 'featured', ${row("featured")},
      'loaders', ${row("loaders")}, 'game_versions', ${row(`"gameVersions"`)},
      'files', COALESCE((
        SELECT json_agg(json_build_object(
            'hashes', json_build_object('sha1', f.sha1, 'sha512', f.sha512),
            'url', ${origin} || '/data/' || ${row(`"projectId"`)} || '/versions/' || ${row("id")} || '/'
              || ${encodedName("f.filename")},
            'filename', f.filename, 'primary', f.id = f.primary_id, 'size', f.size, 'file_type', f.file_type)
          ORDER BY f.ordering, f.id)
        FROM (
          SELECT vf.*, first_value(vf.id) OVER (ORDER BY NOT vf."primary", vf.ordering, vf.id) AS primary_id
          FROM version_files vf WHERE (vf.version_id COLLATE "C") = ${row("id")}
        ) f), '[]')
    )::text`;
}

/** The v2 dependencies of the version `<alias>.id` (json: a short list, parsed, for the visibility check). */
export function versionDependenciesJsonSql(alias: string): Prisma.Sql {
  return Prisma.sql`COALESCE((
      SELECT json_agg(json_build_object('version_id', d.dependency_version_id, 'project_id', d.project_id,
        'file_name', d.file_name, 'dependency_type', d.dependency_type) ORDER BY d.id)
      FROM dependencies d WHERE (d.version_id COLLATE "C") = ${Prisma.raw(`${alias}.id`)}), '[]')`;
}
