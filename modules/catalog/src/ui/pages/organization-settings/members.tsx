import { getT } from "@hopper/ui/i18n/server";
import type { ModulePageProps } from "@hopper/ui/server/render-page";

import { organizationPermissionNames } from "../../../server/services/organizations/organization-permissions";
import { permissionNames } from "../../../server/services/permissions";
import { catalogCaller } from "../../caller";
import { OrganizationMembersManager } from "../../components/organization-members-manager";
import { OrganizationSettingsFrame } from "../../components/organization-settings-frame";
import { organizationSettingsMessages } from "../../messages/organization-settings";
import { loadOrganizationSettings } from "../../organization-settings-load";

export async function generateMetadata() {
  const t = await getT(organizationSettingsMessages);
  return { title: t("members.title") };
}

/** /organization/{id}/settings/members: the members (flags, edit, make owner, remove, leave) and the invite form. */
export default async function OrganizationMembersSettingsPage(props: ModulePageProps) {
  const settings = await loadOrganizationSettings(props);
  const { organization, actor, permissions, projectFlags, mine } = settings;
  const members = await (await catalogCaller()).organizations.members.list({ organizationId: organization.id });
  return (
    <OrganizationSettingsFrame settings={settings} tab="members" host={props.host}>
      <OrganizationMembersManager
        organizationId={organization.id}
        viewerId={actor?.userId ?? null}
        initial={members}
        organizationFlags={organizationPermissionNames(permissions)}
        projectFlags={permissionNames(projectFlags)}
        canTransfer={actor?.role === "admin" || Boolean(mine?.isOwner && mine.accepted)}
      />
    </OrganizationSettingsFrame>
  );
}
