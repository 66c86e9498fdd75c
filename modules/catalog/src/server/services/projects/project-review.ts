import { isStaff } from "@hopper/core/auth";
import type { Actor } from "@hopper/core/auth";
import type { DbOrTx, Prisma } from "@hopper/core/db";

import { requireProjectPermission } from "../permissions";
import { loadForMutation } from "./project-access";
import { projectsChanged } from "./project-events";
import { projectStatusChanged } from "../teams/team-events";
import { inTransaction } from "../transaction";
import { isApproved, PROJECT_STATUSES, REQUESTABLE_STATUSES } from "./statuses";
import { problem, refusal } from "../refusals";

export const NO_VERSIONS_FOR_REVIEW = problem("review.noVersions").text;
export const NO_SUMMARY_FOR_REVIEW = problem("review.noSummary").text;

/** Draft or rejected → processing (in review). Needs EDIT_DETAILS and at least one version. */
export async function submitForReview(db: DbOrTx, actor: Actor | null, idOrSlug: string) {
  const project = await loadForMutation(db, actor, idOrSlug);
  await requireProjectPermission(db, actor, project.teamId, "EDIT_DETAILS");
  if (project.status === "processing") throw refusal("conflict", problem("review.alreadyInReview"));
  if (isApproved(project.status)) throw refusal("conflict", problem("review.alreadyApproved"));
  if (project.status === "withheld" && !isStaff(actor)) {
    throw refusal("forbidden", problem("review.withheld"));
  }
  const versions = await db.version.count({ where: { projectId: project.id } });
  if (versions === 0) throw refusal("invalid_input", problem("review.noVersions"));
  if (!project.summary.trim()) throw refusal("invalid_input", problem("review.noSummary"), "summary");
  return db.project.update({
    where: { id: project.id },
    data: { status: "processing", queued: new Date(), moderatorMessage: null, moderatorMessageBody: null },
  });
}

/**
 * Changes the status. Team members with EDIT_DETAILS may move an approved project between the requestable
 * statuses (approved, archived, unlisted, private) and set requested_status; moderators may set any status.
 * The first move into an approved status stamps `approved`.
 */
export async function setProjectStatus(
  db: DbOrTx,
  actor: Actor | null,
  idOrSlug: string,
  input: {
    status?: string;
    /** null clears it. */
    requestedStatus?: string | null;
    /** Moderators only; null clears it. */
    moderatorMessage?: string | null;
    moderatorMessageBody?: string | null;
  },
) {
  const project = await loadForMutation(db, actor, idOrSlug);
  await requireProjectPermission(db, actor, project.teamId, "EDIT_DETAILS");
  const data: Prisma.ProjectUpdateInput = {};
  if (input.requestedStatus !== undefined) {
    if (input.requestedStatus !== null && !REQUESTABLE_STATUSES.includes(input.requestedStatus)) {
      throw refusal("invalid_input", problem("review.requestedStatus"));
    }
    data.requestedStatus = input.requestedStatus;
  }
  if (input.moderatorMessage !== undefined || input.moderatorMessageBody !== undefined) {
    if (!isStaff(actor)) throw refusal("forbidden", problem("review.moderatorMessage"));
    if (input.moderatorMessage !== undefined) data.moderatorMessage = input.moderatorMessage?.trim() || null;
    if (input.moderatorMessageBody !== undefined) data.moderatorMessageBody = input.moderatorMessageBody || null;
  }
  if (input.status !== undefined && input.status !== project.status) {
    const status = input.status;
    if (!(PROJECT_STATUSES as readonly string[]).includes(status)) {
      throw refusal("invalid_input", problem("review.unknownStatus", { status }));
    }
    if (!isStaff(actor)) {
      if (status === "processing") return submitForReview(db, actor, project.id);
      if (!isApproved(project.status)) {
        throw refusal("forbidden", problem("review.notApproved"));
      }
      if (!REQUESTABLE_STATUSES.includes(status)) {
        throw refusal("forbidden", problem("review.moderatorsOnly"));
      }
    }
    data.status = status;
    if (isApproved(status) && !project.approved) data.approved = new Date();
    if (status === "processing") data.queued = new Date();
  }
  return inTransaction(db, async (tx) => {
    const updated = await tx.project.update({ where: { id: project.id }, data });
    await projectsChanged(tx, [project.id]);
    // The team hears of it (a status_change notification); the event commits with the change.
    if (data.status !== undefined && actor) {
      await projectStatusChanged(tx, {
        projectId: project.id,
        oldStatus: project.status,
        newStatus: updated.status,
        changedBy: actor.userId,
        changedAt: new Date().toISOString(),
      });
    }
    return updated;
  });
}
