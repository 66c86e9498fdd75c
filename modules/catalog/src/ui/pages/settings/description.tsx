import type { ModulePageProps } from "@hopper/ui/server/render-page";

import { ProjectPermission } from "../../../server/services/permissions";
import { updateProjectAction } from "../../actions/projects";
import { card } from "../../components/project-frame";
import { button, ProjectSettingsFrame, SectionFields } from "../../components/project-settings-frame";
import { TextEditor } from "../../forms/text-editor";
import { loadProjectSettings } from "../../project-settings-load";

export const metadata = { title: "Project description - Hopper" };

/** /{type}/{id}/settings/description: the Markdown body (EDIT_BODY). */
export default async function ProjectDescriptionSettingsPage(props: ModulePageProps) {
  const settings = await loadProjectSettings(props);
  const { project, can } = settings;
  return (
    <ProjectSettingsFrame settings={settings} tab="description" host={props.host}>
      {can(ProjectPermission.EDIT_BODY) ? (
        <form action={updateProjectAction} className={`${card} flex flex-col gap-3`} aria-label="Description">
          <h2 className="font-bold">Description</h2>
          <SectionFields projectId={project.id} section="description" />
          <label htmlFor="description-body" className="text-sm font-semibold">
            Description (Markdown)
          </label>
          <TextEditor id="description-body" name="body" initialValue={project.body} />
          <button type="submit" className={button}>
            Save
          </button>
        </form>
      ) : null}
    </ProjectSettingsFrame>
  );
}
