import type { Actor } from "@hopper/core/auth";
import { newId } from "@hopper/core/db";
import type { DbOrTx } from "@hopper/core/db";
import { AppError } from "@hopper/core/errors";
import { hasControlCharacter } from "@hopper/core/validation";

import { isLoader, loaderSupports } from "../../../tags/loaders";
import { VERSION_CHANNELS } from "../../../tags/project-types";
import { requireProjectPermission } from "../permissions";
import { getVisibleProject } from "../projects/project-access";
import { firstUnknownGameVersion } from "./game-versions";
import { FILE_TYPES } from "./intake/file-checks";
import { refreshProjectCompatibility } from "./version-compatibility";
import { CHANGELOG_MAX, validateDependencies, versionName, VERSION_NUMBER_MAX } from "./version-fields";
import type { DependencyInput } from "./version-fields";
import { SETTABLE_VERSION_STATUSES } from "./version-statuses";

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
    if (hasControlCharacter(number)) {
      throw new AppError("invalid_input", "The version number must not contain control characters.");
    }
    if (number.length > VERSION_NUMBER_MAX) {
      throw new AppError("invalid_input", `The version number must be at most ${VERSION_NUMBER_MAX} characters.`);
    }
    data.versionNumber = number;
  }
  if (input.name !== undefined) data.name = versionName(input.name, version.versionNumber);
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
