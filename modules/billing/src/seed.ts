import type { SeedHandler } from "@hopper/core/module";

import { MIDAS_PRICES, PYRO_PLANS } from "./server/services/catalogue/catalogue-data";
import { seedCatalogue } from "./server/services/catalogue/seed-catalogue";
import { seedDemoBilling } from "./server/services/demo/demo-billing";

/**
 * The catalogue (docs/billing.md, "Products and prices"): Hopper+ in every currency sold and the server plans.
 * Seeding again creates only what is missing and never overwrites an admin's edit.
 */
const seed: SeedHandler = async ({ db, report }) => {
  const { productsCreated, pricesCreated } = await seedCatalogue(db);
  if (productsCreated + pricesCreated > 0) {
    report(
      `billing     Hopper+ in ${Object.keys(MIDAS_PRICES).length} currencies, ${PYRO_PLANS.length} server plans (USD) ` +
        `(${productsCreated} products, ${pricesCreated} prices created)`,
    );
  }
  // The demo subscriptions (docs/billing.md "Demo data"), once the catalogue has Hopper+.
  for (const line of await seedDemoBilling(db, new Date())) report(line);
};

export default seed;
