import type { DbOrTx } from "@hopper/core/db";
import { publishEvent } from "@hopper/core/jobs";

/** Published whenever something a search hit shows may have changed (status, text, versions, counts). */
export const PROJECT_CHANGED = "catalog.project-changed";

/** A user was renamed: the projects they own (the author a search hit names) changed for search. */
export async function ownerRenamed(db: DbOrTx, userId: string): Promise<void> {
  const owned = await db.project.findMany({
    where: { team: { members: { some: { userId, isOwner: true, accepted: true } } } },
    select: { id: true },
  });
  await projectsChanged(
    db,
    owned.map((project) => project.id),
  );
}

export async function projectsChanged(db: DbOrTx, projectIds: readonly string[]): Promise<void> {
  if (projectIds.length === 0) return;
  await publishEvent(PROJECT_CHANGED, { projectIds: [...new Set(projectIds)] }, { tx: db });
}
