import { findUserByIdOrName } from "@hopper/accounts/server";
import { canViewProject, findProject, findVersion, visibleVersionIds } from "@hopper/catalog/server";
import { visibleCollections } from "@hopper/collections/server";
import type { Actor } from "@hopper/core/auth";
import type { DbOrTx } from "@hopper/core/db";
import { hasNul } from "@hopper/core/validation";

import { problem, refusal } from "./refusals";
import type { ReportItemType } from "./report-rules";

/**
 * The reported item's id, from what the reporter typed: a project by id or slug, a user by id or username (as
 * the reference accepts them), a version or a collection by id. An unknown item, and one the reporter may not
 * see (a hidden project looks like a missing one), is 'Could not find {item}' (spec section 8) on the ID field.
 */
export async function resolveReportedItem(
  db: DbOrTx,
  actor: Actor,
  itemType: ReportItemType,
  itemId: string,
): Promise<string> {
  const id = hasNul(itemId) ? null : await visibleItemId(db, actor, itemType, itemId.trim());
  if (id === null) throw refusal("invalid_input", problem(`notFound.${itemType}`), "itemId");
  return id;
}

async function visibleItemId(db: DbOrTx, actor: Actor, itemType: ReportItemType, key: string): Promise<string | null> {
  if (!key) return null;
  switch (itemType) {
    case "project": {
      const project = await findProject(db, key);
      return project && (await canViewProject(db, actor, project)) ? project.id : null;
    }
    case "version": {
      const version = await findVersion(db, key);
      return version && (await visibleVersionIds(db, actor, [version.id])).has(version.id) ? version.id : null;
    }
    case "user":
      return (await findUserByIdOrName(db, key))?.id ?? null;
    case "collection":
      return (await visibleCollections(db, actor, [key]))[0]?.id ?? null;
  }
}

/** Where a reported item is on the site (staff follow it from the report); versions need their project. */
export async function reportedItemHref(db: DbOrTx, itemType: string, itemId: string): Promise<string | null> {
  switch (itemType) {
    case "project":
      return `/project/${itemId}`;
    case "version": {
      const version = await findVersion(db, itemId);
      return version ? `/project/${version.projectId}/version/${itemId}` : null;
    }
    case "user":
      return `/user/${itemId}`;
    case "collection":
      return `/collection/${itemId}`;
    default:
      return null;
  }
}
