import { newId } from "@hopper/core/db";
import type { DbOrTx } from "@hopper/core/db";

import { MIDAS_NAME, MIDAS_PRICES, MIDAS_SLUG, PYRO_PLANS } from "./catalogue-data";
import type { IntervalAmounts } from "./catalogue-data";

interface SeedProduct {
  slug: string;
  kind: "midas" | "pyro";
  name: string;
  unitary: boolean;
  sortOrder: number;
  cpu?: number;
  ramMb?: number;
  swapMb?: number;
  storageMb?: number;
  prices: [currency: string, amounts: IntervalAmounts][];
}

const SEED_PRODUCTS: SeedProduct[] = [
  {
    slug: MIDAS_SLUG,
    kind: "midas",
    name: MIDAS_NAME,
    unitary: true,
    sortOrder: 0,
    prices: Object.entries(MIDAS_PRICES),
  },
  ...PYRO_PLANS.map(({ usd, ...plan }, index) => ({
    ...plan,
    kind: "pyro" as const,
    unitary: false,
    sortOrder: index + 1,
    prices: [["USD", usd] as [string, IntervalAmounts]],
  })),
];

export interface SeedCatalogueResult {
  productsCreated: number;
  pricesCreated: number;
}

/**
 * Creates the products and prices that are missing (docs/billing.md, "Products and prices"). Idempotent, and it
 * never overwrites a row: an admin's edited price or retired product stays as the admin left it when the seed
 * runs again (every `npm start`).
 */
export async function seedCatalogue(db: DbOrTx): Promise<SeedCatalogueResult> {
  let productsCreated = 0;
  let pricesCreated = 0;
  for (const { prices, ...product } of SEED_PRODUCTS) {
    const existing = await db.billingProduct.findUnique({ where: { slug: product.slug }, select: { id: true } });
    let productId = existing?.id;
    if (!productId) {
      // ON CONFLICT DO NOTHING: two seeds racing on a fresh database create one product.
      const created = await db.billingProduct.createMany({
        data: [{ id: newId(), ...product }],
        skipDuplicates: true,
      });
      productsCreated += created.count;
      productId = (await db.billingProduct.findUniqueOrThrow({ where: { slug: product.slug }, select: { id: true } }))
        .id;
    }
    const created = await db.billingPrice.createMany({
      data: prices.map(([currency, amounts]) => ({ id: newId(), productId, currency, ...amounts })),
      skipDuplicates: true,
    });
    pricesCreated += created.count;
  }
  return { productsCreated, pricesCreated };
}
