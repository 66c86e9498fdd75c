import type { Actor } from "@hopper/core/auth";
import { newId } from "@hopper/core/db";
import type { DbOrTx } from "@hopper/core/db";
import { hasControlCharacter } from "@hopper/core/validation";

import { requireProjectPermission } from "../permissions";
import { getVisibleProject } from "../projects/project-access";
import { FILE_TYPES } from "./intake/file-checks";
import { refreshProjectCompatibility } from "./version-compatibility";
import { CHANGELOG_MAX, validateDependencies, versionName, VERSION_NUMBER_MAX } from "./version-fields";
import type { DependencyInput } from "./version-fields";
import { checkedChannel, checkedGameVersions, checkedLoaders, checkedStatus } from "./version-field-checks";
import { problem, refusal } from "../refusals";
import { becomesPublic, versionsPublished } from "./version-published";
import { changelogHtmlData } from "../markdown/stored-html";

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
    throw refusal("invalid_input", problem("versions.noFileWithHash", { algorithm: ref.algorithm, hash: ref.hash }));
  return file;
}

/** Edits a version's details. Needs UPLOAD_VERSION (the permission that created it). */
export async function updateVersion(db: DbOrTx, actor: Actor | null, versionId: string, input: UpdateVersionInput) {
  if (!actor) throw refusal("unauthorized", problem("signIn"));
  const version = await db.version.findUnique({ where: { id: versionId }, include: { files: true } });
  if (!version) throw refusal("not_found", problem("versions.notFound"));
  const project = await getVisibleProject(db, actor, version.projectId);
  await requireProjectPermission(db, actor, project.teamId, "UPLOAD_VERSION");
  const data: Parameters<typeof db.version.update>[0]["data"] = {};
  if (input.versionNumber !== undefined) {
    const number = input.versionNumber.trim();
    if (!number) throw refusal("invalid_input", problem("versionNumberMissing"));
    if (hasControlCharacter(number)) {
      throw refusal("invalid_input", problem("versions.numberControl"));
    }
    if (number.length > VERSION_NUMBER_MAX) {
      throw refusal("invalid_input", problem("versions.numberLength", { max: String(VERSION_NUMBER_MAX) }));
    }
    data.versionNumber = number;
  }
  if (input.name !== undefined) data.name = versionName(input.name, version.versionNumber);
  if (input.versionType !== undefined) data.versionType = checkedChannel(input.versionType);
  if (input.changelog !== undefined) {
    if (input.changelog.length > CHANGELOG_MAX) {
      throw refusal("invalid_input", problem("versions.changelogLength", { max: String(CHANGELOG_MAX) }));
    }
    data.changelog = input.changelog;
    Object.assign(data, await changelogHtmlData(input.changelog));
  }
  if (input.featured !== undefined) data.featured = input.featured;
  if (input.loaders !== undefined) data.loaders = checkedLoaders(project.projectType, input.loaders);
  if (input.gameVersions !== undefined) data.gameVersions = await checkedGameVersions(db, input.gameVersions);
  if (input.dependencies !== undefined) {
    const dependencies = await validateDependencies(db, actor, project.id, input.dependencies);
    data.dependencies = { deleteMany: {}, create: dependencies.map((dependency) => ({ id: newId(), ...dependency })) };
  }
  if (input.status !== undefined) data.status = checkedStatus(input.status);
  const fileTypes = (input.fileTypes ?? []).map((change) => {
    if (change.fileType !== null && !(FILE_TYPES as readonly string[]).includes(change.fileType)) {
      throw refusal("invalid_input", problem("versions.unknownFileType", { fileType: change.fileType }));
    }
    return { id: fileByHash(version.files, change).id, fileType: change.fileType };
  });
  let primary: { id: string } | undefined;
  if (input.primaryFile !== undefined) {
    primary = version.files.find((candidate) => candidate.filename === input.primaryFile);
    if (!primary) throw refusal("invalid_input", problem("versions.primaryFile"));
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
  // Callers pass their transaction (REST and the site's procedure both do), so the row and the event commit
  // together: followers hear of a version only once it is really listed. Not inTransaction: a Prisma
  // transaction client also has $transaction, so it would open a second transaction beside the caller's.
  if (becomesPublic(version.status, updated.status)) await versionsPublished(db, project, [version.id]);
  return updated;
}
