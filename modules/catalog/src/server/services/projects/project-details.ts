import type { DbOrTx } from "@hopper/core/db";

// The rows around a project that its pages show; the page has already checked that the viewer may see it.

export function projectCategories(db: DbOrTx, projectId: string) {
  return db.projectCategory.findMany({ where: { projectId } });
}

export function projectDonationLinks(db: DbOrTx, projectId: string) {
  return db.projectDonationLink.findMany({ where: { projectId }, orderBy: { ordering: "asc" } });
}

/** Whether the user follows the project (false for nobody). */
export async function isFollowing(db: DbOrTx, userId: string | null, projectId: string): Promise<boolean> {
  if (!userId) return false;
  const row = await db.projectFollow.findUnique({ where: { userId_projectId: { userId, projectId } } });
  return row !== null;
}

/** How many versions the project has, whatever their status (submitting for review needs one). */
export function countProjectVersions(db: DbOrTx, projectId: string) {
  return db.version.count({ where: { projectId } });
}
