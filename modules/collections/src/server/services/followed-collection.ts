import { findUserByIdOrName } from "@hopper/accounts/server";
import type { Actor } from "@hopper/core/auth";
import { followProject, viewerFollows } from "@hopper/catalog/server";
import type { DbOrTx } from "@hopper/core/db";

import { problem, refusal } from "./refusals";

/**
 * The followed-projects collection's address: /collection/following, as on the reference. Stored collection ids
 * are 8 characters, so this 9-character id never names one.
 */
export const FOLLOWING_ID = "following";

/**
 * The actor's followed-projects collection. It is virtual: built on every read from the catalogue's follows
 * (`viewerFollows`), never stored, so it is in step with Follow and Unfollow by construction — no copy to
 * create for each user, to update on every follow or to repair when the two drift (docs/collections.md).
 * Private to its user. Its dates are the first and the latest follow (none while nothing is followed): it came
 * to be with the first follow. null for a visitor.
 */
export async function followedCollection(db: DbOrTx, actor: Actor | null) {
  if (!actor) return null;
  const [user, follows] = await Promise.all([findUserByIdOrName(db, actor.userId), viewerFollows(db, actor)]);
  if (!user) return null;
  return {
    collection: {
      id: FOLLOWING_ID,
      userId: user.id,
      status: "private",
      iconUrl: null,
      createdAt: follows.at(-1)?.followedAt ?? null,
      updatedAt: follows[0]?.followedAt ?? null,
    },
    owner: user,
    projectIds: follows.map((follow) => follow.projectId),
  };
}

/** "Unfollow" on the followed-projects collection: the catalogue's unfollow, so the collection follows suit. */
export async function unfollowFromCollection(db: DbOrTx, actor: Actor | null, projectId: string) {
  if (!actor) throw refusal("unauthorized", problem("signIn"));
  const { followers } = await followProject(db, actor, projectId, false);
  return { followers };
}
