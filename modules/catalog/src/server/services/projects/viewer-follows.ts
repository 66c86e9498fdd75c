import type { Actor } from "@hopper/core/auth";
import type { DbOrTx } from "@hopper/core/db";

import { visibleProjectIds } from "./project-reads";

/**
 * The projects the actor follows, most recently followed first, with when each was followed: what the
 * collections module builds the followed-projects collection from (docs/collections.md). Only one's own
 * follows (whom someone follows is private); projects the actor can no longer see are left out. Two queries.
 */
export async function viewerFollows(db: DbOrTx, actor: Actor): Promise<{ projectId: string; followedAt: Date }[]> {
  const follows = await db.projectFollow.findMany({
    where: { userId: actor.userId },
    orderBy: [{ created: "desc" }, { projectId: "asc" }],
    select: { projectId: true, created: true },
  });
  const visible = new Set(
    await visibleProjectIds(
      db,
      actor,
      follows.map((follow) => follow.projectId),
    ),
  );
  return follows.flatMap((follow) =>
    visible.has(follow.projectId) ? [{ projectId: follow.projectId, followedAt: follow.created }] : [],
  );
}
