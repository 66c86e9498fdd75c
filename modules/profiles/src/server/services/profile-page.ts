import { findPublicProfile } from "@hopper/accounts/server";
import { projectCard, userProjectSummary } from "@hopper/catalog/server";
import type { Actor } from "@hopper/core/auth";
import { userCollections, visibleProjectsOf } from "@hopper/collections/server";
import type { DbOrTx } from "@hopper/core/db";

export const PROJECTS_PER_PAGE = 20;

/**
 * What `/user/{id|username}` shows: the profile (accounts), and the user's projects the viewer may see with
 * their download and follower totals (catalogue) — hidden ones only for the user's team and staff — and their
 * collections. The totals count every visible project; the list is one page of them. Null for an unknown user.
 */
export async function loadProfilePage(db: DbOrTx, viewer: Actor | null, idOrName: string, page: number) {
  const user = await findPublicProfile(db, idOrName);
  if (!user) return null;
  const [summary, collections] = await Promise.all([
    userProjectSummary(db, viewer, user.id),
    userCollections(db, viewer, user.id),
  ]);
  const collectionProjects = await visibleProjectsOf(
    db,
    viewer,
    collections.map((collection) => collection.id),
  );
  const pages = Math.max(1, Math.ceil(summary.projects.length / PROJECTS_PER_PAGE));
  const current = Math.min(Math.max(1, page), pages);
  const projects = summary.projects
    .slice((current - 1) * PROJECTS_PER_PAGE, current * PROJECTS_PER_PAGE)
    .map(projectCard);
  return {
    user,
    projects,
    totals: { projects: summary.projects.length, downloads: summary.downloads, followers: summary.followers },
    page: current,
    pages,
    // Listed collections for everyone; the user and staff see their unlisted and private ones too.
    collections: collections.map((collection) => ({
      id: collection.id,
      name: collection.name,
      description: collection.description,
      iconUrl: collection.iconUrl,
      status: collection.status,
      projects: collectionProjects.get(collection.id)?.length ?? 0,
    })),
  };
}

export type ProfileProject = NonNullable<Awaited<ReturnType<typeof loadProfilePage>>>["projects"][number];
