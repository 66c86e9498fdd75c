import type { Actor } from "@hopper/core/auth";
import type { DbOrTx } from "@hopper/core/db";

import { problem, refusal } from "./refusals";

/**
 * The actor's own collections, newest first, each with whether it holds `projectId` (for the project page's
 * "Add to collection"). Only the actor's own: staff edit others' collections on their pages, not from here.
 */
export async function viewerCollectionsFor(db: DbOrTx, actor: Actor | null, projectId: string) {
  if (!actor) throw refusal("unauthorized", problem("signIn"));
  const collections = await db.collection.findMany({
    where: { userId: actor.userId },
    orderBy: [{ createdAt: "desc" }, { id: "asc" }],
    select: { id: true, name: true, status: true },
  });
  const links = await db.collectionProject.findMany({
    where: { projectId, collectionId: { in: collections.map((collection) => collection.id) } },
    select: { collectionId: true },
  });
  const holding = new Set(links.map((link) => link.collectionId));
  return collections.map((collection) => ({ ...collection, includes: holding.has(collection.id) }));
}
