import type { Actor } from "@hopper/core/auth";
import type { Db } from "@hopper/core/db";
import { ID_PATTERN } from "@hopper/core/db";
import { serverIsPaid } from "@hopper/billing/server";

import { problem, refusal } from "./buying-refusals";
import { requireAdmin } from "./server-access";
import { notifySuspended, setSuspendedOnAgent } from "./suspension";

// Staff suspension (docs/hosting.md "Provisioning"): an admin stops a server with a message the owner sees; only an
// admin lifts it, and billing's events never do. A staff suspension overwrites billing's reason, so lifting it
// checks billing again: a server no paid subscription pays for stays suspended, as unpaid.

export const STAFF_MESSAGE_MAX = 500;

async function staffServer(db: Db, serverId: string) {
  const server = ID_PATTERN.test(serverId)
    ? await db.hostingServer.findUnique({ where: { id: serverId }, include: { node: true } })
    : null;
  if (!server || server.status === "deleted") throw refusal("not_found", problem("serverNotFound"));
  return server;
}

/** Suspends a server for staff reasons (admins only), with the message shown to its owner. */
export async function staffSuspend(db: Db, actor: Actor | null, serverId: string, message: string, now: Date) {
  requireAdmin(actor);
  const text = message.trim();
  if (text.length > STAFF_MESSAGE_MAX) {
    throw refusal("invalid_input", problem("staffMessageTooLong", { max: String(STAFF_MESSAGE_MAX) }), "message");
  }
  const server = await staffServer(db, serverId);
  if (server.suspendedReason === "staff") throw refusal("conflict", problem("alreadySuspended"));
  // The row first (as billing's suspension does): an unreachable node fails the call, the row already says staff.
  await db.$transaction(async (tx) => {
    await tx.hostingServer.update({
      where: { id: serverId },
      data: { suspendedReason: "staff", suspendedMessage: text || null, suspendedAt: server.suspendedAt ?? now },
    });
    await notifySuspended(tx, server, "staff", text || null, now);
  });
  await setSuspendedOnAgent(server, true);
  return { id: serverId, suspendedReason: "staff" as const, suspendedMessage: text || null };
}

/** Lifts a staff suspension (admins only). */
export async function staffUnsuspend(db: Db, actor: Actor | null, serverId: string, now: Date) {
  requireAdmin(actor);
  const server = await staffServer(db, serverId);
  if (server.suspendedReason !== "staff") throw refusal("conflict", problem("notSuspended"));
  const paid = await serverIsPaid(db, serverId);
  const suspendedReason = paid ? null : ("paymentfailed" as const);
  // Unpaid, it stays suspended as unpaid from now: the deletion delay of a billing suspension starts today.
  await db.hostingServer.updateMany({
    where: { id: serverId, suspendedReason: "staff" },
    data: { suspendedReason, suspendedMessage: null, suspendedAt: paid ? null : now },
  });
  if (paid) await setSuspendedOnAgent(server, false);
  return { id: serverId, suspendedReason };
}
