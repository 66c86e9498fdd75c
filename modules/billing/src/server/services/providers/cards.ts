// The local provider's test cards (docs/billing.md "Providers"): what a number does, read from the number itself so
// the provider keeps no state (the web and jobs processes agree without sharing memory).

/** What a saved local card does when charged. */
export type CardBehaviour =
  /** Pays (through the webhook, like Stripe). */
  | "ok"
  /** Asks the customer to confirm each on-session payment (3-D Secure); off-session renewals pay. */
  | "auth"
  /** Saves and pays on-session, but every off-session renewal is declined. */
  | "offfail";

/** The card numbers with a special behaviour; every number of BRAND_TEST_CARDS pays. */
const SPECIAL_CARDS: Record<string, CardBehaviour | "decline"> = {
  "4000000000000002": "decline",
  "4000002500003155": "auth",
  "4000000000000341": "offfail",
};

/** Cards that save and pay, one or more per brand (Stripe's test numbers, so a tester can use the same ones). */
export const BRAND_TEST_CARDS: Record<string, string> = {
  "4242424242424242": "visa",
  "4000056655665556": "visa",
  "5555555555554444": "mastercard",
  "2223003122003222": "mastercard",
  "378282246310005": "amex",
  "6011111111111117": "discover",
  "6500000000000002": "discover",
  "3566002020360505": "jcb",
  "36227206271667": "diners",
  "38520000023237": "diners",
  "6200000000000005": "unionpay",
};

/** The card brand from the number's prefix (the issuer identification number); `unknown` when none matches. */
export function brandOf(number: string): string {
  if (/^4/.test(number)) return "visa";
  if (/^(5[1-5]|2[2-7])/.test(number)) return "mastercard";
  if (/^3[47]/.test(number)) return "amex";
  if (/^(6011|65)/.test(number)) return "discover";
  if (/^35/.test(number)) return "jcb";
  if (/^3[68]/.test(number)) return "diners";
  if (/^62/.test(number)) return "unionpay";
  return "unknown";
}

/** The behaviour of a test card, `decline` for the declined card, or null for a number that is no test card. */
export function cardBehaviour(number: string): CardBehaviour | "decline" | null {
  return SPECIAL_CARDS[number] ?? (number in BRAND_TEST_CARDS ? "ok" : null);
}

/** The digits of a typed card number (people type spaces and dashes). */
export const cardDigits = (typed: string) => typed.replace(/[\s-]/g, "");
