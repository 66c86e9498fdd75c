import type { DbOrTx } from "@hopper/core/db";
import { publishEvent } from "@hopper/core/jobs";

/**
 * Published when a user is invited to a project's or an organization's team. The notifications module turns it
 * into a team_invite / organization_invite notification (catalog does not depend on it, so it only announces).
 */
export const TEAM_INVITED = "catalog.team-invited";

/** Published when a project's status changes (a moderator's review, the team's own request). */
export const PROJECT_STATUS_CHANGED = "catalog.project-status-changed";

export type TeamInvitedEvent = {
  teamId: string;
  /** The invitation's team row: a new invitation after a declined one is a new event. */
  invitationId: string;
  userId: string;
  invitedBy: string;
  role: string;
} & ({ projectId: string } | { organizationId: string });

export interface ProjectStatusChangedEvent {
  projectId: string;
  oldStatus: string;
  newStatus: string;
  /** Who changed it; null for the catalogue itself (the scheduled-release job). */
  changedBy: string | null;
  /** When (ISO 8601): with the project it names this change, so a retried job notifies once. */
  changedAt: string;
  /**
   * Staff acting from outside the project's team: the creator's view (the thread message) shows "a moderator",
   * never who (the reference's hide_identity).
   */
  hideIdentity: boolean;
  /** The moderation message set with this change, if any: its short line and its markdown body. */
  moderatorMessage?: string;
  moderatorMessageBody?: string;
}

/** Announces an invitation; pass the transaction that created it, so the event exists only if it commits. */
export async function teamInvited(db: DbOrTx, event: TeamInvitedEvent): Promise<void> {
  await publishEvent(TEAM_INVITED, event, { tx: db });
}

/** Announces a status change inside the transaction that made it. */
export async function projectStatusChanged(db: DbOrTx, event: ProjectStatusChangedEvent): Promise<void> {
  await publishEvent(PROJECT_STATUS_CHANGED, event, { tx: db });
}
