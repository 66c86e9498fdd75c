import {
  acceptInvitation,
  acceptOrganizationInvitation,
  declineInvitation,
  declineOrganizationInvitation,
} from "@hopper/catalog/server";
import type { Actor } from "@hopper/core/auth";
import type { Db, DbOrTx } from "@hopper/core/db";

import { notificationNotFound, requireActor } from "./access";

export type InviteAnswer = "accept" | "decline";

type Invitation = { projectId: string } | { organizationId: string };

/** The invitation a notification carries: its project or organization, from the reference's body. */
function invitationOf(notification: { type: string; body: unknown }): Invitation | null {
  const body = (notification.body ?? {}) as Record<string, unknown>;
  if (notification.type === "team_invite" && typeof body.project_id === "string") {
    return { projectId: body.project_id };
  }
  if (notification.type === "organization_invite" && typeof body.organization_id === "string") {
    return { organizationId: body.organization_id };
  }
  return null;
}

/**
 * Accepts or declines the invitation of one of the actor's own notifications through the catalogue's services,
 * and marks the notification read, in one transaction. Only its own user may answer (an admin answering would
 * join in their own name), so anyone else's notification, or one that is no invitation, is not_found. An
 * invitation withdrawn meanwhile is the catalogue's 404 "no pending invitation"; the notification stays unread.
 */
export async function answerInvite(db: DbOrTx, actor: Actor | null, notificationId: string, answer: InviteAnswer) {
  const signedIn = requireActor(actor);
  const notification = await db.notification.findUnique({ where: { id: notificationId } });
  if (!notification || notification.userId !== signedIn.userId) throw notificationNotFound();
  const invitation = invitationOf(notification);
  if (!invitation) throw notificationNotFound();
  const work = async (tx: DbOrTx) => {
    if ("projectId" in invitation) {
      if (answer === "accept") await acceptInvitation(tx, signedIn, invitation.projectId);
      else await declineInvitation(tx, signedIn, invitation.projectId);
    } else if (answer === "accept") {
      await acceptOrganizationInvitation(tx, signedIn, invitation.organizationId);
    } else {
      await declineOrganizationInvitation(tx, signedIn, invitation.organizationId);
    }
    await tx.notification.update({ where: { id: notification.id }, data: { read: true } });
    return invitation;
  };
  return "$transaction" in db ? (db as Db).$transaction(work) : work(db);
}
