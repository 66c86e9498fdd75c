import { db } from "@hopper/core/db";
import { getT } from "@hopper/ui/i18n/server";
import type { PageProps } from "@hopper/ui/server/render-page";

import { listOrganizationProjects } from "../../../server/services/organizations/organization-projects";
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

/** /organization/{id}/settings/projects: its projects, each removable with REMOVE_PROJECT. */
export default async function OrganizationProjectsSettingsPage(props: PageProps) {
  // "Remove from organization" is the project settings' button for the same thing.
  const [settings, t, shared] = await Promise.all([
    loadOrganizationSettings(props),
    getT(organizationSettingsMessages),
    getT(settingsMessages),
  ]);
  const { organization, actor, base, can } = settings;
  const projects = await listOrganizationProjects(db(), actor, organization.id);
  return (
    <OrganizationSettingsFrame settings={settings} tab="projects">
      <section className={`${card} flex flex-col gap-3`} aria-labelledby="projects-heading">
        <h2 id="projects-heading" className="font-bold">
          {t("projectsTab")}
        </h2>
        <p className="text-sm text-secondary">{t("projects.intro")}</p>
        <ul className="flex flex-col gap-2 text-sm" data-testid="organization-settings-projects">
          {projects.map((project) => (
            <li key={project.id} className="flex items-center gap-2">
              <a className="font-semibold underline" href={projectPath(project)} dir="auto">
                {project.name}
              </a>
              {can("REMOVE_PROJECT") ? (
                <form action={organizationProjectAction}>
                  <input type="hidden" name="organizationId" value={organization.id} />
                  <input type="hidden" name="projectId" value={project.id} />
                  <input type="hidden" name="intent" value="remove" />
                  <input type="hidden" name="back" value={`${base}/projects`} />
                  <button type="submit" className="underline">
                    {shared("organization.remove")}
                  </button>
                </form>
              ) : null}
            </li>
          ))}
        </ul>
        {projects.length === 0 ? <p className="text-secondary">{t("projects.none")}</p> : null}
      </section>
    </OrganizationSettingsFrame>
  );
}
