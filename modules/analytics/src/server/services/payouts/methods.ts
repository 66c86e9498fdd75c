import { formatMinorUnits } from "@hopper/core/format";

/**
 * The ways a creator can withdraw (docs/analytics.md "Payouts"). Both go through PayPal Payouts (Venmo is a
 * PayPal wallet), so they share PayPal's limits: at least $0.25 and at most $100,000 per item, like the
 * reference's PayPal flow.
 */
export type PayoutMethodType = "paypal" | "venmo";

export interface PayoutMethod {
  /** The id a withdrawal names (`methodId`), also the reference API's method id. */
  id: PayoutMethodType;
  /** The reference API's method type. */
  type: PayoutMethodType;
  name: string;
  /** What the address is: an email address (PayPal) or a phone number (Venmo). */
  addressKind: "email" | "phone";
  /** Limits on the amount that leaves the balance (fee included), USD cents. */
  minMinor: number;
  maxMinor: number;
  /** The fee: `feePercent` of the amount rounded up to the cent, at most `feeMaxMinor`. */
  feePercent: number;
  feeMaxMinor: number;
}

/**
 * PayPal's Payouts limits per item (as the reference's PayPal flow: $0.25 to $100,000) and our fee, the same for
 * PayPal and Venmo: 2% rounded up, at most $1.00, to cover PayPal's per-item fee (docs/analytics.md "Payouts").
 */
const PAYPAL_LIMITS = { minMinor: 25, maxMinor: 10_000_000, feePercent: 2, feeMaxMinor: 100 } as const;

const METHODS: readonly PayoutMethod[] = [
  { id: "paypal", type: "paypal", name: "PayPal", addressKind: "email", ...PAYPAL_LIMITS },
  { id: "venmo", type: "venmo", name: "Venmo", addressKind: "phone", ...PAYPAL_LIMITS },
];

export const PAYOUT_METHOD_IDS = ["paypal", "venmo"] as const;

/** Every method a creator may choose, in the order the withdraw page lists them. */
export function payoutMethods(): PayoutMethod[] {
  return METHODS.map((method) => ({ ...method }));
}

export function payoutMethod(id: string): PayoutMethod | undefined {
  return METHODS.find((method) => method.id === id);
}

/**
 * The fee of withdrawing `amountMinor` with `method`, in cents: the percentage rounded up (the platform never
 * pays part of a cent it owes PayPal), capped at the method's maximum, and never more than the amount itself.
 */
export function feeFor(method: PayoutMethod, amountMinor: number): number {
  if (amountMinor <= 0) return 0;
  const percent = Math.ceil((amountMinor * method.feePercent) / 100);
  return Math.min(percent, method.feeMaxMinor, amountMinor);
}

/** "$0.25 – $100,000.00": the method's limits as the withdraw page and the refusals print them. */
export const formatLimit = (minor: number) => formatMinorUnits(minor);
