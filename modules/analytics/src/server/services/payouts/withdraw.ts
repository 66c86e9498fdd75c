import type { Actor } from "@hopper/core/auth";
import { newId } from "@hopper/core/db";
import type { DbOrTx } from "@hopper/core/db";
import { formatMinorUnits } from "@hopper/core/format";

import { revenueBalance } from "../revenue/balance";
import { lockBalance } from "../revenue/lock";
import { requireActor } from "./access";
import { isEmailAddress, normalizePhone, withdrawalInput } from "./inputs";
import { feeFor, payoutMethod, payoutMethods } from "./methods";
import type { PayoutMethod } from "./methods";
import { payoutProvider } from "./providers/configured";
import type { PayoutProvider } from "./providers/provider";
import { problem, refusal } from "./refusals";
import { deliver } from "./deliver";
import { inTransaction } from "./transaction";
import { payoutView } from "./view";
import type { PayoutView } from "./view";

/** The address as stored: an email address as typed (trimmed), a phone number without punctuation. */
function checkedAddress(method: PayoutMethod, address: string): string {
  if (method.addressKind === "email") {
    if (!isEmailAddress(address)) throw refusal("invalid_input", problem("emailAddress"), "address");
    return address;
  }
  const phone = normalizePhone(address);
  if (!phone) throw refusal("invalid_input", problem("phoneAddress"), "address");
  return phone;
}

function parse(input: unknown) {
  const parsed = withdrawalInput.safeParse(input);
  if (parsed.success) return parsed.data;
  const field = String(parsed.error.issues[0]?.path[0] ?? "");
  if (field === "methodId") {
    const methods = payoutMethods()
      .map((method) => method.id)
      .join(", ");
    throw refusal("invalid_input", problem("unknownMethod", { methods }), "methodId");
  }
  if (field === "address") {
    throw refusal("invalid_input", problem("addressLength", { max: "320" }), "address");
  }
  throw refusal("invalid_input", problem("amountWhole"), "amountMinor");
}

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
  const { methodId, amountMinor, address } = parse(input);
  const method = payoutMethod(methodId);
  if (!method) throw refusal("invalid_input", problem("unknownMethod", { methods: methodId }), "methodId");
  const stored = checkedAddress(method, address);
  if (amountMinor < method.minMinor) {
    const values = { method: method.name, min: formatMinorUnits(method.minMinor) };
    throw refusal("invalid_input", problem("underMinimum", values), "amountMinor");
  }
  if (amountMinor > method.maxMinor) {
    const values = { method: method.name, max: formatMinorUnits(method.maxMinor) };
    throw refusal("invalid_input", problem("overMaximum", values), "amountMinor");
  }
  const created = await inTransaction(db, async (tx) => {
    await lockBalance(tx, signedIn.userId);
    const { availableMinor } = await revenueBalance(tx, signedIn.userId, now);
    if (availableMinor <= 0) throw refusal("invalid_input", problem("emptyBalance"), "amountMinor");
    if (amountMinor > availableMinor) {
      throw refusal("invalid_input", problem("overBalance", { max: formatMinorUnits(availableMinor) }), "amountMinor");
    }
    const id = newId();
    const row = await tx.payout.create({
      data: {
        id,
        userId: signedIn.userId,
        amountMinor: BigInt(amountMinor),
        feeMinor: BigInt(feeFor(method, amountMinor)),
        methodId: method.id,
        methodType: method.type,
        address: stored,
        provider: provider.id,
        status: "in-transit",
        createdAt: now,
      },
    });
    await tx.revenueEntry.create({
      data: {
        userId: signedIn.userId,
        kind: "withdrawal",
        amountMinor: BigInt(-amountMinor),
        payoutId: id,
        availableAt: now,
        createdAt: now,
      },
    });
    return payoutView(row);
  });
  return deliver(db, created, provider, now);
}
