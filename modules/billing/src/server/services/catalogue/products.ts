import { ID_PATTERN } from "@hopper/core/db";
import type { DbOrTx } from "@hopper/core/db";

import { FALLBACK_CURRENCY } from "./currencies";

// Reading the catalogue (docs/billing.md, "Products and prices"): anyone may, so these take no actor. Retired
// products and prices are left out unless `includeRetired` (the admin page, receipts of old subscriptions).

export type ProductKind = "midas" | "pyro";
export type Interval = "monthly" | "quarterly" | "yearly";
export const INTERVALS: readonly Interval[] = ["monthly", "quarterly", "yearly"];

export const PRICE_SELECT = {
  id: true,
  productId: true,
  currency: true,
  monthly: true,
  quarterly: true,
  yearly: true,
  active: true,
} as const;

export const PRODUCT_SELECT = {
  id: true,
  kind: true,
  slug: true,
  name: true,
  cpu: true,
  ramMb: true,
  swapMb: true,
  storageMb: true,
  unitary: true,
  active: true,
  sortOrder: true,
} as const;

export interface PriceView {
  id: string;
  productId: string;
  currency: string;
  monthly: number | null;
  quarterly: number | null;
  yearly: number | null;
  active: boolean;
}

export interface ProductView {
  id: string;
  kind: string;
  slug: string;
  name: string;
  cpu: number | null;
  ramMb: number | null;
  swapMb: number | null;
  storageMb: number | null;
  unitary: boolean;
  active: boolean;
  sortOrder: number;
}

export interface ListProductsOptions {
  kind?: ProductKind;
  includeRetired?: boolean;
}

/** The products (with their prices), midas first then the server plans smallest first. */
export async function listProducts(
  db: DbOrTx,
  { kind, includeRetired = false }: ListProductsOptions = {},
): Promise<(ProductView & { prices: PriceView[] })[]> {
  return db.billingProduct.findMany({
    where: { ...(kind ? { kind } : {}), ...(includeRetired ? {} : { active: true }) },
    select: {
      ...PRODUCT_SELECT,
      prices: {
        where: includeRetired ? {} : { active: true },
        select: PRICE_SELECT,
        orderBy: { currency: "asc" },
      },
    },
    orderBy: [{ sortOrder: "asc" }, { slug: "asc" }],
  });
}

/** One product by id or slug ("midas"), or null. */
export async function findProduct(db: DbOrTx, idOrSlug: string): Promise<ProductView | null> {
  if (idOrSlug.length > 64) return null;
  const byId = ID_PATTERN.test(idOrSlug)
    ? await db.billingProduct.findUnique({ where: { id: idOrSlug }, select: PRODUCT_SELECT })
    : null;
  return byId ?? db.billingProduct.findUnique({ where: { slug: idOrSlug }, select: PRODUCT_SELECT });
}

/** A product's active prices, by currency. */
export async function productPrices(db: DbOrTx, productId: string): Promise<PriceView[]> {
  if (!ID_PATTERN.test(productId)) return [];
  return db.billingPrice.findMany({
    where: { productId, active: true },
    select: PRICE_SELECT,
    orderBy: { currency: "asc" },
  });
}

/**
 * The product's active price in `currency`, else its USD price (a visitor from a currency the product is not sold
 * in pays in dollars), else null.
 */
export async function priceIn(db: DbOrTx, productId: string, currency: string): Promise<PriceView | null> {
  if (!ID_PATTERN.test(productId)) return null;
  const code = currency.toUpperCase().slice(0, 3);
  const prices = await db.billingPrice.findMany({
    where: { productId, active: true, currency: { in: [code, FALLBACK_CURRENCY] } },
    select: PRICE_SELECT,
  });
  return (
    prices.find((price) => price.currency === code) ??
    prices.find((price) => price.currency === FALLBACK_CURRENCY) ??
    null
  );
}

/** A price's amount for an interval (null where the interval is not offered). */
export const amountFor = (price: Pick<PriceView, Interval>, interval: Interval): number | null => price[interval];

/** A price by id with its product (the checkout's review, receipts), or null. */
export async function findPrice(db: DbOrTx, priceId: string) {
  if (!ID_PATTERN.test(priceId)) return null;
  return db.billingPrice.findUnique({
    where: { id: priceId },
    select: { ...PRICE_SELECT, product: { select: PRODUCT_SELECT } },
  });
}
