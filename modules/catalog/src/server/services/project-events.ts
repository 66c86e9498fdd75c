import type { DbOrTx } from "@hopper/core/db";
import { publishEvent } from "@hopper/core/jobs";

/** Published whenever something a search hit shows may have changed (status, text, versions, counts). */
export const PROJECT_CHANGED = "catalog.project-changed";

export async function projectsChanged(db: DbOrTx, projectIds: readonly string[]): Promise<void> {
  if (projectIds.length === 0) return;
  await publishEvent(PROJECT_CHANGED, { projectIds: [...new Set(projectIds)] }, { tx: db });
}
