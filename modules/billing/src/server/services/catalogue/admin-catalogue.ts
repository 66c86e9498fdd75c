import type { Actor } from "@hopper/core/auth";
import { ID_PATTERN } from "@hopper/core/db";
import type { DbOrTx } from "@hopper/core/db";

import { INTERVALS, listProducts, PRICE_SELECT, PRODUCT_SELECT } from "./products";
import type { Interval, PriceView, ProductView } from "./products";
import { priceNotFound, problem, productNotFound, refusal } from "./refusals";

// The admins' edits of the catalogue (/admin/billing/products): amounts of a price, a product or price retired or
// active again. A price change applies to the next charge created at it; a charge already open keeps its amount
// (docs/billing.md, "Products and prices").

/** The largest amount in minor units: ₫2,000,000,000 or $20,000,000; below PostgreSQL's int4. */
export const MAX_AMOUNT = 2_000_000_000;

function requireAdmin(actor: Actor | null) {
  if (actor?.role !== "admin") throw refusal(actor ? "forbidden" : "unauthorized", problem("adminOnly"));
}

export type PriceAmounts = Record<Interval, number | null>;

/** Sets a price's amounts (admin). Each is a positive integer of minor units or null (not offered); one at least. */
export async function updatePriceAmounts(
  db: DbOrTx,
  actor: Actor | null,
  priceId: string,
  amounts: PriceAmounts,
): Promise<PriceView> {
  requireAdmin(actor);
  for (const interval of INTERVALS) {
    const amount = amounts[interval];
    if (amount !== null && !(Number.isSafeInteger(amount) && amount >= 1 && amount <= MAX_AMOUNT)) {
      throw refusal("invalid_input", problem("amount", { max: String(MAX_AMOUNT) }), interval);
    }
  }
  if (INTERVALS.every((interval) => amounts[interval] === null)) {
    throw refusal("invalid_input", problem("noAmount"), "monthly");
  }
  const price = ID_PATTERN.test(priceId)
    ? await db.billingPrice.findUnique({ where: { id: priceId }, select: { id: true } })
    : null;
  if (!price) throw priceNotFound();
  return db.billingPrice.update({
    where: { id: price.id },
    data: { monthly: amounts.monthly, quarterly: amounts.quarterly, yearly: amounts.yearly },
    select: PRICE_SELECT,
  });
}

/** Retires a price (no longer offered; subscriptions at it keep renewing) or activates it again (admin). */
export async function setPriceActive(db: DbOrTx, actor: Actor | null, priceId: string, active: boolean) {
  requireAdmin(actor);
  const price = ID_PATTERN.test(priceId)
    ? await db.billingPrice.findUnique({ where: { id: priceId }, select: { id: true } })
    : null;
  if (!price) throw priceNotFound();
  return db.billingPrice.update({ where: { id: price.id }, data: { active }, select: PRICE_SELECT });
}

/** Retires a product (it can no longer be bought; subscriptions to it keep renewing) or activates it (admin). */
export async function setProductActive(
  db: DbOrTx,
  actor: Actor | null,
  productId: string,
  active: boolean,
): Promise<ProductView> {
  requireAdmin(actor);
  const product = ID_PATTERN.test(productId)
    ? await db.billingProduct.findUnique({ where: { id: productId }, select: { id: true } })
    : null;
  if (!product) throw productNotFound();
  return db.billingProduct.update({ where: { id: product.id }, data: { active }, select: PRODUCT_SELECT });
}

/** Every product with every price, retired ones included (admin). */
export async function listProductsForAdmin(db: DbOrTx, actor: Actor | null) {
  requireAdmin(actor);
  return listProducts(db, { includeRetired: true });
}
