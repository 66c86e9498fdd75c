import type { DbOrTx } from "@hopper/core/db";

import { notifyPayoutSettled } from "./notify";
import { settlePayout } from "./settle";
import type { Settlement } from "./settle";
import { inTransaction } from "./transaction";
import type { PayoutView } from "./view";

/**
 * Settles a payout (settle.ts) and, when it became paid or failed, notifies the creator in the same transaction:
 * the one path of an admin's decision, a webhook and the poll job, so each happens once whoever comes first.
 */
export async function applySettlement(
  db: DbOrTx,
  payoutId: string,
  settlement: Settlement,
  now: Date = new Date(),
): Promise<{ payout: PayoutView; changed: boolean }> {
  return inTransaction(db, async (tx) => {
    const result = await settlePayout(tx, payoutId, settlement, now);
    if (result.changed) await notifyPayoutSettled(tx, result.payout);
    return result;
  });
}
