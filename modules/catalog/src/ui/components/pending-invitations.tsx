import { Button } from "@hopper/ui/components/button";
import { ProjectIcon } from "@hopper/ui/components/project-icon";
import { getT } from "@hopper/ui/i18n/server";

import { displayType } from "../../server/services/versions/version-rules";
import { invitationAction } from "../actions/invitations";
import { dashboardMessages } from "../messages/dashboard";
import { projectPath } from "../load";
import { getProjectTypeLabel } from "../status-label";
import { card } from "./project-frame";

interface Invitation {
  project: { id: string; name: string; slug: string; projectType: string; loaders: string[]; iconUrl: string | null };
  role: string;
}

/** The viewer's unanswered project invitations, each with Accept and Decline (nothing when there are none). */
export async function PendingInvitations({ invitations, error }: { invitations: Invitation[]; error: string | null }) {
  if (invitations.length === 0 && !error) return null;
  const [t, typeLabel] = await Promise.all([getT(dashboardMessages), getProjectTypeLabel()]);
  return (
    <section className={`${card} flex flex-col gap-3`} aria-labelledby="invitations-heading">
      <h2 id="invitations-heading" className="font-bold">
        {t("invitations.heading")}
      </h2>
      {error ? (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
      <ul className="flex flex-col gap-2" data-testid="project-invitations">
        {invitations.map(({ project, role }) => {
          const type = displayType(project.projectType, project.loaders);
          return (
            <li key={project.id} className="flex flex-wrap items-center gap-3" data-testid="project-invitation">
              <ProjectIcon name={project.name} iconUrl={project.iconUrl} size={40} />
              <span className="flex min-w-0 flex-col text-sm">
                <a className="font-semibold underline" href={projectPath(project)}>
                  {project.name}
                </a>
                <span className="text-xs text-secondary">
                  {t("invitations.invitedAs", { type: typeLabel(type), role })}
                </span>
              </span>
              <form
                action={invitationAction}
                className="ml-auto flex gap-2"
                aria-label={t("invitations.form", { name: project.name })}
              >
                <input type="hidden" name="projectId" value={project.id} />
                <Button type="submit" name="intent" value="accept" size="sm">
                  {t("invitations.accept")}
                </Button>
                <Button type="submit" name="intent" value="decline" variant="secondary" size="sm">
                  {t("invitations.decline")}
                </Button>
              </form>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
