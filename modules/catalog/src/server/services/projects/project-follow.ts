import type { Actor } from "@hopper/core/auth";
import type { DbOrTx } from "@hopper/core/db";

import { getVisibleProject } from "./project-access";
import { projectsChanged } from "./project-events";
import { problem, refusal } from "../refusals";
import { inTransaction } from "../transaction";

/**
 * Follows or unfollows. Doing what is already the case changes nothing; `changed` says whether it did (the
 * public API answers that case with an error). The follower count is shown in search, so a change re-indexes.
 */
export async function followProject(db: DbOrTx, actor: Actor | null, idOrSlug: string, follow: boolean) {
  if (!actor) throw refusal("unauthorized", problem("signInToFollow"));
  const project = await getVisibleProject(db, actor, idOrSlug);
  const row = { userId: actor.userId, projectId: project.id };
  // The row and the counter change in one transaction (the site's procedure passes no caller's transaction).
  return inTransaction(db, async (tx) => {
    // Two follows at once (a double click, a retried request) both used to see no row and the second insert hit
    // the unique key (a 500): the insert skips an existing row and the counts say whether anything changed.
    const { count } = follow
      ? await tx.projectFollow.createMany({ data: [row], skipDuplicates: true })
      : await tx.projectFollow.deleteMany({ where: row });
    const changed = count > 0;
    if (!changed) {
      const { followers } = await tx.project.findUniqueOrThrow({
        where: { id: project.id },
        select: { followers: true },
      });
      return { following: follow, followers, changed };
    }
    // Counting the rows and writing that number lost followers under READ COMMITTED: two users following at
    // once each counted n+1 without the other's uncommitted row (found by bench/load). An increment in one
    // UPDATE waits for the row lock and applies to the latest committed value, and it runs only when this call
    // really inserted or deleted a row, so following twice counts once.
    const [updated] = await tx.$queryRaw<{ followers: number }[]>`
      UPDATE projects SET followers = GREATEST(followers + ${follow ? 1 : -1}::int, 0)
      WHERE id = ${project.id} RETURNING followers`;
    await projectsChanged(tx, [project.id]);
    return { following: follow, followers: updated?.followers ?? 0, changed };
  });
}
