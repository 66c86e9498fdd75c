import { isStaff } from "@hopper/core/auth";
import type { Actor } from "@hopper/core/auth";
import { newId } from "@hopper/core/db";
import type { DbOrTx, Prisma } from "@hopper/core/db";

import { projectAccess, requireProjectPermission } from "../permissions";
import { problem, refusal } from "../refusals";
import { clearReviewLock, requireNoOtherReviewLock } from "../review/review-lock";
import { MODERATOR_MESSAGE_BODY_MAX, MODERATOR_MESSAGE_MAX, transitionRefusal } from "../review/status-rules";
import { projectStatusChanged } from "../teams/team-events";
import { inTransaction } from "../transaction";
import { findProject, loadForMutation } from "./project-access";
import { projectsChanged } from "./project-events";
import { IN_REVIEW_STATUS, isApproved, REQUESTABLE_STATUSES } from "./statuses";

// The one status-rules service (issue 16, docs/moderation.md "Status rules"): the settings page, the tRPC
// procedures, PATCH /v2/project/{id}, project creation's submission and the moderators' decisions all change a
// project's status here. Every refusal is decided before anything is written, inside one transaction holding
// the project's row, so a refused request changes nothing and two moderators deciding at once are serialised.

export const NO_VERSIONS_FOR_REVIEW = problem("review.noVersions").text;
export const NO_SUMMARY_FOR_REVIEW = problem("review.noSummary").text;

export const REVIEW_DECISIONS = ["approve", "reject", "withhold"] as const;
export type ReviewDecisionKind = (typeof REVIEW_DECISIONS)[number];

interface StatusInput {
  status?: string;
  /** null clears it. */
  requestedStatus?: string | null;
  /** Moderators only; null clears it. */
  moderatorMessage?: string | null;
  moderatorMessageBody?: string | null;
}

type Mode =
  /** setProjectStatus: the same status again is no change. */
  | { kind: "edit" }
  /** submitForReview: only a project not in review and not approved. */
  | { kind: "submit" }
  /** decideReview: a project in review gets the decision's status. */
  | { kind: "decide"; decision: ReviewDecisionKind };

const PROJECT_FIELDS = {
  id: true,
  status: true,
  requestedStatus: true,
  summary: true,
  queued: true,
  approved: true,
} as const;

/** The status a decision gives: approval applies the requested status when it is an approved one. */
function decidedStatus(decision: ReviewDecisionKind, requestedStatus: string | null): string {
  if (decision === "reject") return "rejected";
  if (decision === "withhold") return "withheld";
  return requestedStatus && isApproved(requestedStatus) ? requestedStatus : "approved";
}

function checkMessages(actor: Actor, input: StatusInput) {
  if (input.moderatorMessage === undefined && input.moderatorMessageBody === undefined) return;
  if (!isStaff(actor)) throw refusal("forbidden", problem("review.moderatorMessage"));
  if ((input.moderatorMessage?.length ?? 0) > MODERATOR_MESSAGE_MAX) {
    throw refusal("invalid_input", problem("review.messageLength", { max: String(MODERATOR_MESSAGE_MAX) }));
  }
  if ((input.moderatorMessageBody?.length ?? 0) > MODERATOR_MESSAGE_BODY_MAX) {
    throw refusal("invalid_input", problem("review.messageBodyLength", { max: String(MODERATOR_MESSAGE_BODY_MAX) }));
  }
}

async function changeStatus(db: DbOrTx, actor: Actor | null, idOrSlug: string, input: StatusInput, mode: Mode) {
  let found;
  if (mode.kind === "decide") {
    if (!actor) throw refusal("unauthorized", problem("signIn"));
    if (!isStaff(actor)) throw refusal("forbidden", problem("review.staffOnly"));
    found = await findProject(db, idOrSlug);
    if (!found) throw refusal("not_found", problem("projectNotFound"));
  } else {
    found = await loadForMutation(db, actor, idOrSlug);
  }
  // A decision is the moderators' whatever their team membership says (a moderator on the team without
  // EDIT_DETAILS still reviews); every other change needs EDIT_DETAILS, which moderators have on any project.
  const access =
    mode.kind === "decide"
      ? await projectAccess(db, actor, found.teamId)
      : await requireProjectPermission(db, actor, found.teamId, "EDIT_DETAILS");
  const who = actor!;
  const staff = isStaff(who);
  checkMessages(who, input);
  if (
    input.requestedStatus !== undefined &&
    input.requestedStatus !== null &&
    !REQUESTABLE_STATUSES.includes(input.requestedStatus)
  ) {
    throw refusal("invalid_input", problem("review.requestedStatus"));
  }

  return inTransaction(db, async (tx) => {
    // The row lock: the checks below read what this transaction then changes, and a concurrent change waits.
    await tx.$executeRaw`SELECT 1 FROM projects WHERE id = ${found.id} FOR UPDATE`;
    const project = await tx.project.findUniqueOrThrow({ where: { id: found.id }, select: PROJECT_FIELDS });
    if (mode.kind === "submit") {
      if (project.status === IN_REVIEW_STATUS) throw refusal("conflict", problem("review.alreadyInReview"));
      if (isApproved(project.status)) throw refusal("conflict", problem("review.alreadyApproved"));
    }
    if (mode.kind === "decide" && project.status !== IN_REVIEW_STATUS) {
      throw refusal("conflict", problem("review.notInReview"));
    }
    // A withheld project is the moderators' alone, its requested status included.
    if (!staff && project.status === "withheld") throw refusal("forbidden", problem("review.withheld"));

    const target = mode.kind === "decide" ? decidedStatus(mode.decision, project.requestedStatus) : input.status;
    const now = new Date();
    const data: Prisma.ProjectUpdateInput = {};
    if (input.requestedStatus !== undefined) data.requestedStatus = input.requestedStatus;
    if (input.moderatorMessage !== undefined) data.moderatorMessage = input.moderatorMessage?.trim() || null;
    if (input.moderatorMessageBody !== undefined) data.moderatorMessageBody = input.moderatorMessageBody || null;

    const moves = target !== undefined && target !== project.status;
    const decision = moves && staff && project.status === IN_REVIEW_STATUS;
    if (moves) {
      const refused = transitionRefusal({
        from: project.status,
        to: target,
        staff,
        versions: await tx.version.count({ where: { projectId: project.id } }),
        summary: project.summary,
        everSubmitted: project.queued !== null || project.approved !== null,
      });
      if (refused) throw refused;
      if (decision) await requireNoOtherReviewLock(tx, who, project.id);
      data.status = target;
      if (isApproved(target) && !project.approved) data.approved = now;
      if (target === IN_REVIEW_STATUS) {
        data.queued = now;
        // A new submission starts a new conversation: the last review's message no longer applies.
        if (input.moderatorMessage === undefined) data.moderatorMessage = null;
        if (input.moderatorMessageBody === undefined) data.moderatorMessageBody = null;
      }
    }
    if (Object.keys(data).length === 0) return tx.project.findUniqueOrThrow({ where: { id: project.id } });

    const updated = await tx.project.update({ where: { id: project.id }, data });
    await projectsChanged(tx, [project.id]);
    if (moves) {
      if (decision) {
        await tx.reviewDecision.create({
          data: {
            id: newId(),
            projectId: project.id,
            moderatorId: who.userId,
            fromStatus: project.status,
            toStatus: updated.status,
            queuedAt: project.queued,
            decidedAt: now,
          },
        });
        await clearReviewLock(tx, project.id);
      }
      // The team hears of it (notifications), and the project's thread gets the change (moderation); both
      // subscribe to this event, which commits with the change. Staff acting from outside the team stay anonymous.
      await projectStatusChanged(tx, {
        projectId: project.id,
        oldStatus: project.status,
        newStatus: updated.status,
        changedBy: who.userId,
        changedAt: now.toISOString(),
        hideIdentity: staff && access.member === null,
        ...(updated.moderatorMessage && data.moderatorMessage !== undefined
          ? { moderatorMessage: updated.moderatorMessage }
          : {}),
        ...(updated.moderatorMessageBody && data.moderatorMessageBody !== undefined
          ? { moderatorMessageBody: updated.moderatorMessageBody }
          : {}),
      });
    }
    return updated;
  });
}

/**
 * Draft or rejected → processing (in review), stamping `queued`. Needs EDIT_DETAILS (moderators have it), at least
 * one version and a summary; a withheld project only moderators move.
 */
export function submitForReview(db: DbOrTx, actor: Actor | null, idOrSlug: string) {
  return changeStatus(db, actor, idOrSlug, { status: IN_REVIEW_STATUS }, { kind: "submit" });
}

/**
 * Changes the status and the requested status (the rules: server/services/review/status-rules.ts). Team
 * members with EDIT_DETAILS submit (→ processing) and move an approved project between the requestable statuses;
 * moderators set any status, but an approval needs a version and a draft that was submitted. The first approval
 * stamps `approved`. A staff change of a project in review is a decision: it is recorded (ReviewDecision), is
 * refused while another moderator holds the review lock, and releases the lock.
 */
export function setProjectStatus(db: DbOrTx, actor: Actor | null, idOrSlug: string, input: StatusInput) {
  return changeStatus(db, actor, idOrSlug, input, { kind: "edit" });
}

/**
 * A moderator's decision on a project in review: approve (the requested status when it is an approved one, else
 * approved), reject or withhold, with an optional message (a short line and a markdown body) for the team.
 * Staff only; 409 when the project is not in review or another moderator holds its review lock.
 */
export async function decideReview(
  db: DbOrTx,
  actor: Actor | null,
  projectId: string,
  input: { decision: ReviewDecisionKind; message?: string; messageBody?: string },
) {
  if (!(REVIEW_DECISIONS as readonly string[]).includes(input.decision)) {
    throw refusal("invalid_input", problem("review.decision"));
  }
  return await changeStatus(
    db,
    actor,
    projectId,
    { moderatorMessage: input.message ?? null, moderatorMessageBody: input.messageBody ?? null },
    { kind: "decide", decision: input.decision },
  );
}
