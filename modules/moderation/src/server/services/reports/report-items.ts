import { findUserByIdOrName } from "@hopper/accounts/server";
import { canViewProject, findProject, findVersion, versionProjectIds, visibleVersionIds } from "@hopper/catalog/server";
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
  return (await reportedItemHrefs(db, [{ itemType, itemId }]))[0] ?? null;
}

/**
 * `reportedItemHref` for a list of reports, in their order: the versions' projects in one query, so a page of
 * reports costs the same whatever it holds (a query per version report was an N+1).
 */
export async function reportedItemHrefs(
  db: DbOrTx,
  items: readonly { itemType: string; itemId: string }[],
): Promise<(string | null)[]> {
  const versions = await versionProjectIds(
    db,
    items.filter((item) => item.itemType === "version").map((item) => item.itemId),
  );
  return items.map(({ itemType, itemId }) => itemHrefOf(itemType, itemId, versions));
}

function itemHrefOf(itemType: string, itemId: string, versions: Map<string, string>): string | null {
  switch (itemType) {
    case "project":
      return `/project/${itemId}`;
    case "version": {
      const projectId = versions.get(itemId);
      return projectId ? `/project/${projectId}/version/${itemId}` : null;
    }
    case "user":
      return `/user/${itemId}`;
    case "collection":
      return `/collection/${itemId}`;
    default:
      return null;
  }
}
