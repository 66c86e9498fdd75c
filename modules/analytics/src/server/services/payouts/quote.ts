import type { Actor } from "@hopper/core/auth";
import type { DbOrTx } from "@hopper/core/db";

import { revenueBalance } from "../revenue/balance";
import { requireActor } from "./access";
import { checkBalance, checkWithdrawal } from "./check";
import { payoutMethods } from "./methods";
import type { PayoutMethod } from "./methods";

export interface WithdrawalQuote {
  methodId: string;
  methodName: string;
  address: string;
  amountMinor: number;
  feeMinor: number;
  netMinor: number;
  availableMinor: number;
}

/** What the withdraw page offers: the actor's available balance and every method with its limits and fee. */
export async function withdrawalOptions(
  db: DbOrTx,
  actor: Actor | null,
  now: Date = new Date(),
): Promise<{ availableMinor: number; methods: PayoutMethod[] }> {
  const signedIn = requireActor(actor);
  const { availableMinor } = await revenueBalance(db, signedIn.userId, now);
  return { availableMinor, methods: payoutMethods() };
}

/**
 * The confirm step: the same checks as the withdrawal (without the lock, so the withdrawal checks the balance
 * again), and the fee and what arrives.
 */
export async function quoteWithdrawal(
  db: DbOrTx,
  actor: Actor | null,
  input: { methodId: string; amountMinor: number; address: string },
  now: Date = new Date(),
): Promise<WithdrawalQuote> {
  const signedIn = requireActor(actor);
  const checked = checkWithdrawal(input);
  const { availableMinor } = await revenueBalance(db, signedIn.userId, now);
  checkBalance(checked.amountMinor, availableMinor);
  return {
    methodId: checked.method.id,
    methodName: checked.method.name,
    address: checked.address,
    amountMinor: checked.amountMinor,
    feeMinor: checked.feeMinor,
    netMinor: checked.netMinor,
    availableMinor,
  };
}
