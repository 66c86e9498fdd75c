import { findPublicProfile } from "@hopper/accounts/server";
import { listUserOrganizations, projectCard, userProjectRoles, userProjectSummary } from "@hopper/catalog/server";
import { isStaff } from "@hopper/core/auth";
import type { Actor } from "@hopper/core/auth";
import { userCollections, visibleProjectsOf } from "@hopper/collections/server";
import type { DbOrTx } from "@hopper/core/db";

import { profileBadges } from "./profile-badges";
import { PROFILE_TYPE_TABS } from "./profile-types";

export const PROJECTS_PER_PAGE = 20;

/**
 * What `/user/{id|username}` (and `/user/{id}/{projectType}`) shows: the profile (accounts) with its badges, the
 * user's organizations, their projects the viewer may see with the download and follower totals (catalogue) —
 * hidden ones only for the project's team and staff — one type of them when `projectType` (a tab's address
 * segment, "mods") is given, their collections, and the links the viewer gets. The totals count every visible
 * project of every type; the list is one page of the chosen type. Null for an unknown user or a type tab the
 * user has no visible project of.
 */
export async function loadProfilePage(
  db: DbOrTx,
  viewer: Actor | null,
  idOrName: string,
  page: number,
  projectType?: string,
) {
  const user = await findPublicProfile(db, idOrName);
  if (!user) return null;
  const [summary, collections, organizations, roles] = await Promise.all([
    userProjectSummary(db, viewer, user.id),
    userCollections(db, viewer, user.id),
    listUserOrganizations(db, user.id),
    userProjectRoles(db, user.id),
  ]);
  const cards = summary.projects.map(projectCard);
  // The type tabs: one per type among the projects the viewer may see, in the catalogue's order.
  const types = PROFILE_TYPE_TABS.filter(([, type]) => cards.some((card) => card.type === type)).map(([path]) => path);
  const tab = projectType === undefined ? undefined : PROFILE_TYPE_TABS.find(([path]) => path === projectType);
  if (projectType !== undefined && (!tab || !types.includes(tab[0]))) return null;
  const shown = tab ? cards.filter((card) => card.type === tab[1]) : cards;
  const collectionProjects = await visibleProjectsOf(
    db,
    viewer,
    collections.map((collection) => collection.id),
  );
  const pages = Math.max(1, Math.ceil(shown.length / PROJECTS_PER_PAGE));
  const current = Math.min(Math.max(1, page), pages);
  const self = viewer?.userId === user.id;
  return {
    user,
    badges: profileBadges(user.role, roles),
    organizations: organizations.map((organization) => ({
      id: organization.id,
      slug: organization.slug,
      name: organization.name,
      iconUrl: organization.iconUrl,
    })),
    types,
    projectType: tab?.[0] ?? null,
    projects: shown.slice((current - 1) * PROJECTS_PER_PAGE, current * PROJECTS_PER_PAGE),
    totals: { projects: cards.length, downloads: summary.downloads, followers: summary.followers },
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
    links: {
      editProfile: self ? "/settings/profile" : null,
      manageProjects: self ? "/dashboard/projects" : null,
      // The staff's account lookup (accounts' /admin/user_email) opened on this user.
      viewUserDetails: isStaff(viewer) ? `/admin/user_email?user=${encodeURIComponent(user.id)}` : null,
      // No billing admin page exists yet (no billing module): nothing to link. When one exists, staff get
      // its address here and the page shows "Manage user billing" (docs/profiles.md).
      manageUserBilling: null as string | null,
    },
  };
}

export type ProfilePage = NonNullable<Awaited<ReturnType<typeof loadProfilePage>>>;
export type ProfileProject = ProfilePage["projects"][number];
