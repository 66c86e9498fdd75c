import type { Actor } from "@hopper/core/auth";
import type { DbOrTx } from "@hopper/core/db";
import { AppError } from "@hopper/core/errors";

import { DONATION_PLATFORMS } from "../../tags/project-types";
import { canViewProject } from "../services/projects/project-access";
import { projectRowByIdOrSlug, projectRowsByIds } from "../services/projects/project-rows";
import type { ProjectRow } from "../services/projects/project-rows";
import type { ProjectV2 } from "./project-schema";

const iso = (date: Date | null) => (date ? date.toISOString() : null);

const PLATFORM_NAMES = new Map<string, string>(DONATION_PLATFORMS.map((platform) => [platform.short, platform.name]));

/** A loaded project in the public API's v2 shape. */
function projectJson(project: ProjectRow, origin: string): ProjectV2 {
  return {
    id: project.id,
    slug: project.slug,
    project_type: project.projectType,
    team: project.teamId,
    organization: project.organizationId,
    title: project.name,
    description: project.summary,
    body: project.body,
    body_url: null,
    status: project.status,
    requested_status: project.requestedStatus,
    moderator_message: project.moderatorMessage
      ? { message: project.moderatorMessage, body: project.moderatorMessageBody }
      : null,
    license: { id: project.licenseId, name: project.licenseName ?? "", url: project.licenseUrl },
    client_side: project.clientSide,
    server_side: project.serverSide,
    downloads: project.downloads,
    followers: project.followers,
    categories: project.categories.filter((c) => !c.additional).map((c) => c.category),
    additional_categories: project.categories.filter((c) => c.additional).map((c) => c.category),
    loaders: project.loaders,
    game_versions: project.gameVersions,
    versions: project.versionIds,
    icon_url: project.iconUrl ? new URL(project.iconUrl, origin).toString() : null,
    issues_url: project.issuesUrl,
    source_url: project.sourceUrl,
    wiki_url: project.wikiUrl,
    discord_url: project.discordUrl,
    // id is the platform's code, platform its display name (as the reference API answers).
    donation_urls: project.donationLinks.map((link) => ({
      id: link.platform,
      platform: PLATFORM_NAMES.get(link.platform) ?? link.platform,
      url: link.url,
    })),
    gallery: project.gallery.map((image) => ({
      url: new URL(image.url, origin).toString(),
      raw_url: new URL(image.rawUrl, origin).toString(),
      featured: image.featured,
      title: image.title,
      description: image.description,
      created: new Date(image.created).toISOString(),
      ordering: image.ordering,
    })),
    color: project.color,
    thread_id: project.threadId,
    monetization_status: project.monetizationStatus,
    published: iso(project.published),
    updated: iso(project.updated),
    approved: iso(project.approved),
    queued: iso(project.queued),
  };
}

export type ProjectJson = ProjectV2;

/**
 * A project in the public API's v2 shape. `versionReader` is who reads its version list (the reader with
 * VERSION_READ): `versions` holds only the versions that reader may open.
 */
export async function projectBody(
  db: DbOrTx,
  versionReader: Actor | null,
  projectId: string,
  origin: string,
): Promise<ProjectJson> {
  const project = (await projectRowsByIds(db, versionReader, [projectId])).get(projectId);
  if (!project) throw new AppError("not_found", "Project not found.");
  return projectJson(project, origin);
}

/**
 * GET /v2/project/{id|slug}: the body if the reader may see the project, else not_found; its `versions` hold what
 * `versionReader` may open. A public project costs one statement; a hidden one adds the reader's membership check.
 */
export async function visibleProjectBody(
  db: DbOrTx,
  reader: Actor | null,
  versionReader: Actor | null,
  idOrSlug: string,
  origin: string,
): Promise<ProjectJson> {
  const project = await projectRowByIdOrSlug(db, versionReader, idOrSlug);
  if (!project || !(await canViewProject(db, reader, project))) throw new AppError("not_found", "Project not found.");
  return projectJson(project, origin);
}

/**
 * Many projects in the v2 shape, in the order of `projectIds`, in one statement (plus one for the version lists
 * of hidden versions when `versionReader` is signed in).
 */
export async function projectBodies(
  db: DbOrTx,
  versionReader: Actor | null,
  projectIds: readonly string[],
  origin: string,
): Promise<ProjectJson[]> {
  const byId = await projectRowsByIds(db, versionReader, projectIds);
  return projectIds.flatMap((id) => {
    const row = byId.get(id);
    return row ? [projectJson(row, origin)] : [];
  });
}
