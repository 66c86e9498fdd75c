import type { ServerView } from "@hopper/agent/protocol";
import type { Db, DbOrTx } from "@hopper/core/db";
import { serverIsPaid } from "@hopper/billing/server";
import { notify } from "@hopper/notifications/server";

import { agentJson } from "../agent/agent-client";
import { notificationText } from "./buying-refusals";

// Suspension (docs/hosting.md "Provisioning"): a suspended server is stopped and cannot start (the agent refuses);
// `suspendedReason` says why — paymentfailed / cancelled from billing, staff from an admin. A staff suspension is
// never overwritten or lifted by billing, so paying does not undo it.

export type SuspendedReason = "paymentfailed" | "cancelled" | "staff";

export type SuspendOutcome = "gone" | "suspended" | "unchanged";

type NodeRow = { id: string; agentUrl: string; tokenCiphertext: string } | null;

/** Tells the agent (when the server has been created on one); a server not placed yet has nothing to stop. */
export async function setSuspendedOnAgent(
  server: { agentId: string; status: string; node: NodeRow },
  suspended: boolean,
): Promise<void> {
  if (!server.node || server.status === "provisioning" || server.status === "awaiting_payment") return;
  await agentJson<ServerView>(server.node, "PATCH", `/api/servers/${server.agentId}`, { json: { suspended } });
}

function suspendedText(reason: SuspendedReason, message: string | null): string {
  if (reason === "paymentfailed") return notificationText("suspendedPaymentFailed");
  if (reason === "cancelled") return notificationText("suspendedCancelled");
  return notificationText("suspendedStaff", { message: message ?? "" });
}

export async function notifySuspended(
  tx: DbOrTx,
  server: { id: string; ownerId: string | null; name: string },
  reason: SuspendedReason,
  message: string | null,
  now: Date,
): Promise<void> {
  if (!server.ownerId) return;
  await notify(tx, {
    userId: server.ownerId,
    type: "subscription_changed",
    title: notificationText("suspendedTitle", { name: server.name }),
    text: suspendedText(reason, message),
    link: `/servers/manage/${server.id}`,
    body: { server_id: server.id, suspended: true, reason },
    dedupeKey: `hosting:suspended:${server.id}:${now.getTime()}`,
  });
}

/**
 * SUBSCRIPTION_SUSPENDED: the row records billing's reason and when the suspension began (unless staff suspended it
 * first), then the agent stops the server and refuses to start it. The row comes first and every attempt re-checks
 * billing: a retry (the node was unreachable) that outlives a payment finds the server paid — the resume already
 * cleared the row — and leaves it running. Throws when the node cannot be reached (the job retries).
 */
export async function suspendForBilling(
  db: Db,
  serverId: string,
  reason: "paymentfailed" | "cancelled",
  now: Date,
): Promise<SuspendOutcome> {
  const server = await db.hostingServer.findUnique({ where: { id: serverId }, include: { node: true } });
  if (!server || server.status === "deleted") return "gone";
  if (await serverIsPaid(db, serverId)) return "unchanged";
  const outcome = await db.$transaction(async (tx): Promise<SuspendOutcome> => {
    const changed = await tx.hostingServer.updateMany({
      where: { id: serverId, OR: [{ suspendedReason: null }, { suspendedReason: { notIn: ["staff", reason] } }] },
      data: {
        suspendedReason: reason,
        suspendedMessage: null,
        // A change of billing reason (cancelled → paymentfailed) keeps the suspension's start.
        ...(server.suspendedReason === null ? { suspendedAt: now } : {}),
      },
    });
    if (changed.count === 0) return "unchanged";
    await notifySuspended(tx, server, reason, null, now);
    return "suspended";
  });
  const current = await db.hostingServer.findUnique({ where: { id: serverId }, include: { node: true } });
  // Resumed in between (paid): nothing to stop. Staff or billing suspended: the agent must say so (idempotent).
  if (current?.suspendedReason) await setSuspendedOnAgent(current, true);
  return outcome;
}
