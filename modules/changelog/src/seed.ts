import type { SeedHandler } from "@hopper/core/module";

import { seedDemoChangelog } from "./seed/demo-changelog";

/** A realistic history for each product line, by demo-admin (docs/changelog.md "Demo data"); idempotent. */
const seed: SeedHandler = async ({ db, report }) => {
  for (const line of await seedDemoChangelog(db, new Date())) report(line);
};

export default seed;
