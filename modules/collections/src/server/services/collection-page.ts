import { findUserByIdOrName } from "@hopper/accounts/server";
import { isStaff } from "@hopper/core/auth";
import type { Actor } from "@hopper/core/auth";
import { visibleProjectCards } from "@hopper/catalog/server";
import type { DbOrTx } from "@hopper/core/db";
import { AppError } from "@hopper/core/errors";

import { projectIdsOf } from "./collection-projects";
import { getVisibleCollection } from "./collections";
import { FOLLOWING_ID, followedCollection } from "./followed-collection";

/**
 * What /collection/{id} shows: the collection, its curator, the projects the reader may see as cards, whether
 * the reader may change it (`canEdit`: owner and staff) and whether it is the reader's followed-projects
 * collection (`followed`: no editing, "Unfollow" per project). null when it is unknown or hidden from the
 * reader (the page is a 404); /collection/following is null for a visitor.
 */
export async function collectionPage(db: DbOrTx, actor: Actor | null, id: string) {
  if (id === FOLLOWING_ID) {
    const followed = await followedCollection(db, actor);
    if (!followed) return null;
    const projects = await visibleProjectCards(db, actor, followed.projectIds);
    const collection = { ...followed.collection, name: null, description: null };
    return { collection, owner: followed.owner, projects, canEdit: false, followed: true };
  }
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
  return { collection, owner, projects, canEdit, followed: false };
}
