import type { SeedHandler } from "@hopper/core/module";

import { seedDemoServer } from "./server/services/servers/demo-server";

/** demo-creator's demo server (docs/hosting.md "Demo data"), after billing's catalogue and demo cards. */
const seed: SeedHandler = async ({ db, report }) => {
  const line = await seedDemoServer(db, new Date());
  if (line) report(line);
};

export default seed;
