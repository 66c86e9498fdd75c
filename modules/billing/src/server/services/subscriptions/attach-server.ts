import type { DbOrTx } from "@hopper/core/db";

// The hosting server a pyro subscription pays for (subscriptions.server_id, unique): the hosting module makes a
// server for a paid subscription that names none (a late payment restored a discarded purchase) or whose server is
// gone, and links it here.

export interface PaidPyroSubscription {
  id: string;
  userId: string;
  serverId: string | null;
  productId: string;
}

/** A provisioned pyro subscription (the plan it pays for, the server it names), or null. */
export async function paidPyroSubscription(db: DbOrTx, subscriptionId: string): Promise<PaidPyroSubscription | null> {
  const row = await db.subscription.findFirst({
    where: { id: subscriptionId, provisioned: true, price: { product: { kind: "pyro" } } },
    select: { id: true, userId: true, serverId: true, price: { select: { productId: true } } },
  });
  return row ? { id: row.id, userId: row.userId, serverId: row.serverId, productId: row.price.productId } : null;
}

/**
 * Links the subscription to the server, replacing a server it named before only when that one is the `replacing`
 * asked (a guarded update: a concurrent link wins once). Whether it linked.
 */
export async function attachServer(
  db: DbOrTx,
  subscriptionId: string,
  serverId: string,
  replacing: string | null = null,
): Promise<boolean> {
  const changed = await db.subscription.updateMany({
    where: { id: subscriptionId, serverId: replacing },
    data: { serverId },
  });
  return changed.count === 1;
}
