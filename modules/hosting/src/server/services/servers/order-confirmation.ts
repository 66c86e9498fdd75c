import type { Actor } from "@hopper/core/auth";
import { ID_PATTERN } from "@hopper/core/db";
import type { DbOrTx } from "@hopper/core/db";
import { answerLocalConfirmation, chargePaysForServer, localConfirmation, paymentAction } from "@hopper/billing/server";

import { discardAbandonedOrders } from "./abandoned-orders";
import { problem, refusal } from "./buying-refusals";
import { requireSignedIn } from "./server-access";

// The purchase flow's 3-D Secure step with the local payment provider (docs/hosting.md "Buying a server"): billing's
// confirmation of the order's first charge, on a page of the flow that returns to the server it pays for. Only the
// buyer answers it (billing checks the charge is theirs; this checks it pays for this server).

async function orderCharge(db: DbOrTx, actor: Actor | null, serverId: string, chargeId: string) {
  const buyer = requireSignedIn(actor);
  const server =
    ID_PATTERN.test(serverId) && ID_PATTERN.test(chargeId)
      ? await db.hostingServer.findFirst({
          where: { id: serverId, ownerId: buyer.userId, status: { not: "deleted" } },
          select: { id: true, name: true },
        })
      : null;
  const paysForIt = server ? await chargePaysForServer(db, chargeId, server.id) : false;
  if (!server || !paysForIt) throw refusal("not_found", problem("confirmationNotFound"));
  return server;
}

/** What the confirmation step shows: the server, the amount, whether the payment still waits for an answer. */
export async function orderConfirmation(db: DbOrTx, actor: Actor | null, serverId: string, chargeId: string) {
  const server = await orderCharge(db, actor, serverId, chargeId);
  return { serverId: server.id, serverName: server.name, ...(await localConfirmation(db, actor, chargeId)) };
}

/**
 * The buyer's answer. Completed: the payment succeeds as its webhook would say, and provisioning follows. Failed:
 * the order is discarded at once (nothing pays for it), as a declined card leaves nothing.
 */
export async function answerOrderConfirmation(
  db: DbOrTx,
  actor: Actor | null,
  input: { serverId: string; chargeId: string; outcome: "complete" | "fail" },
  now: Date,
): Promise<{ serverId: string; discarded: boolean }> {
  const server = await orderCharge(db, actor, input.serverId, input.chargeId);
  await answerLocalConfirmation(db, actor, input.chargeId, input.outcome, now);
  const discarded = input.outcome === "fail" ? (await discardAbandonedOrders(db, now, server.id)) > 0 : false;
  return { serverId: server.id, discarded };
}

/**
 * The same step with Stripe (3-D Secure): the PaymentIntent's client secret for Stripe.js, asked of Stripe when the
 * page opens (never in an address), for the buyer's own order only; a payment waiting for nothing is not_found.
 */
export async function orderStripeAction(db: DbOrTx, actor: Actor | null, serverId: string, chargeId: string) {
  const server = await orderCharge(db, actor, serverId, chargeId);
  return { serverId: server.id, serverName: server.name, ...(await paymentAction(db, actor, chargeId)) };
}
