import { notify } from "@hopper/notifications/server";
import type { DbOrTx } from "@hopper/core/db";

import { provisionerFor } from "../provisioning/registry";
import { RETRY_AFTER_MS } from "./intervals";
import { notificationText } from "./refusals";
import { inTransaction } from "./transaction";

export const UNPROVISION_PER_RUN = 200;

/**
 * The unprovision job (every 5 minutes; docs/billing.md "The jobs"): a provisioned subscription whose period
 * ended unpaid — its period charge cancelled and due, or failed and due more than 2 days ago — loses its perks
 * (midas) or has its server suspended (pyro), with a notification. Guarded: a rerun finds nothing left to do.
 */
export async function runUnprovision(db: DbOrTx, now: Date): Promise<{ unprovisioned: number }> {
  const failedBefore = new Date(now.getTime() - RETRY_AFTER_MS);
  const candidates = await db.subscription.findMany({
    where: {
      provisioned: true,
      charges: {
        some: {
          type: "subscription",
          OR: [
            { status: "cancelled", due: { lte: now } },
            { status: "failed", due: { lt: failedBefore } },
          ],
        },
      },
    },
    include: {
      price: { include: { product: true } },
      // The period charge is the latest by due: an old cancelled charge under a newer paid one ends nothing.
      charges: { where: { type: "subscription" }, orderBy: [{ due: "desc" }, { createdAt: "desc" }], take: 1 },
    },
    take: UNPROVISION_PER_RUN,
  });
  let unprovisioned = 0;
  for (const subscription of candidates) {
    const charge = subscription.charges[0];
    if (!charge) continue;
    const ended =
      (charge.status === "cancelled" && charge.due <= now) || (charge.status === "failed" && charge.due < failedBefore);
    if (!ended) continue;
    const product = subscription.price.product;
    const changed = await inTransaction(db, async (tx) => {
      const reason = charge.status === "failed" ? "paymentfailed" : "cancelled";
      if (!(await provisionerFor(product.kind).suspend(tx, subscription.id, reason))) return false;
      await notify(tx, {
        userId: subscription.userId,
        type: "subscription_changed",
        title: notificationText("unprovisionedTitle", { product: product.name }),
        text: notificationText("unprovisionedText", { product: product.name }),
        link: "/settings/billing",
        body: { subscription_id: subscription.id, provisioned: false },
        dedupeKey: `billing:unprovisioned:${charge.id}`,
      });
      return true;
    });
    if (changed) unprovisioned += 1;
  }
  return { unprovisioned };
}
