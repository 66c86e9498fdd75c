import { componentLogger } from "@hopper/core/log";
import type { JobHandler } from "@hopper/core/module";

import { notifyAvailableEarnings } from "../server/services/revenue/available-notify";
import { runRevenueSplit } from "../server/services/revenue/split";

/**
 * Daily after midnight UTC: splits yesterday's part of the revenue pool and any missed day, then tells creators
 * whose earnings came off hold (docs/analytics.md "Revenue").
 */
const handler: JobHandler<Record<string, never>> = async (_payload, { db }) => {
  const results = await runRevenueSplit(db, new Date());
  const told = await notifyAvailableEarnings(db, new Date());
  if (told > 0) componentLogger("analytics").info({ told }, "revenue available notifications");
  const split = results.filter((result) => result.split);
  if (split.length > 0) {
    componentLogger("analytics").info(
      { days: split.map((result) => result.day), entries: split.reduce((n, result) => n + result.entryCount, 0) },
      "revenue split",
    );
  }
};

export default handler;
