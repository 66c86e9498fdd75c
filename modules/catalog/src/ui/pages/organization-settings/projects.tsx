import { db } from "@hopper/core/db";
import type { PageProps } from "@hopper/ui/server/render-page";

import { listOrganizationProjects } from "../../../server/services/organizations/organization-projects";
import { organizationProjectAction } from "../../actions/organizations";
import { OrganizationSettingsFrame } from "../../components/organization-settings-frame";
import { card } from "../../components/project-frame";
import { projectPath } from "../../load";
import { loadOrganizationSettings } from "../../organization-settings-load";

export const metadata = { title: "Organization projects - Hopper" };

/** /organization/{id}/settings/projects: its projects, each removable with REMOVE_PROJECT. */
export default async function OrganizationProjectsSettingsPage(props: PageProps) {
  const settings = await loadOrganizationSettings(props);
  const { organization, actor, base, can } = settings;
  const projects = await listOrganizationProjects(db(), actor, organization.id);
  return (
    <OrganizationSettingsFrame settings={settings} tab="projects">
      <section className={`${card} flex flex-col gap-3`} aria-labelledby="projects-heading">
        <h2 id="projects-heading" className="font-bold">
          Projects
        </h2>
        <p className="text-sm text-secondary">
          A project's owner moves it in from the project's settings (Members tab). Each project keeps its own team;
          members of the organization get their project permissions on it.
        </p>
        <ul className="flex flex-col gap-2 text-sm" data-testid="organization-settings-projects">
          {projects.map((project) => (
            <li key={project.id} className="flex items-center gap-2">
              <a className="font-semibold underline" href={projectPath(project)}>
                {project.name}
              </a>
              {can("REMOVE_PROJECT") ? (
                <form action={organizationProjectAction}>
                  <input type="hidden" name="organizationId" value={organization.id} />
                  <input type="hidden" name="projectId" value={project.id} />
                  <input type="hidden" name="intent" value="remove" />
                  <input type="hidden" name="back" value={`${base}/projects`} />
                  <button type="submit" className="underline">
                    Remove from organization
                  </button>
                </form>
              ) : null}
            </li>
          ))}
        </ul>
        {projects.length === 0 ? <p className="text-secondary">No projects yet.</p> : null}
      </section>
    </OrganizationSettingsFrame>
  );
}
