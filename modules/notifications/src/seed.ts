import type { SeedHandler } from "@hopper/core/module";

import { demoDigest } from "./server/services/demo-digest";
import { demoNotifications } from "./server/services/demo-notifications";

/**
 * Demo notifications of demo-creator: a project update, a team invitation it can accept (a real pending
 * invitation to another creator's project) and a read one in its history; then its weekly email digest, sent
 * through the real digest service (in the staff mailbox without SMTP). Idempotent: the notifications carry
 * dedupe keys, an invitation already pending is reused, and the digest is set up only once.
 */
const seed: SeedHandler = async ({ db, report }) => {
  const made = await demoNotifications(db, "demo-creator");
  if (made) report(`notifications ${made} new demo notifications of demo-creator (one is a team invite)`);
  try {
    if (await demoDigest(db, "demo-creator")) report("notifications demo-creator's weekly email digest sent");
  } catch {
    // An SMTP server that refuses the demo address must not stop the seed; the digest job tries again later.
    report("notifications demo-creator's weekly email digest could not be sent (see the mailbox)");
  }
};

export default seed;
