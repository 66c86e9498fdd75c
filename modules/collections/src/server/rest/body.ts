import type { Actor } from "@hopper/core/auth";
import type { DbOrTx } from "@hopper/core/db";

import { visibleProjectsOf } from "../services/collection-projects";
import type { getVisibleCollection } from "../services/collections";
import type { CollectionV3 } from "./collection-schema";

type Collection = Awaited<ReturnType<typeof getVisibleCollection>>;

/** A collection in the reference API's v3 shape, with the project ids the reader may see. */
function collectionJson(collection: Collection, projects: string[], origin: string): CollectionV3 {
  return {
    id: collection.id,
    user: collection.userId,
    name: collection.name,
    description: collection.description,
    icon_url: collection.iconUrl ? new URL(collection.iconUrl, origin).toString() : null,
    // The reference's client reads raw_icon_url too; Hopper keeps the uploaded icon only, at one address.
    raw_icon_url: collection.iconUrl ? new URL(collection.iconUrl, origin).toString() : null,
    // The reference derives a colour from the icon; Hopper does not compute one.
    color: null,
    status: collection.status,
    created: collection.createdAt.toISOString(),
    updated: collection.updatedAt.toISOString(),
    projects,
  };
}

/** Many collections in the v3 shape, in the given order, with two queries for all their projects. */
export async function collectionBodies(
  db: DbOrTx,
  reader: Actor | null,
  collections: readonly Collection[],
  origin: string,
) {
  const projects = await visibleProjectsOf(
    db,
    reader,
    collections.map((collection) => collection.id),
  );
  return collections.map((collection) => collectionJson(collection, projects.get(collection.id) ?? [], origin));
}
