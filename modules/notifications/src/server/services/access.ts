import type { Actor } from "@hopper/core/auth";

import { NOTIFICATION_IDS_MAX } from "./limits";
import { problem, refusal } from "./refusals";

// Who may touch whose notifications, as the reference: the user, and admins (support reads any user's).
// Moderators are not admins here: a notification may name a private invite or a payment.

/** Whether the actor may read and change the notifications of `userId`. */
export function mayAccess(actor: Actor | null, userId: string): boolean {
  return actor !== null && (actor.userId === userId || actor.role === "admin");
}

/** The signed-in actor, or the sign-in refusal. */
export function requireActor(actor: Actor | null): Actor {
  if (!actor) throw refusal("unauthorized", problem("signIn"));
  return actor;
}

/** Someone else's notification looks like a missing one, so ids do not leak whose they are. */
export const notificationNotFound = () => refusal("not_found", problem("notificationNotFound"));

/** Refuses an over-long id list before any query (the REST query schema refuses it first, with the same words). */
export function checkIdCount(ids: readonly string[]) {
  if (ids.length > NOTIFICATION_IDS_MAX) {
    throw refusal("invalid_input", problem("tooManyIds", { max: String(NOTIFICATION_IDS_MAX) }));
  }
}

/**
 * The owner filter for bulk reads and writes: the actor's own rows, every row for an admin. Others' ids are
 * left out silently, as the reference's bulk routes do.
 */
export function ownerFilter(actor: Actor): { userId?: string } {
  return actor.role === "admin" ? {} : { userId: actor.userId };
}
