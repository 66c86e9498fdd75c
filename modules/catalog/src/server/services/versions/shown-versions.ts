import type { DbOrTx } from "@hopper/core/db";

import type { Actor } from "@hopper/core/auth";
import { LISTED_VERSION_STATUSES, seesHiddenVersions } from "./version-statuses";
import { listVersions, versionListWhere } from "./version-list";
import type { VersionListFilters } from "./version-list";

type ShownProject = { id: string; teamId: string; organizationId: string | null };

/**
 * The versions of a project the site's pages show the actor, newest first, with their files, and how many match:
 * every version for the insiders of seesHiddenVersions, only listed and archived ones for everyone else (as the
 * API lists them). Every page that lists versions, offers a download or shows changelogs goes through here, so a
 * draft's files and changelog never reach a visitor.
 */
export async function listShownVersions(
  db: DbOrTx,
  actor: Actor | null,
  project: ShownProject,
  filters: Omit<VersionListFilters, "statuses"> = {},
) {
  const statuses = (await seesHiddenVersions(db, actor, project)) ? undefined : LISTED_VERSION_STATUSES;
  const where = { ...filters, statuses };
  const [versions, total] = await Promise.all([
    listVersions(db, project.id, where),
    db.version.count({ where: versionListWhere(project.id, where) }),
  ]);
  return { versions, total };
}
