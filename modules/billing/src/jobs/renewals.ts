import { componentLogger } from "@hopper/core/log";
import type { JobHandler } from "@hopper/core/module";

import { runRenewals } from "../server/services/charges/renewals";

/** Every 5 minutes: collects due renewals, retries failed ones after 2 days, cancels them after 30 (docs/billing.md). */
const handler: JobHandler<Record<string, never>> = async (_payload, { db }) => {
  const report = await runRenewals(db, new Date());
  if (report.cancelled + report.attempted + report.noMethod + report.errors > 0) {
    componentLogger("billing").info(report, "renewals run");
  }
};

export default handler;
