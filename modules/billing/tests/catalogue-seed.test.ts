import { describe, expect, it } from "vitest";

import { newId } from "../../core/src/db/ids";
import { setupTestDatabase } from "../../../tests/setup/test-database";
import seed from "../src/seed";
import { MIDAS_PRICES, PYRO_PLANS } from "../src/server/services/catalogue/catalogue-data";
import { CURRENCY_DIGITS, SUPPORTED_CURRENCIES } from "../src/server/services/catalogue/currencies";
import { findProduct, listProducts, priceIn, productPrices } from "../src/server/services/catalogue/products";
import { seedCatalogue } from "../src/server/services/catalogue/seed-catalogue";
import { formatMoney } from "../src/ui/money";

// The catalogue (issue 18, spec §9): Hopper+ at 499 / 1200 / 4999 USD in about 34 currencies, the server plans in
// USD only; seeding is idempotent and keeps an admin's edits.
const database = setupTestDatabase();

describe("the billing catalogue seed", () => {
  it("creates Hopper+ in all 34 currencies and the six server plans, once however often it runs", async () => {
    const lines: string[] = [];
    await seed({ db: database.db, report: (line) => lines.push(line) });
    await seed({ db: database.db, report: (line) => lines.push(line) });
    expect(lines).toHaveLength(1);
    expect(await seedCatalogue(database.db)).toEqual({ productsCreated: 0, pricesCreated: 0 });
    expect(await database.db.billingProduct.count()).toBe(1 + PYRO_PLANS.length);
    expect(await database.db.billingPrice.count()).toBe(SUPPORTED_CURRENCIES.length + PYRO_PLANS.length);

    const midas = (await listProducts(database.db, { kind: "midas" }))[0]!;
    expect(midas).toMatchObject({ slug: "midas", name: "Hopper+", unitary: true, active: true });
    expect(midas.prices.map((price) => price.currency).sort()).toEqual([...SUPPORTED_CURRENCIES].sort());
    expect(SUPPORTED_CURRENCIES.length).toBe(34);
    const usd = midas.prices.find((price) => price.currency === "USD")!;
    expect([usd.monthly, usd.quarterly, usd.yearly]).toEqual([499, 1200, 4999]);
  });

  it("stores zero-decimal currencies in whole units, and every midas price is about 2.5× and 10× its monthly", async () => {
    await seedCatalogue(database.db);
    const midas = (await findProduct(database.db, "midas"))!;
    const prices = await productPrices(database.db, midas.id);
    for (const price of prices) {
      expect(price.quarterly! / price.monthly!).toBeGreaterThanOrEqual(2.3);
      expect(price.quarterly! / price.monthly!).toBeLessThanOrEqual(2.6);
      expect(price.yearly! / price.monthly!).toBeGreaterThanOrEqual(9.9);
      expect(price.yearly! / price.monthly!).toBeLessThanOrEqual(10.1);
      expect(Number.isInteger(price.monthly)).toBe(true);
    }
    const zeroDecimal = SUPPORTED_CURRENCIES.filter((code) => CURRENCY_DIGITS[code] === 0).sort();
    expect(zeroDecimal).toEqual(["CLP", "JPY", "KRW", "VND"]);
    const jpy = prices.find((price) => price.currency === "JPY")!;
    expect(jpy.monthly).toBe(MIDAS_PRICES.JPY.monthly);
    expect(formatMoney(jpy.monthly!, "JPY", "en-US")).toBe("¥750");
    expect(formatMoney(prices.find((price) => price.currency === "KRW")!.monthly!, "KRW", "en-US")).toBe("₩6,900");
  });

  it("prices the server plans in USD only, from 2 CPU / 2048 MiB at 600 to 8 CPU / 49152 MiB at 14400", async () => {
    await seedCatalogue(database.db);
    const plans = await listProducts(database.db, { kind: "pyro" });
    expect(plans.map((plan) => plan.prices.map((price) => price.currency))).toEqual(plans.map(() => ["USD"]));
    expect(plans[0]).toMatchObject({ cpu: 2, ramMb: 2048, swapMb: 512, storageMb: 16384, unitary: false });
    expect(plans[0]!.prices[0]).toMatchObject({ monthly: 600, quarterly: 1500, yearly: 6000 });
    expect(plans.at(-1)).toMatchObject({ cpu: 8, ramMb: 49152 });
    expect(plans.at(-1)!.prices[0]).toMatchObject({ monthly: 14400, yearly: 144000 });
    for (const plan of plans) {
      const price = plan.prices[0]!;
      expect([price.quarterly, price.yearly]).toEqual([price.monthly! * 2.5, price.monthly! * 10]);
    }
  });

  it("keeps an admin's edited price and retired product when seeding again", async () => {
    await seedCatalogue(database.db);
    const midas = (await findProduct(database.db, "midas"))!;
    await database.db.billingPrice.update({
      where: { productId_currency: { productId: midas.id, currency: "EUR" } },
      data: { monthly: 399 },
    });
    await database.db.billingProduct.update({ where: { slug: "pyro-small" }, data: { active: false } });
    await seedCatalogue(database.db);
    expect((await priceIn(database.db, midas.id, "EUR"))!.monthly).toBe(399);
    expect((await findProduct(database.db, "pyro-small"))!.active).toBe(false);
    expect((await listProducts(database.db, { kind: "pyro" })).map((plan) => plan.slug)).not.toContain("pyro-small");
  });

  it("priceIn: the product's price in the currency, else its USD price; nothing for an unknown product", async () => {
    await seedCatalogue(database.db);
    const midas = (await findProduct(database.db, "midas"))!;
    const small = (await findProduct(database.db, "pyro-small"))!;
    expect((await priceIn(database.db, midas.id, "GBP"))!.currency).toBe("GBP");
    expect((await priceIn(database.db, midas.id, "gbp"))!.currency).toBe("GBP");
    expect((await priceIn(database.db, small.id, "EUR"))!.currency).toBe("USD");
    expect((await priceIn(database.db, midas.id, "XXX"))!.currency).toBe("USD");
    await database.db.billingPrice.update({
      where: { productId_currency: { productId: midas.id, currency: "SEK" } },
      data: { active: false },
    });
    expect((await priceIn(database.db, midas.id, "SEK"))!.currency).toBe("USD");
    expect(await priceIn(database.db, newId(), "USD")).toBeNull();
    expect(await priceIn(database.db, "../etc", "USD")).toBeNull();
  });
});
