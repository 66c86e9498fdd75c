import type { DbOrTx } from "@hopper/core/db";

import { chooseCurrency } from "./choose-currency";
import { MIDAS_SLUG } from "./catalogue-data";
import { findProduct, listProducts, priceIn } from "./products";
import type { PriceView, ProductKind, ProductView } from "./products";

// The catalogue as a shop shows it: each product with the one price the visitor pays (their currency, else USD).

export interface ShopProduct extends ProductView {
  price: PriceView | null;
}

/** The active products of a kind, each with its price in `currency` (USD fallback). */
export async function shopProducts(
  db: DbOrTx,
  kind: ProductKind | undefined,
  currency: string,
): Promise<ShopProduct[]> {
  const code = chooseCurrency({ query: currency });
  const products = await listProducts(db, { kind });
  return products.map(({ prices, ...product }) => ({
    ...product,
    price: prices.find((price) => price.currency === code) ?? prices.find((price) => price.currency === "USD") ?? null,
  }));
}

/** Hopper+ (midas) with its price in `currency`, or null when it is retired or unseeded. */
export async function plusOffer(db: DbOrTx, currency: string): Promise<ShopProduct | null> {
  const product = await findProduct(db, MIDAS_SLUG);
  if (!product || !product.active) return null;
  return { ...product, price: await priceIn(db, product.id, chooseCurrency({ query: currency })) };
}
