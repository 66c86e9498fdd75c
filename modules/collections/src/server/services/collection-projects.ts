import { visibleProjectIds } from "@hopper/catalog/server";
import type { DbOrTx } from "@hopper/core/db";
import { AppError } from "@hopper/core/errors";

import type { Actor } from "@hopper/core/auth";
import { problem, refusal } from "./refusals";
import { canViewCollection, notFound, PROJECTS_MAX, requireEditor } from "./rules";

/**
 * Checks the project ids a writer gives: each must name a project the writer can see (a hidden project is as
 * unknown as a missing one). Returns them deduplicated in the order given; refuses the whole list otherwise.
 */
export async function resolveProjectIds(db: DbOrTx, actor: Actor | null, ids: readonly string[]) {
  const unique = [...new Set(ids)];
  if (unique.length > PROJECTS_MAX) {
    const refused = problem("tooManyProjects", { max: String(PROJECTS_MAX) });
    // The field's value "Size" is what REST clients have always read.
    throw new AppError("invalid_input", refused.text, { projects: "Size" }, refused.descriptor);
  }
  const known = new Set(await visibleProjectIds(db, actor, unique));
  const unknown = unique.filter((id) => !known.has(id));
  if (unknown.length > 0) {
    throw new AppError("invalid_input", `Unknown project ids: ${unknown.slice(0, 10).join(", ")}.`, {
      projects: "Unknown",
    });
  }
  return unique;
}

/** Replaces a collection's projects with `projectIds` (already resolved), keeping their order. */
export async function replaceProjects(db: DbOrTx, collectionId: string, projectIds: readonly string[]) {
  await db.collectionProject.deleteMany({ where: { collectionId } });
  if (projectIds.length > 0) {
    await db.collectionProject.createMany({
      data: projectIds.map((projectId, ordering) => ({ collectionId, projectId, ordering })),
    });
  }
}

/**
 * For many collections at once, the project ids the reader may see (projects deleted since, or hidden from the
 * reader, are left out). One query for the links and one visibility check for all of them.
 */
export async function visibleProjectsOf(db: DbOrTx, reader: Actor | null, collectionIds: readonly string[]) {
  const links = await db.collectionProject.findMany({
    where: { collectionId: { in: [...collectionIds] } },
    orderBy: [{ collectionId: "asc" }, { ordering: "asc" }],
  });
  const visible = new Set(await visibleProjectIds(db, reader, [...new Set(links.map((link) => link.projectId))]));
  const byCollection = new Map<string, string[]>(collectionIds.map((id) => [id, []]));
  for (const link of links) if (visible.has(link.projectId)) byCollection.get(link.collectionId)?.push(link.projectId);
  return byCollection;
}

/** A collection's project ids in order, unchecked (callers filter them through the catalogue's visibility). */
export async function projectIdsOf(db: DbOrTx, collectionId: string): Promise<string[]> {
  const links = await db.collectionProject.findMany({ where: { collectionId }, orderBy: { ordering: "asc" } });
  return links.map((link) => link.projectId);
}

/** Adds one project the actor can see at the end of a collection the actor may edit; adding it twice is a no-op. */
export async function addProjectToCollection(db: DbOrTx, actor: Actor | null, collectionId: string, projectId: string) {
  const collection = await editableCollection(db, actor, collectionId);
  const current = await projectIdsOf(db, collection.id);
  if (current.includes(projectId)) return;
  await resolveProjectIds(db, actor, [projectId]);
  if (current.length >= PROJECTS_MAX) {
    throw refusal("invalid_input", problem("tooManyProjects", { max: String(PROJECTS_MAX) }), "projects");
  }
  await db.collectionProject.create({ data: { collectionId: collection.id, projectId, ordering: current.length } });
  await db.collection.update({ where: { id: collection.id }, data: { updatedAt: new Date() } });
}

/** Takes one project out of a collection the actor may edit; a project not in it is not_found. */
export async function removeProjectFromCollection(
  db: DbOrTx,
  actor: Actor | null,
  collectionId: string,
  projectId: string,
) {
  const collection = await editableCollection(db, actor, collectionId);
  const { count } = await db.collectionProject.deleteMany({ where: { collectionId: collection.id, projectId } });
  if (count === 0) throw refusal("not_found", problem("notInCollection"));
  await db.collection.update({ where: { id: collection.id }, data: { updatedAt: new Date() } });
}

/** The collection when the actor sees it (else not_found) and may edit it (else unauthorized/forbidden). */
async function editableCollection(db: DbOrTx, actor: Actor | null, id: string) {
  const collection = await db.collection.findUnique({ where: { id } });
  if (!collection || !canViewCollection(actor, collection)) throw notFound();
  requireEditor(actor, collection, "edit");
  return collection;
}
