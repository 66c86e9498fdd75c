import { db } from "@hopper/core/db";
import { Button } from "@hopper/ui/components/button";
import { getT } from "@hopper/ui/i18n/server";
import type { ModulePageProps } from "@hopper/ui/server/render-page";

import {
  listOrganizationProjects,
  ownProjectsOutsideOrganizations,
} from "../../../server/services/organizations/organization-projects";
import { organizationProjectAction } from "../../actions/organizations";
import { OrganizationSettingsFrame } from "../../components/organization-settings-frame";
import { card } from "../../components/project-frame";
import { projectPath } from "../../load";
import { organizationSettingsMessages } from "../../messages/organization-settings";
import { settingsMessages } from "../../messages/settings";
import { loadOrganizationSettings } from "../../organization-settings-load";

export async function generateMetadata() {
  const t = await getT(organizationSettingsMessages);
  return { title: t("projects.title") };
}

const selectClassName = "rounded-lg border border-divider bg-input px-3 py-2";

/**
 * /organization/{id}/settings/projects: its projects, each removable with REMOVE_PROJECT (choosing who owns it
 * afterwards among the accepted members, or keeping its owner), and, with ADD_PROJECT, a form that moves one of
 * the viewer's own projects in. Plain forms: they work without JavaScript.
 */
export default async function OrganizationProjectsSettingsPage(props: ModulePageProps) {
  // "Remove from organization" is also the project settings' button for the same thing.
  const [settings, t, shared] = await Promise.all([
    loadOrganizationSettings(props),
    getT(organizationSettingsMessages),
    getT(settingsMessages),
  ]);
  const { organization, actor, base, can, members } = settings;
  const [projects, own] = await Promise.all([
    listOrganizationProjects(db(), actor, organization.id),
    can("ADD_PROJECT") ? ownProjectsOutsideOrganizations(db(), actor) : Promise.resolve([]),
  ]);
  const accepted = members.filter((member) => member.accepted);
  const hidden = (intent: string) => (
    <>
      <input type="hidden" name="organizationId" value={organization.id} />
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="back" value={`${base}/projects`} />
    </>
  );
  return (
    <OrganizationSettingsFrame settings={settings} tab="projects" host={props.host}>
      <section className={`${card} flex flex-col gap-3`} aria-labelledby="projects-heading">
        <h2 id="projects-heading" className="font-bold">
          {t("projectsTab")}
        </h2>
        <p className="text-sm text-secondary">{t("projects.intro")}</p>
        <ul className="flex flex-col gap-3 text-sm" data-testid="organization-settings-projects">
          {projects.map((project) => (
            <li key={project.id} className="flex flex-wrap items-end gap-2">
              <a className="font-semibold underline" href={projectPath(project)} dir="auto">
                {project.name}
              </a>
              {can("REMOVE_PROJECT") ? (
                <form
                  action={organizationProjectAction}
                  className="flex flex-wrap items-end gap-2"
                  aria-label={t("projects.removeForm", { name: project.name })}
                >
                  {hidden("remove")}
                  <input type="hidden" name="projectId" value={project.id} />
                  <label className="flex flex-col gap-1 text-xs font-semibold">
                    {t("projects.newOwner")}
                    <select name="newOwnerId" className={selectClassName} defaultValue="">
                      <option value="">{t("projects.keepOwner")}</option>
                      {accepted.map((member) => (
                        <option key={member.userId} value={member.userId} dir="auto">
                          {member.user.username}
                        </option>
                      ))}
                    </select>
                  </label>
                  <Button type="submit" variant="ghost" size="sm" className="underline">
                    {shared("organization.remove")}
                  </Button>
                </form>
              ) : null}
            </li>
          ))}
        </ul>
        {projects.length === 0 ? <p className="text-secondary">{t("projects.none")}</p> : null}
      </section>
      {can("ADD_PROJECT") ? (
        <section className={`${card} flex flex-col gap-2`} aria-labelledby="add-project-heading">
          <h2 id="add-project-heading" className="font-bold">
            {t("projects.addForm")}
          </h2>
          {own.length ? (
            <form
              action={organizationProjectAction}
              className="flex flex-wrap items-end gap-2"
              aria-label={t("projects.addForm")}
            >
              {hidden("add")}
              <label className="flex flex-col gap-1 text-sm font-semibold">
                {t("projects.addChoice")}
                <select name="projectId" required className={selectClassName}>
                  {own.map((project) => (
                    // People's text: a project's name keeps its own direction (and is not catalogue text).
                    <option key={project.id} value={project.id} dir="auto">
                      {project.name}
                    </option>
                  ))}
                </select>
              </label>
              <Button type="submit">{t("projects.add")}</Button>
            </form>
          ) : (
            <p className="text-sm text-secondary">{t("projects.nothingToAdd")}</p>
          )}
        </section>
      ) : null}
    </OrganizationSettingsFrame>
  );
}
