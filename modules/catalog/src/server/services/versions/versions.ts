import type { Actor } from "@hopper/core/auth";
import { newId } from "@hopper/core/db";
import type { DbOrTx } from "@hopper/core/db";
import { AppError } from "@hopper/core/errors";
import { storage } from "@hopper/core/storage";

import { isLoader, loaderSupports } from "../../../tags/loaders";
import { VERSION_CHANNELS } from "../../../tags/project-types";
import { catalogSettings } from "../../settings";
import { CONTENT_TYPES, extensionOf, FILE_TYPES, inspectFileAt } from "./intake/file-checks";
import { firstUnknownGameVersion } from "./game-versions";
import { requireProjectPermission } from "../permissions";
import { projectsChanged } from "../projects/project-events";
import { getVisibleProject } from "../projects/project-access";
import { inTransaction } from "../transaction";
import { receiveUpload } from "./intake/upload";
import type { FileBody } from "./intake/upload";
import { checkFileNames, disposeIntake, readVersionFiles } from "./intake/version-intake";
import { SETTABLE_VERSION_STATUSES } from "./version-statuses";
import type { UploadFile } from "./intake/version-intake";

export const VERSION_NUMBER_MAX = 32;
export const VERSION_NAME_MAX = 64;
export const CHANGELOG_MAX = 65_536;
export const DEPENDENCY_TYPES = ["required", "optional", "incompatible", "embedded"] as const;
export { DUPLICATE_FILE, MAX_FILES_PER_VERSION, SAME_FILE_TWICE } from "./intake/version-intake";
export type { UploadFile } from "./intake/version-intake";

export interface DependencyInput {
  dependencyType: string;
  projectId?: string | null;
  versionId?: string | null;
  fileName?: string | null;
}

export interface CreateVersionInput {
  versionNumber: string;
  name?: string;
  versionType?: string;
  loaders: string[];
  gameVersions: string[];
  changelog?: string;
  featured?: boolean;
  dependencies?: DependencyInput[];
  files: UploadFile[];
  /** Filename of the primary file; the first file when absent. */
  primaryFile?: string;
}

/** Characters of a stored file name; others are replaced in the storage key (the URL keeps the real name). */
const storageName = (filename: string) => filename.replace(/[^A-Za-z0-9._-]/g, "_").replace(/^[._-]/, "x");

export const storageKeyFor = (projectId: string, versionId: string, filename: string) =>
  `data/${projectId}/versions/${versionId}/${storageName(filename)}`;

/** The public address of a file: served by the catalogue's /data route (it counts downloads). */
export const fileUrl = (projectId: string, versionId: string, filename: string) =>
  `/data/${projectId}/versions/${versionId}/${encodeURIComponent(filename)}`;

async function validateDependencies(db: DbOrTx, projectId: string, dependencies: DependencyInput[]) {
  const result: {
    dependencyType: string;
    projectId: string | null;
    dependencyVersionId: string | null;
    fileName: string | null;
  }[] = [];
  for (const dependency of dependencies) {
    if (!(DEPENDENCY_TYPES as readonly string[]).includes(dependency.dependencyType)) {
      throw new AppError("invalid_input", "A dependency must be required, optional, incompatible or embedded.");
    }
    let target = dependency.projectId ?? null;
    const versionId = dependency.versionId ?? null;
    if (versionId) {
      const version = await db.version.findUnique({ where: { id: versionId }, select: { projectId: true } });
      if (!version) throw new AppError("invalid_input", `Dependency version ${versionId} does not exist.`);
      target ??= version.projectId;
    } else if (target) {
      const project = await db.project.findFirst({
        where: { OR: [{ id: target }, { slugKey: target.toLowerCase() }] },
        select: { id: true },
      });
      if (!project) throw new AppError("invalid_input", `Dependency project ${target} does not exist.`);
      target = project.id;
    } else if (!dependency.fileName) {
      throw new AppError("invalid_input", "A dependency needs a project, a version or a file name.");
    }
    if (target === projectId) throw new AppError("invalid_input", "A version cannot depend on its own project.");
    result.push({
      dependencyType: dependency.dependencyType,
      projectId: target,
      dependencyVersionId: versionId,
      fileName: dependency.fileName ?? null,
    });
  }
  return result;
}

/** Recomputes a project's loaders and game versions from its versions. */
export async function refreshProjectCompatibility(db: DbOrTx, projectId: string) {
  const versions = await db.version.findMany({ where: { projectId }, select: { loaders: true, gameVersions: true } });
  await db.project.update({
    where: { id: projectId },
    data: {
      loaders: [...new Set(versions.flatMap((version) => version.loaders))].sort(),
      gameVersions: [...new Set(versions.flatMap((version) => version.gameVersions))],
      updated: new Date(),
    },
  });
  await projectsChanged(db, [projectId]);
}

/**
 * Creates a version with its files. Each file is read once while hashing (sha1, sha512) under the size limit,
 * then checked (type, zip integrity, zip-bomb guard, the loader's metadata for the primary file), refused if
 * another project already has it, and stored at data/{project}/versions/{version}/{filename}.
 */
export async function createVersion(db: DbOrTx, actor: Actor | null, idOrSlug: string, input: CreateVersionInput) {
  if (!actor) throw new AppError("unauthorized", "You must be signed in to do this.");
  const project = await requireUploadAccess(db, actor, idOrSlug);

  const versionNumber = input.versionNumber?.trim() ?? "";
  if (!versionNumber)
    throw new AppError("invalid_input", "Enter a version number.", { versionNumber: "Enter a version number." });
  if (versionNumber.length > VERSION_NUMBER_MAX) {
    const message = `The version number must be at most ${VERSION_NUMBER_MAX} characters.`;
    throw new AppError("invalid_input", message, { versionNumber: message });
  }
  const name = (input.name?.trim() || versionNumber).slice(0, VERSION_NAME_MAX);
  const versionType = input.versionType ?? "release";
  if (!(VERSION_CHANNELS as readonly string[]).includes(versionType)) {
    throw new AppError("invalid_input", "The channel must be release, beta or alpha.");
  }
  const loaders = [...new Set(input.loaders)];
  if (loaders.length === 0)
    throw new AppError("invalid_input", "Choose at least one loader.", { loaders: "Choose at least one loader." });
  for (const loader of loaders) {
    if (!isLoader(loader)) throw new AppError("invalid_input", `Unknown loader: ${loader}.`);
    if (!loaderSupports(loader, project.projectType)) {
      throw new AppError("invalid_input", `The loader ${loader} cannot be used for a ${project.projectType}.`);
    }
  }
  const gameVersions = [...new Set(input.gameVersions)];
  if (gameVersions.length === 0) {
    throw new AppError("invalid_input", "Choose at least one game version.", {
      gameVersions: "Choose at least one game version.",
    });
  }
  const unknownVersion = await firstUnknownGameVersion(db, gameVersions);
  if (unknownVersion) throw new AppError("invalid_input", `Unknown game version: ${unknownVersion}.`);
  const changelog = input.changelog ?? "";
  if (changelog.length > CHANGELOG_MAX)
    throw new AppError("invalid_input", `The changelog must be at most ${CHANGELOG_MAX} characters.`);
  const names = checkFileNames(input.files);
  const primaryName = input.primaryFile ?? input.files[0]!.filename;
  if (!names.has(primaryName.toLowerCase()))
    throw new AppError("invalid_input", "The primary file must be one of the files.");
  const dependencies = await validateDependencies(db, project.id, input.dependencies ?? []);
  const { files: read, embedded } = await readVersionFiles(db, project, { files: input.files, loaders, primaryName });

  // The objects are stored first and the rows written in one transaction after them: a failure at any step
  // rolls the rows back and removes the objects, so no version, file row or object is left half made.
  const versionId = newId();
  const stored: string[] = [];
  try {
    for (const file of read) {
      const key = storageKeyFor(project.id, versionId, file.filename);
      stored.push(key);
      await storage().put(
        key,
        { path: file.path },
        CONTENT_TYPES[extensionOf(file.filename)] ?? "application/octet-stream",
      );
    }
    return await inTransaction(db, async (tx) => {
      const version = await tx.version.create({
        data: {
          id: versionId,
          projectId: project.id,
          authorId: actor.userId,
          name,
          versionNumber,
          versionType,
          changelog,
          featured: input.featured ?? false,
          loaders,
          gameVersions,
          files: {
            create: read.map((file, ordering) => ({
              id: newId(),
              filename: file.filename,
              storageKey: storageKeyFor(project.id, versionId, file.filename),
              primary: file.primary,
              size: file.size,
              fileType: file.fileType ?? null,
              sha1: file.sha1,
              sha512: file.sha512,
              ordering,
            })),
          },
          dependencies: {
            create: [...dependencies, ...embedded].map((dependency) => ({ id: newId(), ...dependency })),
          },
        },
        include: { files: { orderBy: { ordering: "asc" } }, dependencies: true },
      });
      await refreshProjectCompatibility(tx, project.id);
      return version;
    });
  } catch (error) {
    // allSettled: a failed clean-up must not hide the error that caused it.
    await Promise.allSettled(stored.map((key) => storage().delete(key)));
    throw error;
  } finally {
    await disposeIntake(read);
  }
}

/**
 * The project, when the actor may upload versions to it (UPLOAD_VERSION); upload routes call it as soon as
 * the request names the project, before any file is stored.
 */
export async function requireUploadAccess(db: DbOrTx, actor: Actor | null, idOrSlug: string) {
  if (!actor) throw new AppError("unauthorized", "You must be signed in to do this.");
  const project = await getVisibleProject(db, actor, idOrSlug);
  await requireProjectPermission(db, actor, project.teamId, "UPLOAD_VERSION");
  return project;
}

/** What the upload form pre-fills from a file's metadata: loaders, game versions and dependencies. */
export async function suggestFromFile(projectType: string, filename: string, body: FileBody) {
  const settings = catalogSettings();
  const data = await receiveUpload(filename, body, settings.CATALOG_MAX_FILE_BYTES);
  try {
    return await inspectFileAt(filename, data.path, {
      projectType,
      loaders: [],
      primary: false,
      limits: {
        maxEntries: settings.CATALOG_ZIP_MAX_ENTRIES,
        maxUncompressedBytes: settings.CATALOG_ZIP_MAX_UNCOMPRESSED_BYTES,
        maxRatio: settings.CATALOG_ZIP_MAX_RATIO,
      },
    });
  } finally {
    await data.dispose();
  }
}

/** Deletes a version and its stored files. Needs DELETE_VERSION. */
export async function deleteVersion(db: DbOrTx, actor: Actor | null, versionId: string) {
  if (!actor) throw new AppError("unauthorized", "You must be signed in to do this.");
  const version = await db.version.findUnique({ where: { id: versionId }, include: { files: true } });
  if (!version) throw new AppError("not_found", "Version not found.");
  const project = await getVisibleProject(db, actor, version.projectId);
  await requireProjectPermission(db, actor, project.teamId, "DELETE_VERSION");
  await db.version.delete({ where: { id: version.id } });
  await refreshProjectCompatibility(db, project.id);
  await Promise.all(version.files.map((file) => storage().delete(file.storageKey)));
}

export interface VersionListFilters {
  loaders?: string[];
  gameVersions?: string[];
  channels?: string[];
  featured?: boolean;
  /** Version statuses to include; all when absent (callers pass LISTED_VERSION_STATUSES for outsiders). */
  statuses?: readonly string[];
  skip?: number;
  take?: number;
}

/** The SQL filter of a project's version list (shared by the list and its count). */
export const versionListWhere = (projectId: string, filters: VersionListFilters) => ({
  projectId,
  loaders: filters.loaders?.length ? { hasSome: filters.loaders } : undefined,
  gameVersions: filters.gameVersions?.length ? { hasSome: filters.gameVersions } : undefined,
  versionType: filters.channels?.length ? { in: filters.channels } : undefined,
  featured: filters.featured,
  status: filters.statuses ? { in: [...filters.statuses] } : undefined,
});

/** Versions of a project, newest first, with files and dependencies; every filter runs in SQL. */
export function listVersions(db: DbOrTx, projectId: string, filters: VersionListFilters = {}) {
  return db.version.findMany({
    where: versionListWhere(projectId, filters),
    include: { files: { orderBy: { ordering: "asc" } }, dependencies: true },
    orderBy: [{ datePublished: "desc" }, { id: "asc" }],
    skip: filters.skip,
    take: filters.take,
  });
}

/** Looks a file up by its sha1 or sha512 (what launchers do). */
export function findFileByHash(db: DbOrTx, algorithm: "sha1" | "sha512", hash: string) {
  return db.versionFile.findFirst({
    where: algorithm === "sha1" ? { sha1: hash.toLowerCase() } : { sha512: hash.toLowerCase() },
    include: { version: true },
  });
}

export interface UpdateVersionInput {
  name?: string;
  versionNumber?: string;
  versionType?: string;
  changelog?: string;
  featured?: boolean;
  loaders?: string[];
  gameVersions?: string[];
  /** Filename of the new primary file. */
  primaryFile?: string;
  /** The new primary file by one of its hashes (the public API's `primary_file: [algorithm, hash]`). */
  primaryFileHash?: FileHashRef;
  dependencies?: DependencyInput[];
  /** listed, archived, draft or unlisted. */
  status?: string;
  /** Sets (or clears, with null) the type of files named by hash. */
  fileTypes?: (FileHashRef & { fileType: string | null })[];
}

export interface FileHashRef {
  algorithm: "sha1" | "sha512";
  hash: string;
}

function fileByHash<F extends { sha1: string; sha512: string }>(files: readonly F[], ref: FileHashRef): F {
  const hash = ref.hash.toLowerCase();
  const file = files.find((candidate) => candidate[ref.algorithm] === hash);
  if (!file)
    throw new AppError("invalid_input", `This version has no file with the ${ref.algorithm} hash ${ref.hash}.`);
  return file;
}

/** Edits a version's details. Needs UPLOAD_VERSION (the permission that created it). */
export async function updateVersion(db: DbOrTx, actor: Actor | null, versionId: string, input: UpdateVersionInput) {
  if (!actor) throw new AppError("unauthorized", "You must be signed in to do this.");
  const version = await db.version.findUnique({ where: { id: versionId }, include: { files: true } });
  if (!version) throw new AppError("not_found", "Version not found.");
  const project = await getVisibleProject(db, actor, version.projectId);
  await requireProjectPermission(db, actor, project.teamId, "UPLOAD_VERSION");
  const data: Parameters<typeof db.version.update>[0]["data"] = {};
  if (input.versionNumber !== undefined) {
    const number = input.versionNumber.trim();
    if (!number) throw new AppError("invalid_input", "Enter a version number.");
    if (number.length > VERSION_NUMBER_MAX) {
      throw new AppError("invalid_input", `The version number must be at most ${VERSION_NUMBER_MAX} characters.`);
    }
    data.versionNumber = number;
  }
  if (input.name !== undefined) data.name = input.name.trim().slice(0, VERSION_NAME_MAX) || version.versionNumber;
  if (input.versionType !== undefined) {
    if (!(VERSION_CHANNELS as readonly string[]).includes(input.versionType)) {
      throw new AppError("invalid_input", "The channel must be release, beta or alpha.");
    }
    data.versionType = input.versionType;
  }
  if (input.changelog !== undefined) {
    if (input.changelog.length > CHANGELOG_MAX) {
      throw new AppError("invalid_input", `The changelog must be at most ${CHANGELOG_MAX} characters.`);
    }
    data.changelog = input.changelog;
  }
  if (input.featured !== undefined) data.featured = input.featured;
  if (input.loaders !== undefined) {
    if (input.loaders.length === 0) throw new AppError("invalid_input", "Choose at least one loader.");
    const bad = input.loaders.find((loader) => !loaderSupports(loader, project.projectType));
    if (bad) {
      throw new AppError(
        "invalid_input",
        isLoader(bad) ? `The loader ${bad} cannot be used for a ${project.projectType}.` : `Unknown loader: ${bad}.`,
      );
    }
    data.loaders = [...new Set(input.loaders)];
  }
  if (input.gameVersions !== undefined) {
    if (input.gameVersions.length === 0) throw new AppError("invalid_input", "Choose at least one game version.");
    const unknown = await firstUnknownGameVersion(db, input.gameVersions);
    if (unknown) throw new AppError("invalid_input", `Unknown game version: ${unknown}.`);
    data.gameVersions = [...new Set(input.gameVersions)];
  }
  if (input.dependencies !== undefined) {
    const dependencies = await validateDependencies(db, project.id, input.dependencies);
    data.dependencies = { deleteMany: {}, create: dependencies.map((dependency) => ({ id: newId(), ...dependency })) };
  }
  if (input.status !== undefined) {
    if (!SETTABLE_VERSION_STATUSES.includes(input.status)) {
      throw new AppError("invalid_input", "The status must be listed, archived, draft or unlisted.");
    }
    data.status = input.status;
  }
  const fileTypes = (input.fileTypes ?? []).map((change) => {
    if (change.fileType !== null && !(FILE_TYPES as readonly string[]).includes(change.fileType)) {
      throw new AppError("invalid_input", `Unknown file type: ${change.fileType}.`);
    }
    return { id: fileByHash(version.files, change).id, fileType: change.fileType };
  });
  let primary: { id: string } | undefined;
  if (input.primaryFile !== undefined) {
    primary = version.files.find((candidate) => candidate.filename === input.primaryFile);
    if (!primary) throw new AppError("invalid_input", "The primary file must be one of the files.");
  }
  if (input.primaryFileHash !== undefined) primary = fileByHash(version.files, input.primaryFileHash);
  for (const change of fileTypes) {
    await db.versionFile.update({ where: { id: change.id }, data: { fileType: change.fileType } });
  }
  if (primary) {
    const file = primary;
    await db.versionFile.updateMany({ where: { versionId: version.id }, data: { primary: false } });
    await db.versionFile.update({ where: { id: file.id }, data: { primary: true } });
  }
  const updated = await db.version.update({
    where: { id: version.id },
    data,
    include: { files: { orderBy: { ordering: "asc" } }, dependencies: true },
  });
  await refreshProjectCompatibility(db, project.id);
  return updated;
}
