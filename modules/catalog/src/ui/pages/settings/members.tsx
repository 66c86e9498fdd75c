import { db } from "@hopper/core/db";
import type { PageProps } from "@hopper/ui/server/render-page";

import { listTeamMembers } from "../../../server/services/teams/team-listing";
import { MembersSection } from "../../components/project-settings/members-section";
import { ProjectOrganizationSettings } from "../../components/project-organization-settings";
import { ProjectSettingsFrame } from "../../components/project-settings-frame";
import { loadProjectSettings } from "../../project-settings-load";

export const metadata = { title: "Project members - Hopper" };

/** /{type}/{id}/settings/members: the organization the project is in, and its team. */
export default async function ProjectMembersSettingsPage(props: PageProps) {
  const settings = await loadProjectSettings(props);
  const { project, actor, base, member, permissions } = settings;
  const members = await listTeamMembers(db(), project.teamId);
  return (
    <ProjectSettingsFrame settings={settings} tab="members">
      <ProjectOrganizationSettings project={project} actor={actor} back={`${base}/settings/members`} />
      <MembersSection
        projectId={project.id}
        members={members}
        permissions={permissions}
        canTransfer={Boolean(member?.isOwner) || actor?.role === "admin"}
      />
    </ProjectSettingsFrame>
  );
}
