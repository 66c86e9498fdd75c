import { ID_PATTERN } from "@hopper/core/db";
import type { DbOrTx } from "@hopper/core/db";

import type { ProviderEvent } from "../providers/provider";
import { inTransaction } from "./transaction";
import { chargeFailed, chargeProcessing, chargeSucceeded } from "./transitions";

export interface AppliedEvent {
  /** The charge the event is about, or null when it names none of ours (another system's payment, a deleted one). */
  chargeId: string | null;
  /** Whether the event moved the charge; a replay or an out-of-order event does not. */
  changed: boolean;
}

/**
 * Applies one provider event to the charge it is about, in one transaction (docs/billing.md, "Subscriptions and
 * charges"). The webhook routes call it once per new event id; it is idempotent anyway: every transition is guarded
 * on the charge's current status, so the same event ten times, `succeeded` before `processing`, or a crash between
 * the charge and its provisioning (the whole transaction rolls back and the event is applied again) never
 * provisions twice nor moves a charge backwards.
 */
export async function applyProviderEvent(db: DbOrTx, event: ProviderEvent, now: Date): Promise<AppliedEvent> {
  if (event.type !== "payment.succeeded" && event.type !== "payment.processing" && event.type !== "payment.failed") {
    return { chargeId: null, changed: false };
  }
  return inTransaction(db, async (tx) => {
    const charge = await findCharge(tx, event.chargeId, event.providerPaymentId);
    if (!charge || charge.type === "refund") return { chargeId: null, changed: false };
    // Each attempt is its own provider payment: news of an earlier attempt must not overwrite the current one's
    // state, except a success, which means money was taken and has to be recorded.
    const stale = charge.providerPaymentId !== null && charge.providerPaymentId !== event.providerPaymentId;
    let changed = false;
    if (event.type === "payment.succeeded") {
      changed = await chargeSucceeded(tx, charge.id, stale ? null : event.providerPaymentId, now);
    } else if (stale) {
      changed = false;
    } else if (event.type === "payment.processing") {
      changed = await chargeProcessing(tx, charge.id, event.providerPaymentId);
    } else {
      changed = await chargeFailed(tx, charge.id, event.message, now, event.providerPaymentId);
    }
    return { chargeId: charge.id, changed };
  });
}

async function findCharge(tx: DbOrTx, chargeId: string | null, providerPaymentId: string) {
  const select = { id: true, type: true, providerPaymentId: true } as const;
  if (chargeId && ID_PATTERN.test(chargeId)) {
    const byId = await tx.charge.findUnique({ where: { id: chargeId }, select });
    if (byId) return byId;
  }
  return tx.charge.findFirst({ where: { providerPaymentId }, select });
}
