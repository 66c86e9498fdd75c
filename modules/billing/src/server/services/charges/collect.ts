import type { DbOrTx } from "@hopper/core/db";

import { ensureCustomer } from "../customers";
import type { CollectOutcome, PaymentProvider } from "../providers/provider";
import { inTransaction } from "./transaction";
import { chargeFailed, chargeSucceeded } from "./transitions";

// Asking the provider for a charge's money. Every attempt has the idempotency key `${chargeId}:${attempt}`: asking
// again with the same attempt (a double-clicked Pay, a rerun after a crash) is the same payment at the provider,
// never a second one. A new attempt (a renewal retry) is claimed first with a guarded update, so two job runs
// cannot both start it.

export interface CollectTarget {
  chargeId: string;
  userId: string;
  attempt: number;
  amount: number;
  currency: string;
  providerMethodId: string;
  offSession: boolean;
  description: string;
}

/** Asks the provider to collect (the caller has claimed the attempt). */
export async function askProvider(db: DbOrTx, provider: PaymentProvider, target: CollectTarget) {
  const customer = await ensureCustomer(db, target.userId, provider);
  return provider.collect({
    chargeId: target.chargeId,
    providerCustomerId: customer.providerCustomerId,
    providerMethodId: target.providerMethodId,
    amount: target.amount,
    currency: target.currency,
    offSession: target.offSession,
    idempotencyKey: `${target.chargeId}:${target.attempt}`,
    description: target.description,
  });
}

/**
 * Claims attempt `attempts + 1` of an open or failed charge with a payment method: false when another caller
 * claimed it first (or the charge moved on). The claim moves the charge to `processing` at once, before the
 * provider is asked: while the attempt is in flight no user action (cancel, resubscribe, a new interval or plan)
 * can change or replace the charge, so a payment the provider is taking is never doubled by "Retry payment now",
 * never taken for a charge the user was told is cancelled, and never of another amount than the row says.
 */
export async function claimAttempt(
  db: DbOrTx,
  charge: { id: string; status: string; attempts: number },
  method: { id: string; provider: string },
  now: Date,
): Promise<boolean> {
  try {
    const claimed = await db.charge.updateMany({
      where: { id: charge.id, status: charge.status, attempts: charge.attempts },
      data: {
        status: "processing",
        attempts: charge.attempts + 1,
        lastAttemptAt: now,
        paymentMethodId: method.id,
        provider: method.provider,
      },
    });
    return claimed.count === 1;
  } catch (error) {
    // Another live charge of the subscription (one open or processing per subscription, a unique index): not ours.
    if ((error as { code?: string } | null)?.code === "P2002") return false;
    throw error;
  }
}

/**
 * Records what the provider answered for attempt `attempt` (the webhook may already have moved the charge: every
 * step is guarded). `actionMessage` is the failure text an off-session renewal records when the bank wants the
 * customer present.
 */
export async function recordOutcome(
  db: DbOrTx,
  chargeId: string,
  attempt: number,
  outcome: CollectOutcome,
  now: Date,
  actionMessage?: string,
): Promise<void> {
  await inTransaction(db, async (tx) => {
    const paymentId = outcome.providerPaymentId;
    if (outcome.status === "succeeded") {
      await chargeSucceeded(tx, chargeId, paymentId, now);
    } else if (outcome.status === "processing") {
      // A renewal retry starts from failed; only this attempt's answer may move it (the claim bumped `attempts`).
      await tx.charge.updateMany({
        where: { id: chargeId, status: { in: ["open", "processing", "failed"] }, attempts: attempt },
        data: { status: "processing", providerPaymentId: paymentId, failureMessage: null },
      });
    } else if (outcome.status === "requires_action") {
      if (actionMessage)
        await chargeFailed(tx, chargeId, actionMessage, now, paymentId, ["open", "processing", "failed"]);
      else
        // The customer confirms (3-D Secure) and the webhook answers; a claimed attempt stays processing meanwhile.
        await tx.charge.updateMany({
          where: { id: chargeId, status: { in: ["open", "processing"] } },
          data: { providerPaymentId: paymentId },
        });
    } else {
      await chargeFailed(tx, chargeId, outcome.message, now, paymentId, ["open", "processing", "failed"]);
    }
  });
}

export interface AttemptableCharge {
  id: string;
  userId: string;
  status: string;
  attempts: number;
  amount: number;
  currency: string;
}

/**
 * One new attempt at a charge: claim it, ask the provider, record the answer. Null when another caller claimed the
 * attempt first. A provider that throws (network, outage) leaves the charge failed with `unreachable`, so the
 * renewal job tries it again in two days rather than never.
 */
export async function attemptCharge(
  db: DbOrTx,
  provider: PaymentProvider,
  charge: AttemptableCharge,
  method: { id: string; provider: string; providerMethodId: string },
  options: { offSession: boolean; description: string; actionMessage?: string; unreachable: string },
  now: Date,
): Promise<CollectOutcome | null> {
  if (!(await claimAttempt(db, charge, method, now))) return null;
  const attempt = charge.attempts + 1;
  let outcome: CollectOutcome;
  try {
    outcome = await askProvider(db, provider, {
      chargeId: charge.id,
      userId: charge.userId,
      attempt,
      amount: charge.amount,
      currency: charge.currency,
      providerMethodId: method.providerMethodId,
      offSession: options.offSession,
      description: options.description,
    });
  } catch (error) {
    await inTransaction(db, (tx) =>
      chargeFailed(tx, charge.id, options.unreachable, now, null, ["open", "processing", "failed"]),
    );
    throw error;
  }
  await recordOutcome(db, charge.id, attempt, outcome, now, options.actionMessage);
  return outcome;
}
