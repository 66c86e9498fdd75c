import { primaryFile } from "../services/versions/version-rules";
import type { VersionRow } from "../services/versions/version-rows";
import { fileUrl } from "../services/versions/version-file-keys";
import type { VersionV2 } from "./version-schema";

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export { projectBody, projectBodies } from "./project-body";

/** A version in the public API's v2 shape (from the ORM's version with files, or a raw VersionRow). */
export function versionBody(version: VersionRow, origin: string): VersionV2 {
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
