import type { SeedHandler } from "@hopper/core/module";

import { seedDemoAnalytics } from "./seed/demo-analytics";

/**
 * Demo data (docs/analytics.md "Demo data"): demo-creator's last 90 days of views and downloads, the monthly
 * pools and daily splits that turn them into revenue, and one paid transfer. Runs after the catalogue's seed;
 * seeding again adds only what is missing (a new day, a pool), never a second copy.
 */
const seed: SeedHandler = async ({ db, report }) => {
  for (const line of await seedDemoAnalytics(db, new Date())) report(line);
};

export default seed;
