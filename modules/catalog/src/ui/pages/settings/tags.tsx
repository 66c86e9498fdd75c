import { db } from "@hopper/core/db";
import { getT } from "@hopper/ui/i18n/server";
import type { ModulePageProps } from "@hopper/ui/server/render-page";

import { categoriesFor } from "../../../tags/categories";
import { ProjectPermission } from "../../../server/services/permissions";
import { projectCategories } from "../../../server/services/projects/project-details";
import { updateProjectAction } from "../../actions/projects";
import { card } from "../../components/project-frame";
import { button, ProjectSettingsFrame, SectionFields } from "../../components/project-settings-frame";
import { settingsMessages } from "../../messages/settings";
import { loadProjectSettings } from "../../project-settings-load";
import { getTagLabel } from "../../status-label";

export async function generateMetadata() {
  const t = await getT(settingsMessages);
  return { title: t("tags.title") };
}

/** /{type}/{id}/settings/tags: featured and additional categories (EDIT_DETAILS). */
export default async function ProjectTagsSettingsPage(props: ModulePageProps) {
  const [settings, t, tagLabel] = await Promise.all([
    loadProjectSettings(props),
    getT(settingsMessages),
    getTagLabel(),
  ]);
  const { project, can } = settings;
  const allowed = can(ProjectPermission.EDIT_DETAILS);
  const categories = allowed ? await projectCategories(db(), project.id) : [];
  const primary = new Set(categories.filter((c) => !c.additional).map((c) => c.category));
  const additional = new Set(categories.filter((c) => c.additional).map((c) => c.category));
  return (
    <ProjectSettingsFrame settings={settings} tab="tags" host={props.host}>
      {allowed ? (
        <form action={updateProjectAction} className={`${card} flex flex-col gap-3`} aria-label={t("tags.heading")}>
          <h2 className="font-bold">{t("tags.heading")}</h2>
          <SectionFields projectId={project.id} section="tags" />
          <p className="text-sm text-secondary">{t("tags.hint")}</p>
          <div className="grid grid-cols-2 gap-1 text-sm md:grid-cols-3">
            {categoriesFor(project.projectType).map((category) => (
              <span key={`${category.header}-${category.name}`} className="flex gap-2">
                <label>
                  <input
                    type="checkbox"
                    name="categories"
                    value={category.name}
                    defaultChecked={primary.has(category.name)}
                  />{" "}
                  {tagLabel(category.name)}
                </label>
                <label className="text-xs text-secondary">
                  <input
                    type="checkbox"
                    name="additionalCategories"
                    value={category.name}
                    defaultChecked={additional.has(category.name)}
                  />{" "}
                  {t("tags.additional")}
                </label>
              </span>
            ))}
          </div>
          <button type="submit" className={button}>
            {t("save")}
          </button>
        </form>
      ) : null}
    </ProjectSettingsFrame>
  );
}
