import { findUserByIdOrName } from "@hopper/accounts/server";
import { isStaff } from "@hopper/core/auth";
import { newId } from "@hopper/core/db";
import type { DbOrTx } from "@hopper/core/db";
import { AppError } from "@hopper/core/errors";
import type { Actor } from "@hopper/core/auth";

import { replaceProjects, resolveProjectIds } from "./collection-projects";
import { problem, refusal } from "./refusals";
import type { Problem } from "./refusals";
import {
  assertNoProblems,
  canViewCollection,
  COLLECTION_STATUSES,
  COLLECTIONS_PER_USER,
  descriptionProblem,
  nameProblem,
  notFound,
  OWNER_STATUSES,
  requireEditor,
} from "./rules";
import type { CollectionStatus } from "./rules";

export interface CreateCollectionInput {
  name: string;
  description?: string | null;
  projects?: readonly string[];
}

const clean = (text: string | null | undefined) => {
  const trimmed = text?.trim() ?? "";
  return trimmed === "" ? null : trimmed;
};

/** Creates a listed collection owned by the actor, with the given projects (each must be a known project). */
export async function createCollection(db: DbOrTx, actor: Actor | null, input: CreateCollectionInput) {
  if (!actor) throw refusal("unauthorized", problem("signInToCreate"));
  const name = input.name.trim();
  const description = clean(input.description);
  assertNoProblems({ name: nameProblem(name), description: descriptionProblem(description) });
  const owned = await db.collection.count({ where: { userId: actor.userId } });
  if (owned >= COLLECTIONS_PER_USER) {
    throw refusal("invalid_input", problem("tooManyCollections", { max: String(COLLECTIONS_PER_USER) }));
  }
  const projects = await resolveProjectIds(db, actor, input.projects ?? []);
  const collection = await db.collection.create({
    data: { id: newId(), userId: actor.userId, name, description, status: "listed" },
  });
  await replaceProjects(db, collection.id, projects);
  return collection;
}

/** The collection if the actor may see it; otherwise not_found (a private one looks like a missing one). */
export async function getVisibleCollection(db: DbOrTx, actor: Actor | null, id: string) {
  const collection = await db.collection.findUnique({ where: { id } });
  if (!collection || !canViewCollection(actor, collection)) throw notFound();
  return collection;
}

/** The collections among `ids` the actor may see, in the order asked, each once; others left out. One query. */
export async function visibleCollections(db: DbOrTx, actor: Actor | null, ids: readonly string[]) {
  if (ids.length === 0) return [];
  const rows = await db.collection.findMany({ where: { id: { in: [...ids] } } });
  const byId = new Map(rows.filter((row) => canViewCollection(actor, row)).map((row) => [row.id, row]));
  return [...new Set(ids)].flatMap((id) => byId.get(id) ?? []);
}

/**
 * A user's collections, newest first. Others see the listed ones only; the owner and staff see every one
 * (unlisted, private, rejected too). not_found for an unknown user.
 */
export async function userCollections(db: DbOrTx, actor: Actor | null, userIdOrName: string) {
  const user = await findUserByIdOrName(db, userIdOrName);
  if (!user) throw new AppError("not_found", "the requested user was not found");
  const everything = actor !== null && (actor.userId === user.id || isStaff(actor));
  return db.collection.findMany({
    where: { userId: user.id, ...(everything ? {} : { status: "listed" }) },
    orderBy: [{ createdAt: "desc" }, { id: "asc" }],
  });
}

export interface CollectionPatch {
  name?: string;
  description?: string | null;
  status?: string;
  /** Replaces the whole list, as the reference's `new_projects` does. */
  projects?: readonly string[];
}

/** Edits a collection (owner or staff). Only staff set or lift `rejected`. Bad input changes nothing. */
export async function updateCollection(db: DbOrTx, actor: Actor | null, id: string, patch: CollectionPatch) {
  const collection = await getVisibleCollection(db, actor, id);
  requireEditor(actor, collection, "edit");
  const name = patch.name?.trim();
  const description = patch.description === undefined ? undefined : clean(patch.description);
  assertNoProblems({
    name: name === undefined ? null : nameProblem(name),
    description: description === undefined ? null : descriptionProblem(description),
    status: statusProblem(actor, collection.status, patch.status),
  });
  const projects = patch.projects === undefined ? undefined : await resolveProjectIds(db, actor, patch.projects);
  if (projects !== undefined) await replaceProjects(db, collection.id, projects);
  // updatedAt moves even when only the projects changed.
  return db.collection.update({
    where: { id: collection.id },
    data: { name, description, status: patch.status, updatedAt: new Date() },
  });
}

function statusProblem(actor: Actor | null, current: string, wanted: string | undefined): Problem | null {
  if (wanted === undefined || wanted === current) return null;
  if (!COLLECTION_STATUSES.includes(wanted as CollectionStatus)) {
    return problem("statusUnknown", { statuses: COLLECTION_STATUSES.join(", ") });
  }
  if (isStaff(actor)) return null;
  if (current === "rejected") return problem("statusRejected");
  if (!OWNER_STATUSES.includes(wanted as CollectionStatus)) return problem("statusReject");
  return null;
}

/** Deletes a collection (owner or staff); its project links go with it. */
export async function deleteCollection(db: DbOrTx, actor: Actor | null, id: string) {
  const collection = await getVisibleCollection(db, actor, id);
  requireEditor(actor, collection, "delete");
  await db.collection.delete({ where: { id: collection.id } });
}
