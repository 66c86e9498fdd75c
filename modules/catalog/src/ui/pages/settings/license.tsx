import type { ModulePageProps } from "@hopper/ui/server/render-page";

import { ProjectPermission } from "../../../server/services/permissions";
import { updateProjectAction } from "../../actions/projects";
import { card } from "../../components/project-frame";
import { button, ProjectSettingsFrame, SectionFields, TextInput } from "../../components/project-settings-frame";
import { loadProjectSettings } from "../../project-settings-load";

export const metadata = { title: "Project license - Hopper" };

/** /{type}/{id}/settings/license: SPDX identifier and license URL (EDIT_DETAILS). */
export default async function ProjectLicenseSettingsPage(props: ModulePageProps) {
  const settings = await loadProjectSettings(props);
  const { project, can, fieldErrors } = settings;
  return (
    <ProjectSettingsFrame settings={settings} tab="license" host={props.host}>
      {can(ProjectPermission.EDIT_DETAILS) ? (
        <form action={updateProjectAction} className={`${card} flex flex-col gap-3`} aria-label="License">
          <h2 className="font-bold">License</h2>
          <SectionFields projectId={project.id} section="license" />
          <TextInput
            label="SPDX identifier or LicenseRef-…"
            name="licenseId"
            value={project.licenseId}
            error={fieldErrors.licenseId}
          />
          <TextInput label="License URL" name="licenseUrl" value={project.licenseUrl} error={fieldErrors.licenseUrl} />
          <button type="submit" className={button}>
            Save
          </button>
        </form>
      ) : null}
    </ProjectSettingsFrame>
  );
}
