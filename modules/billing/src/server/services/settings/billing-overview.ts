import type { DbOrTx } from "@hopper/core/db";

import { listSubscriptions } from "../subscriptions/list";

/** The brands spec section 3 names; anything else a provider reports is shown as `unknown`. */
export const CARD_BRANDS = [
  "amazon_pay",
  "amex",
  "cashapp",
  "diners",
  "discover",
  "eftpos",
  "jcb",
  "mastercard",
  "paypal",
  "unionpay",
  "visa",
  "unknown",
] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

export const cardBrand = (brand: string): CardBrand =>
  (CARD_BRANDS as readonly string[]).includes(brand) ? (brand as CardBrand) : "unknown";

/** /settings/billing: the viewer's subscriptions and saved payment methods (primary first). */
export async function billingOverview(db: DbOrTx, userId: string) {
  const [subscriptions, methods] = await Promise.all([
    listSubscriptions(db, userId),
    db.paymentMethod.findMany({
      where: { userId },
      orderBy: [{ isPrimary: "desc" }, { createdAt: "asc" }],
      select: { id: true, brand: true, last4: true, expMonth: true, expYear: true, isPrimary: true },
      take: 50,
    }),
  ]);
  return { subscriptions, paymentMethods: methods.map((m) => ({ ...m, brand: cardBrand(m.brand) })) };
}
