import { db } from "@hopper/core/db";
import type { ModulePageProps } from "@hopper/ui/server/render-page";

import { ProjectPermission } from "../../../server/services/permissions";
import { listGalleryImages } from "../../../server/services/media/gallery-images";
import { countProjectVersions } from "../../../server/services/projects/project-details";
import { deleteProjectAction, updateProjectAction } from "../../actions/projects";
import { GallerySection, IconSection } from "../../components/project-settings/media-sections";
import { StatusSection } from "../../components/project-settings/status-section";
import { card } from "../../components/project-frame";
import { button, field, ProjectSettingsFrame, SectionFields, TextInput } from "../../components/project-settings-frame";
import { loadProjectSettings } from "../../project-settings-load";
import { ContributedSettingsTab } from "./contributed";

export const metadata = { title: "Project settings - Hopper" };

/** /{type}/{id}/settings: status, name and sides, icon, gallery, and deleting the project. */
export default async function ProjectGeneralSettingsPage(props: ModulePageProps) {
  // Another module's settings tab (`project.settings-tab`) is addressed under this page.
  if (props.host.tab) return <ContributedSettingsTab {...props} />;
  const settings = await loadProjectSettings(props);
  const { project, can, fieldErrors } = settings;
  const [versionCount, gallery] = await Promise.all([
    countProjectVersions(db(), project.id),
    can(ProjectPermission.EDIT_DETAILS) ? listGalleryImages(db(), project.id) : [],
  ]);
  return (
    <ProjectSettingsFrame settings={settings} tab="general" host={props.host}>
      <StatusSection settings={settings} versionCount={versionCount} />
      {can(ProjectPermission.EDIT_DETAILS) ? (
        <>
          <form action={updateProjectAction} className={`${card} flex flex-col gap-3`} aria-label="General">
            <h2 className="font-bold">General</h2>
            <SectionFields projectId={project.id} section="general" />
            <TextInput label="Name" name="name" value={project.name} error={fieldErrors.name} />
            <TextInput label="URL" name="slug" value={project.slug} error={fieldErrors.slug} />
            <TextInput label="Summary" name="summary" value={project.summary} error={fieldErrors.summary} />
            {(["clientSide", "serverSide"] as const).map((side) => (
              <label key={side} className="flex flex-col gap-1 text-sm font-semibold">
                {side === "clientSide" ? "Client side" : "Server side"}
                <select name={side} defaultValue={project[side]} className={field}>
                  {["required", "optional", "unsupported", "unknown"].map((value) => (
                    <option key={value}>{value}</option>
                  ))}
                </select>
              </label>
            ))}
            <button type="submit" className={button}>
              Save
            </button>
          </form>
          <IconSection project={project} />
          <GallerySection projectId={project.id} images={gallery} />
        </>
      ) : null}
      {can(ProjectPermission.DELETE_PROJECT) ? (
        <form action={deleteProjectAction} className={`${card} flex flex-col gap-2`} aria-label="Delete project">
          <h2 className="font-bold">Delete project</h2>
          <input type="hidden" name="projectId" value={project.id} />
          <TextInput label={`Type ${project.slug} to confirm`} name="confirm" value="" error={fieldErrors.confirm} />
          <button type="submit" className="w-fit rounded-lg bg-danger px-4 py-2 font-semibold text-on-danger">
            Delete
          </button>
        </form>
      ) : null}
    </ProjectSettingsFrame>
  );
}
