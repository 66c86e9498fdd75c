import type { Actor } from "@hopper/core/auth";
import type { DbOrTx } from "@hopper/core/db";

import { requireProjectPermission } from "../permissions";
import { getVisibleProject } from "../projects/project-access";
import { inTransaction } from "../transaction";
import { becomesPublic, versionsPublished } from "./version-published";
import { refreshProjectCompatibility } from "./version-compatibility";
import { checkedChannel, checkedGameVersions, checkedLoaders, checkedStatus } from "./version-field-checks";
import { problem, refusal } from "../refusals";

/** At most this many versions in one bulk edit (a page of the versions list is 20). */
export const BULK_EDIT_MAX_VERSIONS = 100;

export interface BulkVersionEdit {
  versionIds: readonly string[];
  addLoaders?: readonly string[];
  removeLoaders?: readonly string[];
  addGameVersions?: readonly string[];
  removeGameVersions?: readonly string[];
  /** The new channel of every chosen version (release, beta or alpha). */
  versionType?: string;
  /** The new status of every chosen version (listed, archived, draft or unlisted). */
  status?: string;
}

export const NOTHING_TO_CHANGE = problem("bulkEdit.nothingToChange").text;
export const NO_VERSIONS_CHOSEN = problem("bulkEdit.noneChosen").text;
export const LAST_LOADER = problem("bulkEdit.lastLoader").text;
export const LAST_GAME_VERSION = problem("bulkEdit.lastGameVersion").text;

const hasAny = (list: readonly string[] | undefined) => (list?.length ?? 0) > 0;

/** `current` with `add` appended (in their order) and `remove` taken out. */
function edited(current: readonly string[], add: readonly string[] = [], remove: readonly string[] = []) {
  const removed = new Set(remove);
  return [...new Set([...current, ...add])].filter((item) => !removed.has(item));
}

/**
 * Changes several versions of one project in one action: adds or removes loaders and game versions, sets the
 * channel or the status. It asks what updateVersion asks of a single edit — signed in, the project visible to
 * the actor, UPLOAD_VERSION on it — and refuses the same values with the same messages; every chosen version
 * must belong to the project. All versions change in one transaction (one refusal changes none), and the
 * project's compatibility is recomputed once, publishing one catalog.project-changed so search re-indexes it.
 */
export async function bulkEditVersions(db: DbOrTx, actor: Actor | null, projectId: string, input: BulkVersionEdit) {
  if (!actor) throw refusal("unauthorized", problem("signIn"));
  const ids = [...new Set(input.versionIds)];
  if (ids.length === 0) throw refusal("invalid_input", problem("bulkEdit.noneChosen"));
  if (ids.length > BULK_EDIT_MAX_VERSIONS) {
    throw refusal("invalid_input", problem("bulkEdit.tooMany", { max: String(BULK_EDIT_MAX_VERSIONS) }));
  }
  const changesLists = [input.addLoaders, input.removeLoaders, input.addGameVersions, input.removeGameVersions];
  if (!changesLists.some(hasAny) && input.versionType === undefined && input.status === undefined) {
    throw refusal("invalid_input", problem("bulkEdit.nothingToChange"));
  }
  return inTransaction(db, async (tx) => {
    const project = await getVisibleProject(tx, actor, projectId);
    await requireProjectPermission(tx, actor, project.teamId, "UPLOAD_VERSION");
    const versions = await tx.version.findMany({
      where: { id: { in: ids }, projectId: project.id },
      select: { id: true, loaders: true, gameVersions: true, status: true },
    });
    // A version of another project (or none) is as missing as it would be to the single edit.
    if (versions.length !== ids.length) throw refusal("not_found", problem("versions.notFound"));
    // The values added are checked once, as the single edit checks them; what a version keeps was checked when
    // it was set, so each version only needs to keep at least one of each.
    if (hasAny(input.addLoaders)) checkedLoaders(project.projectType, input.addLoaders!);
    if (hasAny(input.addGameVersions)) await checkedGameVersions(tx, input.addGameVersions!);
    const versionType = input.versionType === undefined ? undefined : checkedChannel(input.versionType);
    const status = input.status === undefined ? undefined : checkedStatus(input.status);
    const changeLoaders = hasAny(input.addLoaders) || hasAny(input.removeLoaders);
    const changeGameVersions = hasAny(input.addGameVersions) || hasAny(input.removeGameVersions);
    for (const version of versions) {
      const loaders = changeLoaders ? edited(version.loaders, input.addLoaders, input.removeLoaders) : undefined;
      const gameVersions = changeGameVersions
        ? edited(version.gameVersions, input.addGameVersions, input.removeGameVersions)
        : undefined;
      if (loaders?.length === 0) throw refusal("invalid_input", problem("bulkEdit.lastLoader"));
      if (gameVersions?.length === 0) throw refusal("invalid_input", problem("bulkEdit.lastGameVersion"));
      await tx.version.update({ where: { id: version.id }, data: { loaders, gameVersions, versionType, status } });
    }
    await refreshProjectCompatibility(tx, project.id);
    const released = versions.filter((version) => becomesPublic(version.status, status)).map((version) => version.id);
    await versionsPublished(tx, project, released);
    return { projectId: project.id, versionIds: versions.map((version) => version.id) };
  });
}
