import type { JobHandler } from "@hopper/core/module";
import { pruneRateLimits } from "@hopper/core/rate-limit";

import { pruneSessions } from "../server/services/prune-sessions";

// The daily clean-up also drops rate-limit windows older than a day: the sign-in and form limits and the public
// API's shared counts (one row per key and minute) would otherwise grow for ever.
const handler: JobHandler<Record<string, never>> = async (_payload, { db }) => {
  await pruneSessions(db);
  await pruneRateLimits(db);
};

export default handler;
