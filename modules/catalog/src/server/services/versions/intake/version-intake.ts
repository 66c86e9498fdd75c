import type { DbOrTx } from "@hopper/core/db";

import { catalogSettings } from "../../../settings";
import { problem, refusal } from "../../refusals";
import type { Problem } from "../../refusals";
import type { SpooledFile } from "@hopper/core/storage";

import { extensionOf, FILE_TYPES, inspectFileAt } from "./file-checks";
import type { FileInspection } from "./file-checks";
import { receiveUpload } from "./upload";
import type { FileBody } from "./upload";

// The checks every file added to a version passes, whether it arrives with a new version (createVersion) or
// is added to an existing one (addVersionFiles), so the two paths cannot drift apart.

export const MAX_FILES_PER_VERSION = 10;
export const DUPLICATE_FILE = problem("duplicateFile").text;
export const SAME_FILE_TWICE = problem("sameFileTwice").text;

export interface UploadFile {
  filename: string;
  body: FileBody;
  /** required-resource-pack, optional-resource-pack, sources-jar, dev-jar, javadoc-jar, signature */
  fileType?: string | null;
}

/** A checked file, waiting in a temp file: `storage().put(key, { path })` moves it, `disposeIntake` cleans up. */
export type IntakeFile = SpooledFile & UploadFile & { primary: boolean; inspection: FileInspection };

/** Removes the temp files of an intake; call it in a `finally` once the files are stored (or refused). */
export async function disposeIntake(files: readonly IntakeFile[]): Promise<void> {
  await Promise.all(files.map((file) => file.dispose()));
}

export interface EmbeddedDependency {
  dependencyType: string;
  projectId: string | null;
  dependencyVersionId: string | null;
  fileName: string | null;
}

export const FILE_NAME_MAX = 255;

/** The problem with an uploaded file's name, or null; the name itself is a value (never translated). */
export function filenameProblem(filename: string): Problem | null {
  if (!filename || filename.length > FILE_NAME_MAX) {
    return problem("versions.fileNameLength", { min: "1", max: String(FILE_NAME_MAX) });
  }
  const control = [...filename].some((char) => char.charCodeAt(0) < 32);
  if (/[/\\]/.test(filename) || filename === "." || filename === ".." || control) {
    return problem("versions.fileNameInvalid", { filename });
  }
  if (!extensionOf(filename)) return problem("versions.fileNameExtension", { filename });
  return null;
}

/**
 * Checks names, count and file types before anything is read. `existing` are the names a version already has;
 * the lower-cased names of all files are returned.
 */
export function checkFileNames(files: readonly UploadFile[], existing: readonly string[] = []): Set<string> {
  if (files.length === 0) throw refusal("invalid_input", problem("noFiles"));
  if (files.length + existing.length > MAX_FILES_PER_VERSION) {
    throw refusal("invalid_input", problem("versions.tooManyFiles", { max: String(MAX_FILES_PER_VERSION) }));
  }
  const names = new Set(existing.map((name) => name.toLowerCase()));
  for (const file of files) {
    const nameProblem = filenameProblem(file.filename);
    if (nameProblem) throw refusal("invalid_input", nameProblem);
    if (names.has(file.filename.toLowerCase()))
      throw refusal("invalid_input", problem("versions.addedTwice", { filename: file.filename }));
    names.add(file.filename.toLowerCase());
    if (file.fileType && !(FILE_TYPES as readonly string[]).includes(file.fileType)) {
      throw refusal("invalid_input", problem("versions.unknownFileType", { fileType: file.fileType }));
    }
  }
  return names;
}

/**
 * Streams each file once to a temp file (hashing under the size limit, never holding it in memory), inspects
 * it there (type, zip integrity and bomb guard, the loader's metadata for the primary file), refuses a file
 * the version already has or another project has, and turns modpack entries into embedded dependencies (on
 * a Hopper version when the sha1 is known). On a refusal every temp file is gone before the error is thrown;
 * on success the caller stores the files and then calls disposeIntake.
 */
export async function readVersionFiles(
  db: DbOrTx,
  project: { id: string; projectType: string },
  input: {
    files: readonly UploadFile[];
    loaders: readonly string[];
    primaryName: string | null;
    /** sha1s of the files the version already has. */
    existingSha1s?: readonly string[];
  },
): Promise<{ files: IntakeFile[]; embedded: EmbeddedDependency[] }> {
  const read: IntakeFile[] = [];
  try {
    return await intake(db, project, input, read);
  } catch (error) {
    await disposeIntake(read);
    throw error;
  }
}

async function intake(
  db: DbOrTx,
  project: { id: string; projectType: string },
  input: Parameters<typeof readVersionFiles>[2],
  read: IntakeFile[],
): Promise<{ files: IntakeFile[]; embedded: EmbeddedDependency[] }> {
  const settings = catalogSettings();
  for (const file of input.files) {
    const data = await receiveUpload(file.filename, file.body, settings.CATALOG_MAX_FILE_BYTES);
    const primary = file.filename === input.primaryName;
    const entry: IntakeFile = {
      ...file,
      ...data,
      primary,
      inspection: { loaders: [], gameVersions: [], dependencies: [] },
    };
    read.push(entry);
    entry.inspection = await inspectFileAt(file.filename, data.path, {
      projectType: project.projectType,
      loaders: [...input.loaders],
      primary,
      fileType: file.fileType,
      limits: {
        maxEntries: settings.CATALOG_ZIP_MAX_ENTRIES,
        maxUncompressedBytes: settings.CATALOG_ZIP_MAX_UNCOMPRESSED_BYTES,
        maxRatio: settings.CATALOG_ZIP_MAX_RATIO,
      },
    });
    if (read.some((other) => other !== entry && other.sha1 === data.sha1) || input.existingSha1s?.includes(data.sha1)) {
      throw refusal("invalid_input", problem("sameFileTwice"));
    }
  }
  const duplicate = await db.versionFile.findFirst({
    where: { sha1: { in: read.map((file) => file.sha1) }, version: { projectId: { not: project.id } } },
    select: { id: true },
  });
  if (duplicate) throw refusal("conflict", problem("duplicateFile"));

  // One query for every modpack entry that names a sha1, not one per entry.
  const suggestions = read.flatMap((file) => file.inspection.dependencies);
  const known = await db.versionFile.findMany({
    where: { sha1: { in: suggestions.flatMap((s) => (s.sha1 ? [s.sha1] : [])) } },
    select: { sha1: true, version: { select: { id: true, projectId: true } } },
  });
  const bySha1 = new Map(known.map((file) => [file.sha1, file.version]));
  const embedded: EmbeddedDependency[] = suggestions.flatMap((suggestion) => {
    if (!suggestion.sha1) return [];
    const match = bySha1.get(suggestion.sha1);
    return [
      match
        ? { dependencyType: "embedded", projectId: match.projectId, dependencyVersionId: match.id, fileName: null }
        : {
            dependencyType: "embedded",
            projectId: null,
            dependencyVersionId: null,
            fileName: suggestion.fileName ?? null,
          },
    ];
  });
  return { files: read, embedded };
}
