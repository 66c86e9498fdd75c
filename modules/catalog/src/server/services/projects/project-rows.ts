import { isStaff } from "@hopper/core/auth";
import type { Actor } from "@hopper/core/auth";
import { directQuery, Prisma } from "@hopper/core/db";
import type { DbOrTx } from "@hopper/core/db";

import { slugKey } from "../validation";
import { LISTED_VERSION_STATUSES } from "../versions/version-statuses";
import { projectInsiders } from "./project-access";

// Everything the v2 project body shows, for one or many projects, in one SQL statement: related rows come
// back as JSON aggregates instead of one ORM query per relation (GET /v2/project is the API's busiest read).

export interface ProjectRow {
  id: string;
  slug: string;
  projectType: string;
  name: string;
  summary: string;
  body: string;
  teamId: string;
  organizationId: string | null;
  status: string;
  requestedStatus: string | null;
  moderatorMessage: string | null;
  moderatorMessageBody: string | null;
  licenseId: string;
  licenseName: string | null;
  licenseUrl: string | null;
  downloads: number;
  followers: number;
  iconUrl: string | null;
  color: number | null;
  issuesUrl: string | null;
  sourceUrl: string | null;
  wikiUrl: string | null;
  discordUrl: string | null;
  clientSide: string;
  serverSide: string;
  monetizationStatus: string;
  threadId: string | null;
  loaders: string[];
  gameVersions: string[];
  published: Date;
  updated: Date;
  approved: Date | null;
  queued: Date | null;
  categories: { category: string; additional: boolean }[];
  donationLinks: { platform: string; url: string }[];
  gallery: {
    url: string;
    rawUrl: string;
    featured: boolean;
    title: string | null;
    description: string | null;
    created: string;
    ordering: number;
  }[];
  /** The ids of the versions the reader may open (oldest first): every one for insiders, else listed ones. */
  versionIds: string[];
}

type StoredRow = Omit<ProjectRow, "versionIds"> & { versions: { id: string; status: string }[] };

interface WithVersions {
  id: string;
  teamId: string;
  organizationId: string | null;
  versions: { id: string; status: string }[];
}

/**
 * The ids of each project's versions that the reader may open (issue 13: an anonymous reader saw the ids of
 * drafts that answer 404): staff, the project's team and the owning organization's members get every version
 * (the insiders of seesHiddenVersions), everyone else the listed and archived ones, as version lists show them.
 * One query, only when a project has a version outsiders may not see and the reader is signed in.
 */
export async function openableVersionIds(
  db: DbOrTx,
  reader: Actor | null,
  projects: readonly WithVersions[],
): Promise<Map<string, string[]>> {
  const listed = (project: WithVersions) =>
    project.versions.every((version) => LISTED_VERSION_STATUSES.includes(version.status));
  const inside = isStaff(reader)
    ? new Set(projects.map((project) => project.id))
    : (
        await projectInsiders(
          db,
          reader,
          projects.filter((project) => !listed(project)),
        )
      ).onTeam;
  return new Map(
    projects.map((project) => [
      project.id,
      project.versions
        .filter((version) => inside.has(project.id) || LISTED_VERSION_STATUSES.includes(version.status))
        .map((version) => version.id),
    ]),
  );
}

async function withOpenableVersions(db: DbOrTx, reader: Actor | null, rows: StoredRow[]): Promise<ProjectRow[]> {
  const openable = await openableVersionIds(db, reader, rows);
  return rows.map(({ versions: _versions, ...row }) => ({ ...row, versionIds: openable.get(row.id) ?? [] }));
}

const COLUMNS = `p.id, p.slug, p.project_type AS "projectType", p.name, p.summary, p.body, p.team_id AS "teamId",
    p.organization_id AS "organizationId", p.status, p.requested_status AS "requestedStatus",
    p.moderator_message AS "moderatorMessage", p.moderator_message_body AS "moderatorMessageBody",
    p.license_id AS "licenseId", p.license_name AS "licenseName", p.license_url AS "licenseUrl", p.downloads,
    p.followers, p.icon_url AS "iconUrl", p.color, p.issues_url AS "issuesUrl", p.source_url AS "sourceUrl",
    p.wiki_url AS "wikiUrl", p.discord_url AS "discordUrl", p.client_side AS "clientSide",
    p.server_side AS "serverSide", p.monetization_status AS "monetizationStatus", p.thread_id AS "threadId",
    p.loaders, p.game_versions AS "gameVersions", p.published, p.updated, p.approved, p.queued,
    coalesce((SELECT json_agg(json_build_object('category', c.category, 'additional', c.additional)
        ORDER BY c.category)
      FROM project_categories c WHERE c.project_id = p.id), '[]') AS categories,
    coalesce((SELECT json_agg(json_build_object('platform', d.platform, 'url', d.url) ORDER BY d.ordering, d.id)
      FROM project_donation_links d WHERE d.project_id = p.id), '[]') AS "donationLinks",
    coalesce((SELECT json_agg(json_build_object('url', g.url, 'rawUrl', g.raw_url, 'featured', g.featured,
        'title', g.title, 'description', g.description, 'created', g.created, 'ordering', g.ordering)
        ORDER BY g.ordering, g.id)
      FROM gallery_images g WHERE g.project_id = p.id), '[]') AS gallery,
    coalesce((SELECT json_agg(json_build_object('id', v.id, 'status', v.status) ORDER BY v.date_published, v.id)
      FROM versions v WHERE v.project_id = p.id), '[]') AS versions`;

const select = (where: Prisma.Sql, orderLimit: Prisma.Sql = Prisma.empty) =>
  Prisma.sql`SELECT ${Prisma.raw(COLUMNS)} FROM projects p WHERE ${where} ${orderLimit}`;

/**
 * GET /v2/project's statement ($1 the id or slug, $2 its slug key): the project whose id it is, else the one with
 * that slug. Exported so bench/api's bare SQL is this very statement.
 */
export const PROJECT_BY_ID_OR_SLUG_SQL = `SELECT ${COLUMNS} FROM projects p
  WHERE (p.id = $1 OR p.slug_key = $2) ORDER BY p.id = $1 DESC LIMIT 1`;

/**
 * The project whose id or (case-insensitive) slug this is; an id wins over another project's slug. Its version
 * list holds what `reader` may open; whether the reader may see the project at all is the caller's check.
 */
export async function projectRowByIdOrSlug(
  db: DbOrTx,
  reader: Actor | null,
  idOrSlug: string,
): Promise<ProjectRow | null> {
  // The API's busiest read: straight through pg (directQuery), not Prisma's raw-query path.
  const rows = await directQuery<StoredRow>(db, PROJECT_BY_ID_OR_SLUG_SQL, [idOrSlug, slugKey(idOrSlug)]);
  return (await withOpenableVersions(db, reader, rows))[0] ?? null;
}

/** Projects by id, keyed by id (unknown ids are absent), each version list holding what `reader` may open. */
export async function projectRowsByIds(
  db: DbOrTx,
  reader: Actor | null,
  ids: readonly string[],
): Promise<Map<string, ProjectRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db.$queryRaw<StoredRow[]>(select(Prisma.sql`p.id = ANY(${[...new Set(ids)]}::text[])`));
  return new Map((await withOpenableVersions(db, reader, rows)).map((row) => [row.id, row]));
}
