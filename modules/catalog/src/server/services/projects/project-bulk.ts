import type { DbOrTx } from "@hopper/core/db";
import { AppError } from "@hopper/core/errors";

import type { Actor } from "@hopper/core/auth";
import { getVisibleProject } from "./project-access";
import { updateProject } from "./project-update";
import type { ProjectPatch } from "./project-update";

/** At most this many projects in one bulk edit. */
export const BULK_EDIT_MAX = 100;

interface Link {
  platform: string;
  url: string;
}

export interface BulkProjectEdit {
  /** Replace, then add and remove: the same three steps for categories, additional categories and donations. */
  categories?: string[];
  addCategories?: string[];
  removeCategories?: string[];
  additionalCategories?: string[];
  addAdditionalCategories?: string[];
  removeAdditionalCategories?: string[];
  donationLinks?: Link[];
  addDonationLinks?: Link[];
  removeDonationLinks?: Link[];
  issuesUrl?: string | null;
  sourceUrl?: string | null;
  wikiUrl?: string | null;
  discordUrl?: string | null;
}

function merge<T>(current: T[], replace: T[] | undefined, add: T[] = [], remove: T[] = [], same = Object.is) {
  const base = replace ?? current;
  const added = [...base, ...add.filter((item) => !base.some((existing) => same(existing, item)))];
  return added.filter((item) => !remove.some((gone) => same(gone, item)));
}

const normalUrl = (url: string) => {
  try {
    return new URL(url.trim()).toString();
  } catch {
    return url;
  }
};
const sameLink = (a: Link, b: Link) => a.platform === b.platform && normalUrl(a.url) === normalUrl(b.url);

/**
 * Applies one edit to many projects (the dashboard's bulk links and the API's PATCH /v2/projects). Every project
 * must be visible to the actor and editable (EDIT_DETAILS); run it in a transaction so one refusal changes none.
 */
export async function bulkEditProjects(
  db: DbOrTx,
  actor: Actor | null,
  idsOrSlugs: readonly string[],
  edit: BulkProjectEdit,
) {
  if (!actor) throw new AppError("unauthorized", "You must be signed in to do this.");
  if (Object.values(edit).every((value) => value === undefined)) {
    throw new AppError("invalid_input", "Nothing to change: send at least one field to edit.");
  }
  if (idsOrSlugs.length > BULK_EDIT_MAX) {
    throw new AppError("invalid_input", `At most ${BULK_EDIT_MAX} projects can be edited at once.`);
  }
  const projects = [];
  for (const id of new Set(idsOrSlugs)) projects.push(await getVisibleProject(db, actor, id));
  const ids = projects.map((project) => project.id);
  const [categories, links] = await Promise.all([
    db.projectCategory.findMany({ where: { projectId: { in: ids } } }),
    db.projectDonationLink.findMany({ where: { projectId: { in: ids } }, orderBy: { ordering: "asc" } }),
  ]);
  const touchesCategories = [edit.categories, edit.addCategories, edit.removeCategories].some((v) => v !== undefined);
  const touchesAdditional = [
    edit.additionalCategories,
    edit.addAdditionalCategories,
    edit.removeAdditionalCategories,
  ].some((v) => v !== undefined);
  const touchesLinks = [edit.donationLinks, edit.addDonationLinks, edit.removeDonationLinks].some(
    (v) => v !== undefined,
  );
  const updated = [];
  for (const project of projects) {
    const own = categories.filter((row) => row.projectId === project.id);
    const patch: ProjectPatch = {
      issuesUrl: edit.issuesUrl,
      sourceUrl: edit.sourceUrl,
      wikiUrl: edit.wikiUrl,
      discordUrl: edit.discordUrl,
    };
    if (touchesCategories || touchesAdditional) {
      patch.categories = merge(
        own.filter((row) => !row.additional).map((row) => row.category),
        edit.categories,
        edit.addCategories,
        edit.removeCategories,
      );
      patch.additionalCategories = merge(
        own.filter((row) => row.additional).map((row) => row.category),
        edit.additionalCategories,
        edit.addAdditionalCategories,
        edit.removeAdditionalCategories,
      );
    }
    if (touchesLinks) {
      const current = links
        .filter((row) => row.projectId === project.id)
        .map(({ platform, url }) => ({ platform, url }));
      patch.donationLinks = merge(
        current,
        edit.donationLinks,
        edit.addDonationLinks,
        edit.removeDonationLinks,
        sameLink,
      );
    }
    updated.push(await updateProject(db, actor, project.id, patch));
  }
  return updated;
}
