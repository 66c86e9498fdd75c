import type { Actor } from "@hopper/core/auth";
import { newId } from "@hopper/core/db";
import type { DbOrTx } from "@hopper/core/db";

import { revenueBalance } from "../revenue/balance";
import { lockBalance } from "../revenue/lock";
import { requireActor } from "./access";
import { checkBalance, checkWithdrawal } from "./check";
import type { CheckedWithdrawal } from "./check";
import { deliver } from "./deliver";
import { payoutProvider } from "./providers/configured";
import type { PayoutProvider } from "./providers/provider";
import { inTransaction } from "./transaction";
import { payoutView } from "./view";
import type { PayoutView } from "./view";

/**
 * Withdraws `amountMinor` cents (fee included) of the actor's available balance to `address` (docs/analytics.md
 * "Payouts"). In one transaction under the balance lock: the balance is read, the amount checked against it and
 * the method's limits, the payout and its `withdrawal` ledger entry (−amount, available now) written. Two requests
 * racing for the same money queue on the lock, and the second sees the first's entry, so the balance never goes
 * below zero. The provider gets the payout after the commit (manual: nothing happens until an admin decides).
 */
export async function requestWithdrawal(
  db: DbOrTx,
  actor: Actor | null,
  input: { methodId: string; amountMinor: number; address: string },
  now: Date = new Date(),
  provider: PayoutProvider = payoutProvider(),
): Promise<PayoutView> {
  const signedIn = requireActor(actor);
  const checked = checkWithdrawal(input);
  const created = await inTransaction(db, async (tx) => {
    await lockBalance(tx, signedIn.userId);
    const { availableMinor } = await revenueBalance(tx, signedIn.userId, now);
    checkBalance(checked.amountMinor, availableMinor);
    return insertWithdrawal(tx, signedIn.userId, checked, provider.id, now);
  });
  return deliver(db, created, provider, now);
}

async function insertWithdrawal(
  tx: DbOrTx,
  userId: string,
  checked: CheckedWithdrawal,
  provider: string,
  now: Date,
): Promise<PayoutView> {
  const id = newId();
  const row = await tx.payout.create({
    data: {
      id,
      userId,
      amountMinor: BigInt(checked.amountMinor),
      feeMinor: BigInt(checked.feeMinor),
      methodId: checked.method.id,
      methodType: checked.method.type,
      address: checked.address,
      provider,
      status: "in-transit",
      createdAt: now,
    },
  });
  await tx.revenueEntry.create({
    data: {
      userId,
      kind: "withdrawal",
      amountMinor: BigInt(-checked.amountMinor),
      payoutId: id,
      availableAt: now,
      createdAt: now,
    },
  });
  return payoutView(row);
}
