import { db } from "@hopper/core/db";
import { formatNumber } from "@hopper/core/format/number";
import { Button } from "@hopper/ui/components/button";
import type { PageProps } from "@hopper/ui/server/render-page";
import { getViewer } from "@hopper/ui/server/viewer";

import { PROJECT_TYPE_LABELS, PROJECT_TYPES } from "../../tags/project-types";
import { listUserProjects } from "../../server/services/projects/project-summary";
import { listPendingProjectInvitations } from "../../server/services/teams/user-invitations";
import { STATUS_LABELS } from "../../server/services/projects/statuses";
import { bulkAction, createProjectAction } from "../actions/projects";
import { card } from "../components/project-frame";
import { CreateProjectDialog } from "../components/create-project-dialog";
import { PendingInvitations } from "../components/pending-invitations";
import { projectPath } from "../load";

export const metadata = { title: "Projects - Hopper" };

const field = "rounded-lg border border-divider bg-input px-3 py-2";
/** Notices other pages send here by key (the bulk actions and invitations send their own sentences). */
const NOTICES: Record<string, string> = { deleted: "Project deleted." };

export default async function DashboardProjectsPage({ searchParams }: PageProps) {
  const viewer = (await getViewer())!;
  const query = await searchParams;
  const [projects, invitations] = await Promise.all([
    listUserProjects(db(), viewer.user.id),
    listPendingProjectInvitations(db(), viewer.user.id),
  ]);
  const error = typeof query.error === "string" ? query.error : null;
  const notice = typeof query.notice === "string" ? (NOTICES[query.notice] ?? query.notice) : null;
  const bulkError = typeof query.bulkError === "string" ? query.bulkError : null;
  const invitationError = typeof query.invitationError === "string" ? query.invitationError : null;
  const keep = (name: string) => (typeof query[name] === "string" ? (query[name] as string) : "");
  return (
    <section className="flex flex-col gap-4 py-6">
      <h1 className="text-2xl font-bold">Projects</h1>
      <CreateProjectDialog
        action={createProjectAction}
        types={PROJECT_TYPES.map((type) => ({ value: type, label: PROJECT_TYPE_LABELS[type] }))}
        initial={{
          name: keep("name"),
          slug: keep("slug"),
          type: keep("type"),
          visibility: keep("visibility"),
          summary: keep("summary"),
        }}
        error={error}
      />
      <PendingInvitations invitations={invitations} error={invitationError} />
      {notice ? (
        <p role="status" className="text-sm" data-testid="dashboard-notice">
          {notice}
        </p>
      ) : null}
      {bulkError ? (
        <p role="alert" className="text-sm text-danger" data-testid="dashboard-error">
          {bulkError}
        </p>
      ) : null}
      <form action={bulkAction} className="flex flex-col gap-3" aria-label="Bulk actions">
        {/* On a phone the table scrolls sideways in its own box instead of widening the page (issue 14). */}
        <div className="relative overflow-x-auto">
          <table className="w-full text-left text-sm" data-testid="dashboard-projects">
            <thead>
              <tr>
                <th>
                  <span className="sr-only">Select</span>
                </th>
                <th>Name</th>
                <th>Type</th>
                <th>Status</th>
                <th>Downloads</th>
                <th>Followers</th>
              </tr>
            </thead>
            <tbody>
              {projects.map((project) => (
                <tr key={project.id} className="border-t border-divider">
                  <td>
                    <input type="checkbox" name="projectIds" value={project.id} aria-label={`Select ${project.name}`} />
                  </td>
                  <td>
                    <a className="font-semibold underline" href={`${projectPath(project)}/settings`}>
                      {project.name}
                    </a>
                  </td>
                  <td>
                    {PROJECT_TYPE_LABELS[project.projectType as keyof typeof PROJECT_TYPE_LABELS] ??
                      project.projectType}
                  </td>
                  <td>{STATUS_LABELS[project.status] ?? project.status}</td>
                  <td>{formatNumber(project.downloads)}</td>
                  <td>{formatNumber(project.followers)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {projects.length ? (
          <fieldset className={`${card} flex flex-wrap items-end gap-2 text-sm`}>
            <legend className="font-semibold">With the selected projects</legend>
            <Button type="submit" name="intent" value="submit" variant="secondary" size="sm">
              Submit for review
            </Button>
            {(["issuesUrl", "sourceUrl", "wikiUrl", "discordUrl"] as const).map((name) => (
              <label key={name} className="flex flex-col gap-1">
                {
                  {
                    issuesUrl: "Issues link",
                    sourceUrl: "Source link",
                    wikiUrl: "Wiki link",
                    discordUrl: "Discord link",
                  }[name]
                }
                <input name={name} className={field} />
              </label>
            ))}
            <Button type="submit" name="intent" value="links" variant="secondary" size="sm">
              Set links
            </Button>
          </fieldset>
        ) : null}
      </form>
      {projects.length === 0 ? <p className="text-secondary">You have no projects yet.</p> : null}
    </section>
  );
}
