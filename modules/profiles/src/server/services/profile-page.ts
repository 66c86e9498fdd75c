import { findPublicProfile } from "@hopper/accounts/server";
import { displayType, userProjectSummary } from "@hopper/catalog/server";
import type { Actor } from "@hopper/catalog/server";
import type { DbOrTx } from "@hopper/core/db";

export const PROJECTS_PER_PAGE = 20;

/**
 * What `/user/{id|username}` shows: the profile (accounts), and the user's projects the viewer may see with
 * their download and follower totals (catalogue) — hidden ones only for the user's team and staff. The totals
 * count every visible project; the list is one page of them. Null for an unknown user.
 */
export async function loadProfilePage(db: DbOrTx, viewer: Actor, idOrName: string, page: number) {
  const user = await findPublicProfile(db, idOrName);
  if (!user) return null;
  const summary = await userProjectSummary(db, viewer, user.id);
  const pages = Math.max(1, Math.ceil(summary.projects.length / PROJECTS_PER_PAGE));
  const current = Math.min(Math.max(1, page), pages);
  const projects = summary.projects
    .slice((current - 1) * PROJECTS_PER_PAGE, current * PROJECTS_PER_PAGE)
    .map((project) => ({
      id: project.id,
      slug: project.slug,
      name: project.name,
      summary: project.summary,
      type: displayType(project.projectType, project.loaders),
      iconUrl: project.iconUrl,
      downloads: project.downloads,
      followers: project.followers,
      status: project.status,
    }));
  return {
    user,
    projects,
    totals: { projects: summary.projects.length, downloads: summary.downloads, followers: summary.followers },
    page: current,
    pages,
  };
}

export type ProfileProject = NonNullable<Awaited<ReturnType<typeof loadProfilePage>>>["projects"][number];
