import { actorOf } from "@hopper/core/auth";
import { db } from "@hopper/core/db";
import { formatNumber } from "@hopper/core/format/number";
import { Button } from "@hopper/ui/components/button";
import { getT } from "@hopper/ui/i18n/server";
import type { PageProps } from "@hopper/ui/server/render-page";
import { getViewer } from "@hopper/ui/server/viewer";

import { PROJECT_TYPES } from "../../tags/project-types";
import { listUserProjects } from "../../server/services/projects/project-summary";
import { reviewQueueStandings } from "../../server/services/review/queue-position";
import { listPendingProjectInvitations } from "../../server/services/teams/user-invitations";
import { bulkAction, createProjectAction } from "../actions/projects";
import { card } from "../components/project-frame";
import { CreateProjectDialog } from "../components/create-project-dialog";
import { reviewStandingText } from "../components/review-standing";
import { PendingInvitations } from "../components/pending-invitations";
import { dashboardNotice, sealedText } from "../dashboard-notices";
import { projectPath } from "../load";
import { dashboardMessages } from "../messages/dashboard";
import { getProjectTypeLabel, getStatusLabel } from "../status-label";
import { sealedRefusal } from "@hopper/ui/server/refusal-seal";

export async function generateMetadata() {
  const t = await getT(dashboardMessages);
  return { title: t("projects.title") };
}

const field = "rounded-lg border border-divider bg-input px-3 py-2";

export default async function DashboardProjectsPage({ searchParams }: PageProps) {
  const viewer = (await getViewer())!;
  const query = await searchParams;
  const [projects, invitations, t, statusLabel, typeLabel] = await Promise.all([
    listUserProjects(db(), viewer.user.id),
    listPendingProjectInvitations(db(), viewer.user.id),
    getT(dashboardMessages),
    getStatusLabel(),
    getProjectTypeLabel(),
  ]);
  // Beside each project in review: its place in the queue and the usual wait (the service checks membership).
  const standings = await reviewQueueStandings(db(), actorOf(viewer), projects);
  const standingTexts = new Map(
    await Promise.all([...standings].map(async ([id, standing]) => [id, await reviewStandingText(standing)] as const)),
  );
  // A refused form's text as runForm sealed it (ui/refusal-seal.ts); text an address made up shows nothing.
  const error = sealedRefusal(query).message;
  // The forms' notices come by key, their refusals sealed (ui/dashboard-notices.ts): none made up by an address.
  const named = dashboardNotice(query);
  const notice = !named ? null : named.key === "projects.bulkUpdated" ? t(named.key, named.values) : t(named.key);
  const bulkError = sealedText(query, "bulkError");
  const invitationError = sealedText(query, "invitationError");
  const keep = (name: string) => (typeof query[name] === "string" ? (query[name] as string) : "");
  return (
    <section className="flex flex-col gap-4 py-6">
      <h1 className="text-2xl font-bold">{t("projects.heading")}</h1>
      <CreateProjectDialog
        action={createProjectAction}
        types={PROJECT_TYPES.map((type) => ({ value: type, label: typeLabel(type) }))}
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
      <form action={bulkAction} className="flex flex-col gap-3" aria-label={t("projects.bulkForm")}>
        {/* On a phone the table scrolls sideways in its own box instead of widening the page (issue 14). */}
        <div className="relative overflow-x-auto">
          <table className="w-full text-left text-sm" data-testid="dashboard-projects">
            <thead>
              <tr>
                <th>
                  <span className="sr-only">{t("projects.select")}</span>
                </th>
                <th>{t("projects.columns.name")}</th>
                <th>{t("projects.columns.type")}</th>
                <th>{t("projects.columns.status")}</th>
                <th>{t("projects.columns.downloads")}</th>
                <th>{t("projects.columns.followers")}</th>
              </tr>
            </thead>
            <tbody>
              {projects.map((project) => (
                <tr key={project.id} className="border-t border-divider">
                  <td>
                    <input
                      type="checkbox"
                      name="projectIds"
                      value={project.id}
                      aria-label={t("projects.selectProject", { name: project.name })}
                    />
                  </td>
                  <td>
                    <a className="font-semibold underline" dir="auto" href={`${projectPath(project)}/settings`}>
                      {project.name}
                    </a>
                  </td>
                  <td>{typeLabel(project.projectType)}</td>
                  <td>
                    {statusLabel(project.status)}
                    {standingTexts.has(project.id) ? (
                      <span className="block text-xs text-secondary" data-testid="review-standing">
                        {standingTexts.get(project.id)}
                      </span>
                    ) : null}
                  </td>
                  <td>{formatNumber(project.downloads)}</td>
                  <td>{formatNumber(project.followers)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {projects.length ? (
          <fieldset className={`${card} flex flex-wrap items-end gap-2 text-sm`}>
            <legend className="font-semibold">{t("projects.withSelected")}</legend>
            <Button type="submit" name="intent" value="submit" variant="secondary" size="sm">
              {t("projects.submit")}
            </Button>
            {(["issuesUrl", "sourceUrl", "wikiUrl", "discordUrl"] as const).map((name) => (
              <label key={name} className="flex flex-col gap-1">
                {t(`projects.links.${name}`)}
                <input name={name} className={field} />
              </label>
            ))}
            <Button type="submit" name="intent" value="links" variant="secondary" size="sm">
              {t("projects.setLinks")}
            </Button>
          </fieldset>
        ) : null}
      </form>
      {projects.length === 0 ? <p className="text-secondary">{t("projects.none")}</p> : null}
    </section>
  );
}
