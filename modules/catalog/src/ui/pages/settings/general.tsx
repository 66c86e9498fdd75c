import { db } from "@hopper/core/db";
import { getT } from "@hopper/ui/i18n/server";
import type { ModulePageProps } from "@hopper/ui/server/render-page";

import { ProjectPermission } from "../../../server/services/permissions";
import { listGalleryImages } from "../../../server/services/media/gallery-images";
import { countProjectVersions } from "../../../server/services/projects/project-details";
import { deleteProjectAction, updateProjectAction } from "../../actions/projects";
import { GallerySection, IconSection } from "../../components/project-settings/media-sections";
import { StatusSection } from "../../components/project-settings/status-section";
import { card } from "../../components/project-frame";
import { button, field, ProjectSettingsFrame, SectionFields, TextInput } from "../../components/project-settings-frame";
import { settingsMessages } from "../../messages/settings";
import { loadProjectSettings } from "../../project-settings-load";
import { ContributedSettingsTab } from "./contributed";

export async function generateMetadata() {
  const t = await getT(settingsMessages);
  return { title: t("general.title") };
}

/** /{type}/{id}/settings: status, name and sides, icon, gallery, and deleting the project. */
export default async function ProjectGeneralSettingsPage(props: ModulePageProps) {
  // Another module's settings tab (`project.settings-tab`) is addressed under this page.
  if (props.host.tab) return <ContributedSettingsTab {...props} />;
  const settings = await loadProjectSettings(props);
  const { project, can, fieldErrors } = settings;
  const [versionCount, gallery, t] = await Promise.all([
    countProjectVersions(db(), project.id),
    can(ProjectPermission.EDIT_DETAILS) ? listGalleryImages(db(), project.id) : [],
    getT(settingsMessages),
  ]);
  return (
    <ProjectSettingsFrame settings={settings} tab="general" host={props.host}>
      <StatusSection settings={settings} versionCount={versionCount} />
      {can(ProjectPermission.EDIT_DETAILS) ? (
        <>
          <form
            action={updateProjectAction}
            className={`${card} flex flex-col gap-3`}
            aria-label={t("general.heading")}
          >
            <h2 className="font-bold">{t("general.heading")}</h2>
            <SectionFields projectId={project.id} section="general" />
            <TextInput label={t("general.name")} name="name" value={project.name} error={fieldErrors.name} />
            <TextInput label={t("general.url")} name="slug" value={project.slug} error={fieldErrors.slug} />
            <TextInput
              label={t("general.summary")}
              name="summary"
              value={project.summary}
              error={fieldErrors.summary}
            />
            {(["clientSide", "serverSide"] as const).map((side) => (
              <label key={side} className="flex flex-col gap-1 text-sm font-semibold">
                {t(side === "clientSide" ? "general.clientSide" : "general.serverSide")}
                <select name={side} defaultValue={project[side]} className={field}>
                  {(["required", "optional", "unsupported", "unknown"] as const).map((value) => (
                    <option key={value} value={value}>
                      {t(`general.sideValues.${value}`)}
                    </option>
                  ))}
                </select>
              </label>
            ))}
            <button type="submit" className={button}>
              {t("save")}
            </button>
          </form>
          <IconSection project={project} />
          <GallerySection projectId={project.id} images={gallery} />
        </>
      ) : null}
      {can(ProjectPermission.DELETE_PROJECT) ? (
        <form
          action={deleteProjectAction}
          className={`${card} flex flex-col gap-2`}
          aria-label={t("general.deleteHeading")}
        >
          <h2 className="font-bold">{t("general.deleteHeading")}</h2>
          <input type="hidden" name="projectId" value={project.id} />
          <TextInput
            label={t("general.deleteConfirm", { slug: project.slug })}
            name="confirm"
            value=""
            error={fieldErrors.confirm}
          />
          <button type="submit" className="w-fit rounded-lg bg-danger px-4 py-2 font-semibold text-on-danger">
            {t("general.delete")}
          </button>
        </form>
      ) : null}
    </ProjectSettingsFrame>
  );
}
