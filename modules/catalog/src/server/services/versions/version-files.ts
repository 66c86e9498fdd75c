import type { Actor } from "@hopper/core/auth";
import { newId } from "@hopper/core/db";
import type { DbOrTx } from "@hopper/core/db";
import { storage } from "@hopper/core/storage";

import { CONTENT_TYPES, extensionOf } from "./intake/file-checks";
import type { HashAlgorithm } from "./hash-lookup";
import { requireProjectPermission } from "../permissions";
import { getVisibleProject } from "../projects/project-access";
import { checkFileNames, disposeIntake, readVersionFiles } from "./intake/version-intake";
import type { UploadFile } from "./intake/version-intake";
import { refreshProjectCompatibility } from "./version-compatibility";
import { storageKeyFor } from "./version-file-keys";
import { problem, refusal } from "../refusals";

export const LAST_FILE = problem("versions.lastFile").text;

/** The version and its project, when the actor may add files to it; routes call it before reading the body. */
export async function requireFileUploadAccess(db: DbOrTx, actor: Actor | null, versionId: string) {
  if (!actor) throw refusal("unauthorized", problem("signIn"));
  const version = await db.version.findUnique({ where: { id: versionId }, include: { files: true } });
  if (!version) throw refusal("not_found", problem("versions.requestedNotFound"));
  const project = await getVisibleProject(db, actor, version.projectId);
  await requireProjectPermission(db, actor, project.teamId, "UPLOAD_VERSION");
  return { version, project };
}

/**
 * Adds files to an existing version (UPLOAD_VERSION), with the same checks as a new version's files: name,
 * count (at most 10 in all), type, zip integrity and bomb guard, no file the version or another project has.
 */
export async function addVersionFiles(db: DbOrTx, actor: Actor | null, versionId: string, files: UploadFile[]) {
  const { version, project } = await requireFileUploadAccess(db, actor, versionId);
  checkFileNames(
    files,
    version.files.map((file) => file.filename),
  );
  const { files: read, embedded } = await readVersionFiles(db, project, {
    files,
    loaders: version.loaders,
    primaryName: null,
    existingSha1s: version.files.map((file) => file.sha1),
  });
  const nextOrdering = Math.max(-1, ...version.files.map((file) => file.ordering)) + 1;
  const stored: string[] = [];
  try {
    for (const file of read) {
      const key = storageKeyFor(project.id, version.id, file.filename);
      await storage().put(
        key,
        { path: file.path },
        CONTENT_TYPES[extensionOf(file.filename)] ?? "application/octet-stream",
      );
      stored.push(key);
    }
    await db.versionFile.createMany({
      data: read.map((file, index) => ({
        id: newId(),
        versionId: version.id,
        filename: file.filename,
        storageKey: storageKeyFor(project.id, version.id, file.filename),
        primary: false,
        size: file.size,
        fileType: file.fileType ?? null,
        sha1: file.sha1,
        sha512: file.sha512,
        ordering: nextOrdering + index,
      })),
    });
    if (embedded.length > 0) {
      await db.dependency.createMany({
        data: embedded.map((dependency) => ({ id: newId(), versionId: version.id, ...dependency })),
      });
    }
    await refreshProjectCompatibility(db, project.id);
  } catch (error) {
    await Promise.all(stored.map((key) => storage().delete(key)));
    throw error;
  } finally {
    await disposeIntake(read);
  }
}

/**
 * Deletes one file of a version, found by hash (the newest version's file when several versions share it, or
 * the one of `versionId`). Needs DELETE_VERSION; the last file of a version cannot go.
 */
export async function deleteVersionFile(
  db: DbOrTx,
  actor: Actor | null,
  algorithm: HashAlgorithm,
  hash: string,
  versionId?: string,
) {
  if (!actor) throw refusal("unauthorized", problem("signIn"));
  const candidates = await db.versionFile.findMany({
    where: {
      ...(algorithm === "sha1" ? { sha1: hash.toLowerCase() } : { sha512: hash.toLowerCase() }),
      ...(versionId ? { versionId } : {}),
    },
    include: { version: { select: { projectId: true, datePublished: true } } },
    orderBy: [{ version: { datePublished: "desc" } }],
    take: 1,
  });
  const file = candidates[0];
  if (!file) throw refusal("not_found", problem("versions.fileNotFound"));
  const project = await getVisibleProject(db, actor, file.version.projectId).catch(() => {
    throw refusal("not_found", problem("versions.fileNotFound"));
  });
  await requireProjectPermission(db, actor, project.teamId, "DELETE_VERSION");
  const siblings = await db.versionFile.count({ where: { versionId: file.versionId } });
  if (siblings < 2) throw refusal("invalid_input", problem("versions.lastFile"));
  await db.versionFile.delete({ where: { id: file.id } });
  await refreshProjectCompatibility(db, project.id);
  await storage().delete(file.storageKey);
}
