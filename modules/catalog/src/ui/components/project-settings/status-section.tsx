import { isStaff } from "@hopper/core/auth";
import { Button } from "@hopper/ui/components/button";
import { getT } from "@hopper/ui/i18n/server";

import { ProjectPermission } from "../../../server/services/permissions";
import { isApproved, VISIBILITY_STATUSES } from "../../../server/services/projects/statuses";
import { statusAction } from "../../actions/projects";
import { settingsMessages } from "../../messages/settings";
import { getStatusLabel } from "../../status-label";
import type { ProjectSettings } from "../../project-settings-load";
import { card } from "../project-frame";
import { button, field } from "../project-settings-frame";

/** The project's status with what the viewer may do about it: submit for review, change visibility, moderate. */
export async function StatusSection({ settings, versionCount }: { settings: ProjectSettings; versionCount: number }) {
  const { project, actor, can } = settings;
  const [t, label] = await Promise.all([getT(settingsMessages), getStatusLabel()]);
  const projectId = <input type="hidden" name="projectId" value={project.id} />;
  return (
    <section className={card} aria-labelledby="status-heading">
      <h2 id="status-heading" className="mb-2 font-bold">
        {t.rich("status.heading", {
          status: () => <span data-testid="settings-status">{label(project.status)}</span>,
        })}
      </h2>
      {!isApproved(project.status) && project.status !== "processing" && can(ProjectPermission.EDIT_DETAILS) ? (
        <form action={statusAction} className="flex flex-col gap-2">
          {projectId}
          <input type="hidden" name="intent" value="submit" />
          {versionCount === 0 ? <p className="text-sm text-secondary">{t("status.needsVersion")}</p> : null}
          <button type="submit" className={button}>
            {t("status.submit")}
          </button>
        </form>
      ) : null}
      {isApproved(project.status) && can(ProjectPermission.EDIT_DETAILS) ? (
        <form action={statusAction} className="flex flex-wrap items-end gap-2">
          {projectId}
          <input type="hidden" name="intent" value="status" />
          <select name="status" defaultValue={project.status} className={field} aria-label={t("status.visibility")}>
            {VISIBILITY_STATUSES.map((status) => (
              <option key={status} value={status}>
                {label(status)}
              </option>
            ))}
          </select>
          <button type="submit" className={button}>
            {t("status.change")}
          </button>
        </form>
      ) : null}
      {/* A decision on a project in review (the status rules: services/projects/project-review.ts); approval
          gives the requested status when it is an approved one, as decideReview does. */}
      {isStaff(actor) && project.status === "processing" ? (
        <form action={statusAction} className="mt-2 flex flex-wrap gap-2" aria-label={t("status.moderation")}>
          {projectId}
          <input type="hidden" name="intent" value="status" />
          <button
            type="submit"
            name="status"
            value={
              project.requestedStatus && isApproved(project.requestedStatus) ? project.requestedStatus : "approved"
            }
            className={button}
          >
            {t("status.approve")}
          </button>
          <Button type="submit" name="status" value="rejected" variant="secondary">
            {t("status.reject")}
          </Button>
        </form>
      ) : null}
    </section>
  );
}
