import type { Actor } from "@hopper/core/auth";
import type { DbOrTx } from "@hopper/core/db";

import { isLoader, loaderSupports } from "../../../tags/loaders";
import { problem, refusal } from "../refusals";
import { firstUnknownGameVersion } from "../versions/game-versions";
import { getVisibleProject } from "./project-access";

/** More loaders than any project type has; a follow that names more is a mistake, not a wish. */
export const FOLLOW_LOADERS_MAX = 16;
/** Enough for every release of several years; the list is checked against the known game versions. */
export const FOLLOW_GAME_VERSIONS_MAX = 100;

/** A follow's filters: only versions for one of these loaders / game versions notify (empty = all). */
export interface FollowFilters {
  loaders: string[];
  gameVersions: string[];
}

async function ownFollow(db: DbOrTx, actor: Actor | null, idOrSlug: string) {
  if (!actor) throw refusal("unauthorized", problem("signInToFollow"));
  const project = await getVisibleProject(db, actor, idOrSlug);
  const follow = await db.projectFollow.findUnique({
    where: { userId_projectId: { userId: actor.userId, projectId: project.id } },
    select: { loaders: true, gameVersions: true },
  });
  return { actor, project, follow };
}

/** The viewer's follow of a project and its filters; `following: false` (and no filters) when they do not follow. */
export async function getFollowFilters(db: DbOrTx, actor: Actor | null, idOrSlug: string) {
  const { project, follow } = await ownFollow(db, actor, idOrSlug);
  return {
    projectId: project.id,
    following: follow !== null,
    loaders: follow?.loaders ?? [],
    gameVersions: follow?.gameVersions ?? [],
  };
}

/**
 * Sets the filters of the actor's own follow (nobody else's: staff included, a follow is the follower's
 * business). Loaders must be known ones the project's type can use, game versions known ones; duplicates are
 * dropped. Empty lists take every version again.
 */
export async function setFollowFilters(
  db: DbOrTx,
  actor: Actor | null,
  idOrSlug: string,
  filters: Partial<FollowFilters>,
): Promise<FollowFilters & { projectId: string }> {
  const { actor: follower, project, follow } = await ownFollow(db, actor, idOrSlug);
  if (!follow) throw refusal("not_found", problem("follows.notFollowing"));
  const loaders = filters.loaders === undefined ? follow.loaders : [...new Set(filters.loaders)];
  const gameVersions = filters.gameVersions === undefined ? follow.gameVersions : [...new Set(filters.gameVersions)];
  if (loaders.length > FOLLOW_LOADERS_MAX) {
    throw refusal("invalid_input", problem("follows.tooManyLoaders", { max: String(FOLLOW_LOADERS_MAX) }), "loaders");
  }
  if (gameVersions.length > FOLLOW_GAME_VERSIONS_MAX) {
    throw refusal(
      "invalid_input",
      problem("follows.tooManyGameVersions", { max: String(FOLLOW_GAME_VERSIONS_MAX) }),
      "gameVersions",
    );
  }
  for (const loader of loaders) {
    if (!isLoader(loader)) throw refusal("invalid_input", problem("versions.unknownLoader", { loader }), "loaders");
    if (!loaderSupports(loader, project.projectType)) {
      throw refusal(
        "invalid_input",
        problem("versions.loaderForType", { loader, projectType: project.projectType }),
        "loaders",
      );
    }
  }
  const unknown = await firstUnknownGameVersion(db, gameVersions);
  if (unknown) {
    throw refusal("invalid_input", problem("versions.unknownGameVersion", { gameVersion: unknown }), "gameVersions");
  }
  await db.projectFollow.update({
    where: { userId_projectId: { userId: follower.userId, projectId: project.id } },
    data: { loaders, gameVersions },
  });
  return { projectId: project.id, loaders, gameVersions };
}
