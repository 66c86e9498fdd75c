import { componentLogger } from "@hopper/core/log";
import type { JobHandler } from "@hopper/core/module";

import { runRevenueSplit } from "../server/services/revenue/split";

/** Daily after midnight UTC: splits yesterday's part of the revenue pool, and any missed day (docs/analytics.md). */
const handler: JobHandler<Record<string, never>> = async (_payload, { db }) => {
  const results = await runRevenueSplit(db, new Date());
  const split = results.filter((result) => result.split);
  if (split.length > 0) {
    componentLogger("analytics").info(
      { days: split.map((result) => result.day), entries: split.reduce((n, result) => n + result.entryCount, 0) },
      "revenue split",
    );
  }
};

export default handler;
