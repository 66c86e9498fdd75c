import { z } from "zod";

import { PAYOUT_METHOD_IDS } from "./methods";

/** The longest address a payout stores (an email address's maximum length, RFC 5321). */
export const ADDRESS_MAX = 320;
export const REASON_MAX = 500;

/** A withdrawal as the page, the tRPC procedure and POST /v3/payout send it; the address is checked per method. */
export const withdrawalInput = z.object({
  methodId: z.enum(PAYOUT_METHOD_IDS),
  amountMinor: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  address: z.string().trim().min(1).max(ADDRESS_MAX),
});
export type WithdrawalInput = z.infer<typeof withdrawalInput>;

export const decisionInput = z.discriminatedUnion("status", [
  z.object({ status: z.literal("success"), reason: z.string().trim().max(REASON_MAX).optional() }),
  z.object({ status: z.literal("failed"), reason: z.string().trim().min(1).max(REASON_MAX) }),
]);
export type DecisionInput = z.infer<typeof decisionInput>;

// A pragmatic email check (what PayPal accepts as a receiver): one @, no spaces, a dot in the domain.
const EMAIL = /^[^\s@]{1,64}@[^\s@.]+(\.[^\s@.]+)+$/;
// E.164 (a + and up to 15 digits) or a 10-digit US number; spaces, dashes, dots and parentheses are dropped first.
const PHONE = /^(\+[1-9]\d{6,14}|\d{10})$/;

export function isEmailAddress(value: string): boolean {
  return value.length <= ADDRESS_MAX && EMAIL.test(value);
}

/** The phone number with its punctuation removed, or null when it is not one. */
export function normalizePhone(value: string): string | null {
  const bare = value.replace(/[\s().-]/g, "");
  return PHONE.test(bare) ? bare : null;
}
