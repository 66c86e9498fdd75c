import type { SeedHandler } from "@hopper/core/module";

import { demoNotifications } from "./server/services/demo-notifications";

/**
 * Demo notifications of demo-creator: a project update, a team invitation it can accept (a real pending
 * invitation to another creator's project) and a read one in its history. Idempotent: the notifications carry
 * dedupe keys, and an invitation already pending is reused.
 */
const seed: SeedHandler = async ({ db, report }) => {
  const made = await demoNotifications(db, "demo-creator");
  if (made) report(`notifications ${made} new demo notifications of demo-creator (one is a team invite)`);
};

export default seed;
