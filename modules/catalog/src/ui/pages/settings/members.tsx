import { getT } from "@hopper/ui/i18n/server";
import type { ModulePageProps } from "@hopper/ui/server/render-page";

import { permissionNames } from "../../../server/services/permissions";
import { catalogCaller } from "../../caller";
import { MembersManager } from "../../components/project-settings/members-manager";
import { ProjectOrganizationSettings } from "../../components/project-organization-settings";
import { ProjectSettingsFrame } from "../../components/project-settings-frame";
import { settingsMessages } from "../../messages/settings";
import { loadProjectSettings } from "../../project-settings-load";

export async function generateMetadata() {
  const t = await getT(settingsMessages);
  return { title: t("members.title") };
}

/** /{type}/{id}/settings/members: the organization the project is in, and its team. */
export default async function ProjectMembersSettingsPage(props: ModulePageProps) {
  const settings = await loadProjectSettings(props);
  const { project, actor, base, member, permissions } = settings;
  const members = await (await catalogCaller()).members.list({ projectId: project.id });
  return (
    <ProjectSettingsFrame settings={settings} tab="members" host={props.host}>
      <ProjectOrganizationSettings project={project} actor={actor} back={`${base}/settings/members`} />
      <MembersManager
        projectId={project.id}
        initial={members}
        held={permissionNames(permissions)}
        canTransfer={Boolean(member?.isOwner) || actor?.role === "admin"}
      />
    </ProjectSettingsFrame>
  );
}
