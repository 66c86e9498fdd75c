import type { SeedHandler } from "@hopper/core/module";

import { seedCatalog } from "./seed/catalog-seed";
import { seedDependencies } from "./seed/dependencies-seed";
import { seedOrganizations } from "./seed/organizations-seed";

const seed: SeedHandler = async (context) => {
  await seedCatalog(context);
  await seedDependencies(context);
  await seedOrganizations(context);
};

export default seed;
