import type { Actor } from "@hopper/core/auth";
import type { DbOrTx } from "@hopper/core/db";

import { ownPayout } from "./access";
import { applySettlement } from "./apply";
import { providerById } from "./providers/configured";
import type { PayoutProvider } from "./providers/provider";
import { problem, refusal } from "./refusals";
import { payoutView } from "./view";
import type { PayoutView } from "./view";

/**
 * The owner cancels a payout still in transit (DELETE /v3/payout/{id}). Manual: it is cancelled at once and the
 * money returned. PayPal: only an unclaimed item can be cancelled; the payout is `cancelling` until the webhook or
 * the poll reports the item returned. Cancelling twice is harmless (the second sees `cancelled`/`cancelling`).
 */
export async function cancelPayout(
  db: DbOrTx,
  actor: Actor | null,
  payoutId: string,
  now: Date = new Date(),
  provider?: PayoutProvider,
): Promise<PayoutView> {
  const row = await ownPayout(db, actor, payoutId);
  if (row.status === "cancelled" || row.status === "cancelling") return payoutView(row);
  if (row.status !== "in-transit") throw refusal("conflict", problem("notCancellable"));
  const carrier = provider ?? providerById(row.provider);
  if (!carrier) throw refusal("conflict", problem("notCancellable"));
  const outcome = await carrier.cancel(payoutView(row));
  return (await applySettlement(db, row.id, { status: outcome }, now)).payout;
}
