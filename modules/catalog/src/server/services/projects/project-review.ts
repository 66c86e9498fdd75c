import { isStaff } from "@hopper/core/auth";
import type { Actor } from "@hopper/core/auth";
import type { DbOrTx, Prisma } from "@hopper/core/db";
import { AppError } from "@hopper/core/errors";

import { requireProjectPermission } from "../permissions";
import { loadForMutation } from "./project-access";
import { projectsChanged } from "./project-events";
import { isApproved, PROJECT_STATUSES, REQUESTABLE_STATUSES } from "./statuses";

export const NO_VERSIONS_FOR_REVIEW = "Upload at least one version before submitting the project for review.";
export const NO_SUMMARY_FOR_REVIEW = "Write a summary before submitting the project for review.";

/** Draft or rejected → processing (in review). Needs EDIT_DETAILS and at least one version. */
export async function submitForReview(db: DbOrTx, actor: Actor | null, idOrSlug: string) {
  const project = await loadForMutation(db, actor, idOrSlug);
  await requireProjectPermission(db, actor, project.teamId, "EDIT_DETAILS");
  if (project.status === "processing") throw new AppError("conflict", "This project is already under review.");
  if (isApproved(project.status)) throw new AppError("conflict", "This project has already been approved.");
  if (project.status === "withheld" && !isStaff(actor)) {
    throw new AppError("forbidden", "A withheld project can only be changed by a moderator.");
  }
  const versions = await db.version.count({ where: { projectId: project.id } });
  if (versions === 0) throw new AppError("invalid_input", NO_VERSIONS_FOR_REVIEW);
  if (!project.summary.trim())
    throw new AppError("invalid_input", NO_SUMMARY_FOR_REVIEW, { summary: NO_SUMMARY_FOR_REVIEW });
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
      throw new AppError(
        "invalid_input",
        "The requested status must be approved, archived, unlisted, private or draft.",
      );
    }
    data.requestedStatus = input.requestedStatus;
  }
  if (input.moderatorMessage !== undefined || input.moderatorMessageBody !== undefined) {
    if (!isStaff(actor)) throw new AppError("forbidden", "Only moderators can set the moderation message.");
    if (input.moderatorMessage !== undefined) data.moderatorMessage = input.moderatorMessage?.trim() || null;
    if (input.moderatorMessageBody !== undefined) data.moderatorMessageBody = input.moderatorMessageBody || null;
  }
  if (input.status !== undefined && input.status !== project.status) {
    const status = input.status;
    if (!(PROJECT_STATUSES as readonly string[]).includes(status)) {
      throw new AppError("invalid_input", `Unknown status: ${status}.`);
    }
    if (!isStaff(actor)) {
      if (status === "processing") return submitForReview(db, actor, project.id);
      if (!isApproved(project.status)) {
        throw new AppError("forbidden", "Only moderators can change the status of a project that is not approved.");
      }
      if (!REQUESTABLE_STATUSES.includes(status)) {
        throw new AppError("forbidden", "Only moderators can set this status.");
      }
    }
    data.status = status;
    if (isApproved(status) && !project.approved) data.approved = new Date();
    if (status === "processing") data.queued = new Date();
  }
  const updated = await db.project.update({ where: { id: project.id }, data });
  await projectsChanged(db, [project.id]);
  return updated;
}
