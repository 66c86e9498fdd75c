import type { DbOrTx } from "@hopper/core/db";

// The rows around a project that its pages show; the page has already checked that the viewer may see it.

export function projectCategories(db: DbOrTx, projectId: string) {
  return db.projectCategory.findMany({ where: { projectId } });
}

export function projectDonationLinks(db: DbOrTx, projectId: string) {
  return db.projectDonationLink.findMany({ where: { projectId }, orderBy: { ordering: "asc" } });
}

/**
 * The user's follow of the project with its filters (the loaders / game versions it is limited to, empty: all),
 * or null when they do not follow it (always for nobody). One read: the page's Follow button and its filters.
 */
export async function followOf(
  db: DbOrTx,
  userId: string | null,
  projectId: string,
): Promise<{ loaders: string[]; gameVersions: string[] } | null> {
  if (!userId) return null;
  return db.projectFollow.findUnique({
    where: { userId_projectId: { userId, projectId } },
    select: { loaders: true, gameVersions: true },
  });
}

/** How many versions the project has, whatever their status (submitting for review needs one). */
export function countProjectVersions(db: DbOrTx, projectId: string) {
  return db.version.count({ where: { projectId } });
}
