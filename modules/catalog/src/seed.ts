import type { SeedHandler } from "@hopper/core/module";

import { seedCatalog } from "./seed/catalog-seed";

const seed: SeedHandler = (context) => seedCatalog(context);

export default seed;
