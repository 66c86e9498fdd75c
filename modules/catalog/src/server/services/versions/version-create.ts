import type { Actor } from "@hopper/core/auth";
import { newId } from "@hopper/core/db";
import type { DbOrTx } from "@hopper/core/db";
import { hasControlCharacter } from "@hopper/core/validation";
import { storage } from "@hopper/core/storage";

import { isLoader, loaderSupports } from "../../../tags/loaders";
import { VERSION_CHANNELS } from "../../../tags/project-types";
import { requireProjectPermission } from "../permissions";
import { getVisibleProject } from "../projects/project-access";
import { problem, refusal } from "../refusals";
import { inTransaction } from "../transaction";
import { firstUnknownGameVersion } from "./game-versions";
import { CONTENT_TYPES, extensionOf } from "./intake/file-checks";
import { checkFileNames, disposeIntake, readVersionFiles } from "./intake/version-intake";
import type { UploadFile } from "./intake/version-intake";
import { refreshProjectCompatibility } from "./version-compatibility";
import { CHANGELOG_MAX, validateDependencies, versionName, VERSION_NUMBER_MAX } from "./version-fields";
import type { DependencyInput } from "./version-fields";
import { storageKeyFor } from "./version-file-keys";
import { becomesPublic, versionsPublished } from "./version-published";
import { SETTABLE_VERSION_STATUSES } from "./version-statuses";
import { changelogHtmlData } from "../markdown/stored-html";

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
  /** listed (the default), archived, draft or unlisted. */
  status?: string;
}

/**
 * Creates a version with its files. Each file is read once while hashing (sha1, sha512) under the size limit,
 * then checked (type, zip integrity, zip-bomb guard, the loader's metadata for the primary file), refused if
 * another project already has it, and stored at data/{project}/versions/{version}/{filename}.
 */
export async function createVersion(db: DbOrTx, actor: Actor | null, idOrSlug: string, input: CreateVersionInput) {
  if (!actor) throw refusal("unauthorized", problem("signIn"));
  const project = await requireUploadAccess(db, actor, idOrSlug);

  const versionNumber = input.versionNumber?.trim() ?? "";
  if (!versionNumber) throw refusal("invalid_input", problem("versionNumberMissing"), "versionNumber");
  if (hasControlCharacter(versionNumber)) {
    throw refusal("invalid_input", problem("versions.numberControl"), "versionNumber");
  }
  if (versionNumber.length > VERSION_NUMBER_MAX) {
    throw refusal(
      "invalid_input",
      problem("versions.numberLength", { max: String(VERSION_NUMBER_MAX) }),
      "versionNumber",
    );
  }
  const name = versionName(input.name, versionNumber);
  const status = input.status ?? "listed";
  if (!SETTABLE_VERSION_STATUSES.includes(status)) {
    throw refusal("invalid_input", problem("versions.status"));
  }
  const versionType = input.versionType ?? "release";
  if (!(VERSION_CHANNELS as readonly string[]).includes(versionType)) {
    throw refusal("invalid_input", problem("versions.channel"));
  }
  const loaders = [...new Set(input.loaders)];
  if (loaders.length === 0) throw refusal("invalid_input", problem("chooseLoader"), "loaders");
  for (const loader of loaders) {
    if (!isLoader(loader)) throw refusal("invalid_input", problem("versions.unknownLoader", { loader }));
    if (!loaderSupports(loader, project.projectType)) {
      throw refusal("invalid_input", problem("versions.loaderForType", { loader, projectType: project.projectType }));
    }
  }
  const gameVersions = [...new Set(input.gameVersions)];
  if (gameVersions.length === 0) throw refusal("invalid_input", problem("chooseGameVersion"), "gameVersions");
  const unknownVersion = await firstUnknownGameVersion(db, gameVersions);
  if (unknownVersion)
    throw refusal("invalid_input", problem("versions.unknownGameVersion", { gameVersion: unknownVersion }));
  const changelog = input.changelog ?? "";
  if (changelog.length > CHANGELOG_MAX)
    throw refusal("invalid_input", problem("versions.changelogLength", { max: String(CHANGELOG_MAX) }));
  const changelogHtml = await changelogHtmlData(changelog);
  const names = checkFileNames(input.files);
  const primaryName = input.primaryFile ?? input.files[0]!.filename;
  if (!names.has(primaryName.toLowerCase())) throw refusal("invalid_input", problem("versions.primaryFile"));
  const dependencies = await validateDependencies(db, actor, project.id, input.dependencies ?? []);
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
          ...changelogHtml,
          featured: input.featured ?? false,
          status,
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
      if (becomesPublic(null, status)) await versionsPublished(tx, project, [versionId]);
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
  if (!actor) throw refusal("unauthorized", problem("signIn"));
  const project = await getVisibleProject(db, actor, idOrSlug);
  await requireProjectPermission(db, actor, project.teamId, "UPLOAD_VERSION");
  return project;
}
