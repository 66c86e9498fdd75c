import { formatMinorUnits } from "@hopper/core/format";

import { isEmailAddress, normalizePhone, withdrawalInput } from "./inputs";
import { feeFor, payoutMethod, payoutMethods } from "./methods";
import type { PayoutMethod } from "./methods";
import { problem, refusal } from "./refusals";

/** A withdrawal that passed every check but the balance: what the confirm step shows and what is stored. */
export interface CheckedWithdrawal {
  method: PayoutMethod;
  amountMinor: number;
  feeMinor: number;
  /** What arrives: amount − fee. */
  netMinor: number;
  /** The address as stored: an email address as typed (trimmed), a phone number without punctuation. */
  address: string;
}

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
    const empty = parsed.error.issues[0]?.code === "too_small";
    if (empty) throw refusal("invalid_input", problem("addressRequired"), "address");
    throw refusal("invalid_input", problem("addressLength", { max: "320" }), "address");
  }
  throw refusal("invalid_input", problem("amountWhole"), "amountMinor");
}

/** Checks a withdrawal's method, address and amount against the method's limits (the balance is the caller's). */
export function checkWithdrawal(input: unknown): CheckedWithdrawal {
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
  const feeMinor = feeFor(method, amountMinor);
  return { method, amountMinor, feeMinor, netMinor: amountMinor - feeMinor, address: stored };
}

/** Refuses an amount over the available balance, in the words the withdraw page shows. */
export function checkBalance(amountMinor: number, availableMinor: number): void {
  if (availableMinor <= 0) throw refusal("invalid_input", problem("emptyBalance"), "amountMinor");
  if (amountMinor > availableMinor) {
    throw refusal("invalid_input", problem("overBalance", { max: formatMinorUnits(availableMinor) }), "amountMinor");
  }
}
