import { componentLogger } from "@hopper/core/log";
import type { JobHandler } from "@hopper/core/module";

import { pollPayouts } from "../server/services/payouts/poll";
import { paypalProvider } from "../server/services/payouts/providers/configured";

/**
 * Every 15 minutes: asks PayPal about open PayPal payouts (at most 100 a run) and sends again any PayPal could not
 * be reached for; the webhook usually came first. Nothing to do without PayPal credentials.
 */
const handler: JobHandler<Record<string, never>> = async (_payload, { db }) => {
  const provider = paypalProvider();
  if (!provider) return;
  const report = await pollPayouts(db, provider, new Date());
  if (report.sent + report.changed + report.errors > 0) componentLogger("analytics").info(report, "payouts polled");
};

export default handler;
