import type { Actor } from "@hopper/core/auth";
import { viewerFollows } from "@hopper/catalog/server";
import type { DbOrTx } from "@hopper/core/db";

import { visibleProjectsOf } from "./collection-projects";
import { problem, refusal } from "./refusals";

/**
 * /dashboard/collections: the actor's own collections whose name holds `search` (any case), most recently
 * updated first, each with the number of projects the actor sees in it, and how many projects they follow
 * (the followed-projects collection, listed first by the page). Bounded without paging: a user owns at most
 * COLLECTIONS_PER_USER (32). Three queries for the collections plus two for the follows.
 */
export async function dashboardCollections(db: DbOrTx, actor: Actor | null, search: string) {
  if (!actor) throw refusal("unauthorized", problem("signIn"));
  const term = search.trim();
  const [collections, follows] = await Promise.all([
    db.collection.findMany({
      where: { userId: actor.userId, ...(term ? { name: { contains: term, mode: "insensitive" as const } } : {}) },
      orderBy: [{ updatedAt: "desc" }, { id: "asc" }],
    }),
    viewerFollows(db, actor),
  ]);
  const projects = await visibleProjectsOf(
    db,
    actor,
    collections.map((collection) => collection.id),
  );
  return {
    followedCount: follows.length,
    followedUpdatedAt: follows[0]?.followedAt ?? null,
    collections: collections.map((collection) => ({
      ...collection,
      projectCount: projects.get(collection.id)?.length ?? 0,
    })),
  };
}
