import type { DbOrTx } from "@hopper/core/db";

import { primaryFile } from "../services/version-rules";
import { fileUrl } from "../services/versions";

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** A project in the public API's v2 shape. */
export async function projectBody(db: DbOrTx, projectId: string, origin: string) {
  const project = await db.project.findUniqueOrThrow({
    where: { id: projectId },
    include: {
      categories: true,
      donationLinks: { orderBy: { ordering: "asc" } },
      gallery: { orderBy: { ordering: "asc" } },
      versions: { select: { id: true }, orderBy: { datePublished: "asc" } },
    },
  });
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
    versions: project.versions.map((version) => version.id),
    icon_url: project.iconUrl ? new URL(project.iconUrl, origin).toString() : null,
    issues_url: project.issuesUrl,
    source_url: project.sourceUrl,
    wiki_url: project.wikiUrl,
    discord_url: project.discordUrl,
    donation_urls: project.donationLinks.map((link) => ({ id: link.platform, platform: link.platform, url: link.url })),
    gallery: project.gallery.map((image) => ({
      url: new URL(image.url, origin).toString(),
      raw_url: new URL(image.rawUrl, origin).toString(),
      featured: image.featured,
      title: image.title,
      description: image.description,
      created: iso(image.created),
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

type VersionWithFiles = Awaited<ReturnType<typeof loadVersions>>[number];

export function loadVersions(db: DbOrTx, where: { id?: string; projectId?: string; ids?: string[] }) {
  return db.version.findMany({
    where: { id: where.ids ? { in: where.ids } : where.id, projectId: where.projectId },
    include: { files: { orderBy: { ordering: "asc" } }, dependencies: true },
    orderBy: [{ datePublished: "desc" }, { id: "asc" }],
  });
}

/** A version in the public API's v2 shape. */
export function versionBody(version: VersionWithFiles, origin: string) {
  const primary = primaryFile(version.files);
  return {
    id: version.id,
    project_id: version.projectId,
    author_id: version.authorId,
    name: version.name,
    version_number: version.versionNumber,
    changelog: version.changelog,
    changelog_url: null,
    date_published: iso(version.datePublished),
    downloads: version.downloads,
    version_type: version.versionType,
    status: version.status,
    requested_status: version.requestedStatus,
    featured: version.featured,
    loaders: version.loaders,
    game_versions: version.gameVersions,
    dependencies: version.dependencies.map((dependency) => ({
      version_id: dependency.dependencyVersionId,
      project_id: dependency.projectId,
      file_name: dependency.fileName,
      dependency_type: dependency.dependencyType,
    })),
    files: version.files.map((file) => ({
      hashes: { sha1: file.sha1, sha512: file.sha512 },
      url: new URL(fileUrl(version.projectId, version.id, file.filename), origin).toString(),
      filename: file.filename,
      primary: "placeholder" in primary ? false : file.id === primary.id,
      size: file.size,
      file_type: file.fileType,
    })),
  };
}
