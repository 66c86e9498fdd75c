import { db } from "@hopper/core/db";
import { formatNumber } from "@hopper/core/format/number";
import type { PageProps } from "@hopper/ui/server/render-page";
import { getViewer } from "@hopper/ui/server/viewer";

import { PROJECT_TYPE_LABELS, PROJECT_TYPES } from "../../tags/project-types";
import { listUserProjects } from "../../server/services/projects";
import { STATUS_LABELS } from "../../server/services/statuses";
import { bulkAction, createProjectAction } from "../actions/projects";
import { card } from "../components/project-frame";
import { projectPath } from "../load";

export const metadata = { title: "Projects - Hopper" };

const field = "rounded-lg border border-divider bg-input px-3 py-2";

export default async function DashboardProjectsPage({ searchParams }: PageProps) {
  const viewer = (await getViewer())!;
  const query = await searchParams;
  const projects = await listUserProjects(db(), viewer.user.id);
  const error = typeof query.error === "string" ? query.error : null;
  const notice = typeof query.notice === "string" ? query.notice : null;
  const keep = (name: string) => (typeof query[name] === "string" ? (query[name] as string) : "");
  return (
    <section className="flex flex-col gap-4 py-6">
      <h1 className="text-2xl font-bold">Projects</h1>
      <details className={card} open={Boolean(error)} data-testid="create-project">
        <summary className="cursor-pointer font-semibold">Create a project</summary>
        <form action={createProjectAction} className="mt-3 flex flex-col gap-3" aria-label="Create a project">
          <label className="flex flex-col gap-1 text-sm font-semibold">
            Name
            <input name="name" required defaultValue={keep("name")} className={field} />
          </label>
          <label className="flex flex-col gap-1 text-sm font-semibold">
            URL
            <input name="slug" required defaultValue={keep("slug")} className={field} />
          </label>
          <label className="flex flex-col gap-1 text-sm font-semibold">
            Type
            <select name="projectType" defaultValue={keep("type") || "mod"} className={field}>
              {PROJECT_TYPES.map((type) => (
                <option key={type} value={type}>
                  {PROJECT_TYPE_LABELS[type]}
                </option>
              ))}
            </select>
          </label>
          <label className="flex flex-col gap-1 text-sm font-semibold">
            Visibility
            <select name="visibility" defaultValue="public" className={field}>
              <option value="public">Public</option>
              <option value="unlisted">Unlisted</option>
              <option value="private">Private</option>
            </select>
          </label>
          <label className="flex flex-col gap-1 text-sm font-semibold">
            Summary
            <input name="summary" required className={field} />
          </label>
          {error ? (
            <p role="alert" className="text-sm text-danger">
              {error}
            </p>
          ) : null}
          <button type="submit" className="w-fit rounded-lg bg-brand px-4 py-2 font-semibold text-on-brand">
            Create project
          </button>
        </form>
      </details>
      {notice ? (
        <p role="status" className="text-sm" data-testid="dashboard-notice">
          {notice}
        </p>
      ) : null}
      <form action={bulkAction} className="flex flex-col gap-3" aria-label="Bulk actions">
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
                  {PROJECT_TYPE_LABELS[project.projectType as keyof typeof PROJECT_TYPE_LABELS] ?? project.projectType}
                </td>
                <td>{STATUS_LABELS[project.status] ?? project.status}</td>
                <td>{formatNumber(project.downloads)}</td>
                <td>{formatNumber(project.followers)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {projects.length ? (
          <fieldset className={`${card} flex flex-wrap items-end gap-2 text-sm`}>
            <legend className="font-semibold">With the selected projects</legend>
            <button type="submit" name="intent" value="submit" className="rounded-lg border border-divider px-3 py-1">
              Submit for review
            </button>
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
            <button type="submit" name="intent" value="links" className="rounded-lg border border-divider px-3 py-1">
              Set links
            </button>
          </fieldset>
        ) : null}
      </form>
      {projects.length === 0 ? <p className="text-secondary">You have no projects yet.</p> : null}
    </section>
  );
}
