import "server-only";

import { notFound } from "next/navigation";

import { actorOf } from "@hopper/core/auth";
import { db } from "@hopper/core/db";
import { getViewer } from "@hopper/ui/server/viewer";

import { organizationAccess } from "../server/services/organizations/organization-permissions";
import { findOrganization } from "../server/services/organizations/organizations";

/** Loads the organization of an /organization/{id}/… page by id or slug; unknown ones are a 404. */
export async function loadOrganizationPage(id: string | string[] | undefined) {
  if (typeof id !== "string") notFound();
  const viewer = await getViewer();
  const actor = actorOf(viewer);
  const organization = await findOrganization(db(), id);
  if (!organization) notFound();
  const access = await organizationAccess(db(), actor, organization.teamId);
  return { organization, viewer, actor, permissions: access.permissions, member: access.member };
}

/**
 * Tab paths of an organization page: the plural of each project type, as on the listing pages, and the type.
 * Their labels are `projectTypePluralMessages` (ui/messages/tags.ts), by path.
 */
export const TYPE_TABS = [
  ["mods", "mod"],
  ["plugins", "plugin"],
  ["datapacks", "datapack"],
  ["resourcepacks", "resourcepack"],
  ["shaders", "shader"],
  ["modpacks", "modpack"],
] as const;
