import { findUserByIdOrName } from "@hopper/accounts/server";
import { isStaff } from "@hopper/core/auth";
import type { Actor } from "@hopper/core/auth";
import { visibleProjectCards } from "@hopper/catalog/server";
import type { DbOrTx } from "@hopper/core/db";
import { AppError } from "@hopper/core/errors";

import { projectIdsOf } from "./collection-projects";
import { getVisibleCollection } from "./collections";

/**
 * What /collection/{id} shows: the collection, its curator, the projects the reader may see as cards, and
 * whether the reader may change it. null when it is unknown or hidden from the reader (the page is a 404).
 */
export async function collectionPage(db: DbOrTx, actor: Actor | null, id: string) {
  let collection;
  try {
    collection = await getVisibleCollection(db, actor, id);
  } catch (error) {
    if (error instanceof AppError && error.code === "not_found") return null;
    throw error;
  }
  const [owner, projects] = await Promise.all([
    findUserByIdOrName(db, collection.userId),
    projectIdsOf(db, collection.id).then((ids) => visibleProjectCards(db, actor, ids)),
  ]);
  const canEdit = actor !== null && (actor.userId === collection.userId || isStaff(actor));
  return { collection, owner, projects, canEdit };
}
