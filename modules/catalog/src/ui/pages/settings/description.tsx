import { getT } from "@hopper/ui/i18n/server";
import type { ModulePageProps } from "@hopper/ui/server/render-page";

import { ProjectPermission } from "../../../server/services/permissions";
import { updateProjectAction } from "../../actions/projects";
import { card } from "../../components/project-frame";
import { button, ProjectSettingsFrame, SectionFields } from "../../components/project-settings-frame";
import { TextEditor } from "../../forms/text-editor";
import { settingsMessages } from "../../messages/settings";
import { loadProjectSettings } from "../../project-settings-load";

export async function generateMetadata() {
  const t = await getT(settingsMessages);
  return { title: t("description.title") };
}

/** /{type}/{id}/settings/description: the Markdown body (EDIT_BODY). */
export default async function ProjectDescriptionSettingsPage(props: ModulePageProps) {
  const [settings, t] = await Promise.all([loadProjectSettings(props), getT(settingsMessages)]);
  const { project, can } = settings;
  return (
    <ProjectSettingsFrame settings={settings} tab="description" host={props.host}>
      {can(ProjectPermission.EDIT_BODY) ? (
        <form
          action={updateProjectAction}
          className={`${card} flex flex-col gap-3`}
          aria-label={t("description.heading")}
        >
          <h2 className="font-bold">{t("description.heading")}</h2>
          <SectionFields projectId={project.id} section="description" />
          <label htmlFor="description-body" className="text-sm font-semibold">
            {t("description.body")}
          </label>
          <TextEditor id="description-body" name="body" initialValue={project.body} />
          <button type="submit" className={button}>
            {t("save")}
          </button>
        </form>
      ) : null}
    </ProjectSettingsFrame>
  );
}
