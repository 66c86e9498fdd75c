import { componentLogger } from "@hopper/core/log";
import type { DbOrTx } from "@hopper/core/db";

import { paymentProvider, providerById } from "../providers/configured";
import type { PaymentProvider } from "../providers/provider";
import { primaryPaymentMethod } from "../subscriptions/access";
import { attemptCharge } from "./collect";
import { GIVE_UP_AFTER_MS, RETRY_AFTER_MS } from "./intervals";
import { notificationText } from "./refusals";
import { inTransaction } from "./transaction";
import { chargeFailed } from "./transitions";

/** An attempt in flight for longer than this was interrupted (docs/billing.md, "The jobs"). */
export const STALE_ATTEMPT_MS = 60 * 60 * 1000;

/** Charges collected per run at most; the next run (5 minutes later) takes the rest. */
export const RENEWALS_PER_RUN = 200;

export interface RenewalReport {
  cancelled: number;
  attempted: number;
  noMethod: number;
  errors: number;
}

/**
 * The renewal job (every 5 minutes; docs/billing.md "The jobs"): failed renewals due more than 30 days ago are
 * cancelled (the unprovision job then ends the subscription); open charges that are due and were never attempted,
 * and failed ones last attempted more than 2 days ago, are collected off-session with the user's primary payment
 * method, or marked failed with "No payment method". A purchase's own charge is never taken here: it was attempted
 * when it was created, and a purchase whose first payment failed is not retried.
 */
export async function runRenewals(db: DbOrTx, now: Date, provider?: PaymentProvider): Promise<RenewalReport> {
  const report: RenewalReport = { cancelled: 0, attempted: 0, noMethod: 0, errors: 0 };
  const cancelled = await db.charge.updateMany({
    // A discarded purchase's charge (no subscription) stays failed, with its message, as the user was told.
    where: {
      type: "subscription",
      subscriptionId: { not: null },
      status: "failed",
      due: { lt: new Date(now.getTime() - GIVE_UP_AFTER_MS) },
    },
    data: { status: "cancelled" },
  });
  report.cancelled = cancelled.count;

  // An attempt claimed but never answered (the process died between the claim and the provider's answer, or the
  // customer never confirmed an on-session payment): failed after an hour, so it is retried like any failure instead
  // of staying in flight for ever. A payment the provider did take still arrives by its webhook and succeeds.
  // An upgrade's difference the customer never confirmed ends the same way, so the plan can be changed again.
  const stale = await db.charge.findMany({
    where: {
      status: "processing",
      lastAttemptAt: { lt: new Date(now.getTime() - STALE_ATTEMPT_MS) },
      OR: [{ type: "subscription", providerPaymentId: null }, { type: "proration" }],
    },
    select: { id: true },
    take: RENEWALS_PER_RUN,
  });
  for (const charge of stale) {
    await inTransaction(db, (tx) =>
      chargeFailed(tx, charge.id, notificationText("renewalUnreachable"), now, null, ["processing"]),
    );
  }

  const due = await db.charge.findMany({
    where: {
      type: "subscription",
      subscriptionId: { not: null },
      OR: [
        { status: "open", attempts: 0, due: { lte: now } },
        {
          status: "failed",
          lastAttemptAt: { lt: new Date(now.getTime() - RETRY_AFTER_MS) },
          // A purchase whose first payment failed later (by webhook) was never a subscription the user had: it is
          // not collected off-session behind their back.
          subscription: { charges: { some: { type: "subscription", status: { in: ["succeeded", "refunded"] } } } },
        },
      ],
    },
    include: { price: { include: { product: true } } },
    orderBy: { due: "asc" },
    take: RENEWALS_PER_RUN,
  });
  for (const charge of due) {
    const chosen = provider ?? (charge.provider ? providerById(charge.provider) : null) ?? paymentProvider();
    const method = await primaryPaymentMethod(db, charge.userId, chosen.id);
    if (!method) {
      await inTransaction(db, (tx) =>
        chargeFailed(tx, charge.id, notificationText("renewalNoMethod"), now, null, ["open", "failed"]),
      );
      report.noMethod += 1;
      continue;
    }
    try {
      const outcome = await attemptCharge(
        db,
        chosen,
        charge,
        method,
        {
          offSession: true,
          description: charge.price?.product.name ?? "Hopper",
          actionMessage: notificationText("renewalNeedsAction"),
          unreachable: notificationText("renewalUnreachable"),
        },
        now,
      );
      if (outcome) report.attempted += 1;
    } catch (error) {
      report.errors += 1;
      componentLogger("billing").error({ err: error, chargeId: charge.id }, "renewal attempt failed");
    }
  }
  return report;
}
