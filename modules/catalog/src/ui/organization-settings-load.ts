import "server-only";

import { notFound } from "next/navigation";

import { db } from "@hopper/core/db";
import { getLocale, getT } from "@hopper/ui/i18n/server";
import type { PageProps } from "@hopper/ui/server/render-page";

import { mediaRefusalText } from "../server/services/media/media-refusal-codes";
import { listOrganizationMembers } from "../server/services/organizations/organization-members";
import { OrganizationPermission } from "../server/services/organizations/organization-permissions";
import type { OrganizationPermissionName } from "../server/services/organizations/organization-permissions";
import { ALL_PROJECT_PERMISSIONS } from "../server/services/permissions";
import { membersMessages } from "./messages/members";
import { organizationSettingsMessages } from "./messages/organization-settings";
import { sealedRefusal } from "@hopper/ui/server/refusal-seal";
import { loadOrganizationPage } from "./organization-load";

/** The text of a `?notice=` the organization actions redirect with (actions/organizations.ts). */
async function noticeText(notice: string): Promise<string | null> {
  const [t, members] = await Promise.all([getT(organizationSettingsMessages), getT(membersMessages)]);
  if (notice === "saved") return t("notices.saved");
  if (notice === "members") return members("updated");
  if (notice === "organization") return t("notices.projects");
  return null;
}

/**
 * What every organization settings tab starts from: the organization, the viewer's flags, its members and the
 * viewer's own row (a pending invitation is answered here). For members, invitees and staff; others get a 404.
 */
export async function loadOrganizationSettings({ params, searchParams }: PageProps) {
  const { id } = await params;
  const query = await searchParams;
  const page = await loadOrganizationPage(id);
  const { actor, organization, permissions } = page;
  const { members } = await listOrganizationMembers(db(), actor, organization.id);
  const mine = members.find((row) => row.userId === actor?.userId);
  if (permissions === 0n && !mine && actor?.role !== "moderator") notFound();
  // Project flags the viewer may hand out: the owner's and admins' are all, a member's are its own.
  const projectFlags =
    actor?.role === "admin" || mine?.isOwner ? ALL_PROJECT_PERMISSIONS : mine?.accepted ? mine.permissions : 0n;
  // The icon upload's refusal is a code read from the catalogue (media-refusal-codes.ts); the forms' server
  // actions (actions/form-runner.ts) send their refusal's texts sealed, with the messages per field shown next
  // to their fields. Text an address carries without the site's seal shows nothing.
  const refused = sealedRefusal(query);
  const error = mediaRefusalText(query.error, (await getLocale()).locale) ?? refused.message;
  const fieldErrors = refused.fields;
  return {
    fieldErrors,
    ...page,
    members,
    mine,
    invitation: mine && !mine.accepted ? mine : null,
    projectFlags,
    base: `/organization/${organization.slug}/settings`,
    notice: error ?? (typeof query.notice === "string" ? await noticeText(query.notice) : null),
    can: (flag: OrganizationPermissionName) => (permissions & OrganizationPermission[flag]) !== 0n,
  };
}

export type OrganizationSettings = Awaited<ReturnType<typeof loadOrganizationSettings>>;
