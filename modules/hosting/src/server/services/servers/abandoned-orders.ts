import { serversWithSubscription } from "@hopper/billing/server";
import type { DbOrTx } from "@hopper/core/db";

import { ORDER_HOLD_MS } from "../nodes/capacity";

// Orders nobody pays for (docs/hosting.md "Buying a server"): a Pay whose charge failed later (the provider's
// webhook), a 3-D Secure step that failed, a purchase that crashed before billing named the server. Such a row
// holds no node and no port, but it would sit in the owner's list as "awaiting payment" forever.

/**
 * How long an order may wait for its payment before the sweep discards it (a live charge keeps it longer); as long
 * as it holds its room in the stock.
 */
export const ABANDONED_AFTER_MS = ORDER_HOLD_MS;

/**
 * Deletes awaiting_payment servers older than ABANDONED_AFTER_MS whose subscriptions (if any) are not provisioned
 * and have no live charge. Three queries whatever the number of orders; the delete repeats the status guard, so a
 * payment that lands meanwhile (provisioning moves the row on) keeps its server.
 */
export async function discardAbandonedOrders(
  db: DbOrTx,
  now: Date,
  /** One order at once, whatever its age (its confirmation just failed). */
  only?: string,
): Promise<number> {
  const orders = await db.hostingServer.findMany({
    where: {
      status: "awaiting_payment",
      nodeId: null,
      ...(only ? { id: only } : { createdAt: { lt: new Date(now.getTime() - ABANDONED_AFTER_MS) } }),
    },
    select: { id: true },
    take: 500,
  });
  if (orders.length === 0) return 0;
  // Billing's answer, not its tables: provisioned, or a charge still open or processing.
  const kept = await serversWithSubscription(
    db,
    orders.map((order) => order.id),
    { paying: true },
  );
  const abandoned = orders.map((order) => order.id).filter((id) => !kept.has(id));
  if (abandoned.length === 0) return 0;
  const deleted = await db.hostingServer.deleteMany({
    where: { id: { in: abandoned }, status: "awaiting_payment", nodeId: null },
  });
  return deleted.count;
}
