import type { AppError } from "@hopper/core/errors";

import { problem, refusal } from "../refusals";
import { IN_REVIEW_STATUS, isApproved, PROJECT_STATUSES, REQUESTABLE_STATUSES } from "../projects/statuses";

// The project status rules (issue 16; the reference's project_edit_internal, modrinth-facts.md §4.2) as one pure
// decision, so the site, tRPC, PATCH /v2/project/{id} and the moderators' decisions cannot drift apart. Who is
// asking has been settled before (EDIT_DETAILS on the project, or staff); this says whether the move is allowed.

/** How long a moderator's review lock keeps the other moderators from deciding (the reference's 15 minutes). */
export const REVIEW_LOCK_MINUTES = 15;
/** The moderation message (its short line) and its markdown body: the REST API's limits. */
export const MODERATOR_MESSAGE_MAX = 2048;
export const MODERATOR_MESSAGE_BODY_MAX = 65_536;

/** The statuses a team may submit from: a draft, or a rejected project sent back after changes. */
export const SUBMITTABLE_STATUSES: readonly string[] = ["draft", "rejected"];

export interface TransitionFacts {
  from: string;
  to: string;
  /** Moderator or admin. */
  staff: boolean;
  versions: number;
  summary: string;
  /** The project was queued for review or approved before (`queued` or `approved` is set). */
  everSubmitted: boolean;
}

/** An approval: entering an approved status (approved, archived, unlisted, private) from outside the group. */
export const isApproval = (from: string, to: string) => isApproved(to) && !isApproved(from);

/** Why the move from `from` to `to` is refused, or null when it is allowed. `from` ≠ `to`. */
export function transitionRefusal(facts: TransitionFacts): AppError | null {
  const { from, to, staff } = facts;
  if (!(PROJECT_STATUSES as readonly string[]).includes(to)) {
    return refusal("invalid_input", problem("review.unknownStatus", { status: to }));
  }
  if (!staff) {
    if (from === "withheld") return refusal("forbidden", problem("review.withheld"));
    if (to === IN_REVIEW_STATUS) {
      if (from === IN_REVIEW_STATUS) return refusal("conflict", problem("review.alreadyInReview"));
      if (isApproved(from)) return refusal("conflict", problem("review.alreadyApproved"));
      if (!SUBMITTABLE_STATUSES.includes(from)) return refusal("forbidden", problem("review.notApproved"));
    } else {
      if (!isApproved(from)) return refusal("forbidden", problem("review.notApproved"));
      if (!REQUESTABLE_STATUSES.includes(to)) return refusal("forbidden", problem("review.moderatorsOnly"));
    }
  }
  // Into the queue (anyone): the reviewer needs something to review, and search a summary to show.
  if (to === IN_REVIEW_STATUS) {
    if (facts.versions === 0) return refusal("invalid_input", problem("review.noVersions"));
    if (!facts.summary.trim()) return refusal("invalid_input", problem("review.noSummary"), "summary");
  }
  // Moderators may set any status, but an approval still needs a version and a submission behind it.
  if (isApproval(from, to)) {
    if (facts.versions === 0) return refusal("invalid_input", problem("review.approveNoVersions"));
    if (from === "draft" && !facts.everSubmitted) return refusal("invalid_input", problem("review.neverSubmitted"));
  }
  return null;
}
