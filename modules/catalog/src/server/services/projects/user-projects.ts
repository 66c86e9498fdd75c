import { findUserByIdOrName } from "@hopper/accounts/server";
import type { DbOrTx } from "@hopper/core/db";
import { AppError } from "@hopper/core/errors";

import type { Actor } from "@hopper/core/auth";
import { visibleProjectIds } from "./project-reads";
import { userProjectSummary } from "./project-summary";

async function requireUserId(db: DbOrTx, idOrName: string): Promise<string> {
  const user = await findUserByIdOrName(db, idOrName);
  if (!user) throw new AppError("not_found", "the requested user was not found");
  return user.id;
}

/** The ids of a user's projects (accepted member) that the actor may see, newest first. */
export async function userProjectIds(db: DbOrTx, actor: Actor | null, idOrName: string): Promise<string[]> {
  const { projects } = await userProjectSummary(db, actor, await requireUserId(db, idOrName));
  return projects.map((project) => project.id);
}

/**
 * The ids of the projects a user follows, most recently followed first. Whom someone follows is private: only
 * the user and admins may ask (`asker`). Projects the reader (the asker when the token may read projects)
 * cannot see are left out.
 */
export async function followedProjectIds(
  db: DbOrTx,
  asker: Actor | null,
  reader: Actor | null,
  idOrName: string,
): Promise<string[]> {
  const userId = await requireUserId(db, idOrName);
  if (!asker || (asker.userId !== userId && asker.role !== "admin")) {
    throw new AppError("forbidden", "You do not have permission to see the projects this user follows.");
  }
  const follows = await db.projectFollow.findMany({
    where: { userId },
    orderBy: [{ created: "desc" }, { projectId: "asc" }],
    select: { projectId: true },
  });
  return visibleProjectIds(
    db,
    reader,
    follows.map((follow) => follow.projectId),
  );
}
