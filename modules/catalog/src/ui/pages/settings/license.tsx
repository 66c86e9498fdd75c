import { getT } from "@hopper/ui/i18n/server";
import type { ModulePageProps } from "@hopper/ui/server/render-page";

import { ProjectPermission } from "../../../server/services/permissions";
import { updateProjectAction } from "../../actions/projects";
import { card } from "../../components/project-frame";
import { button, ProjectSettingsFrame, SectionFields, TextInput } from "../../components/project-settings-frame";
import { settingsMessages } from "../../messages/settings";
import { loadProjectSettings } from "../../project-settings-load";

export async function generateMetadata() {
  const t = await getT(settingsMessages);
  return { title: t("license.title") };
}

/** /{type}/{id}/settings/license: SPDX identifier and license URL (EDIT_DETAILS). */
export default async function ProjectLicenseSettingsPage(props: ModulePageProps) {
  const [settings, t] = await Promise.all([loadProjectSettings(props), getT(settingsMessages)]);
  const { project, can, fieldErrors } = settings;
  return (
    <ProjectSettingsFrame settings={settings} tab="license" host={props.host}>
      {can(ProjectPermission.EDIT_DETAILS) ? (
        <form action={updateProjectAction} className={`${card} flex flex-col gap-3`} aria-label={t("license.heading")}>
          <h2 className="font-bold">{t("license.heading")}</h2>
          <SectionFields projectId={project.id} section="license" />
          <TextInput label={t("license.id")} name="licenseId" value={project.licenseId} error={fieldErrors.licenseId} />
          <TextInput
            label={t("license.url")}
            name="licenseUrl"
            value={project.licenseUrl}
            error={fieldErrors.licenseUrl}
          />
          <button type="submit" className={button}>
            {t("save")}
          </button>
        </form>
      ) : null}
    </ProjectSettingsFrame>
  );
}
