import { componentLogger } from "@hopper/core/log";
import type { JobHandler } from "@hopper/core/module";

import { runUnprovision } from "../server/services/charges/unprovision";

/** Every 5 minutes: ends the perks (or suspends the server) of subscriptions whose period ended unpaid. */
const handler: JobHandler<Record<string, never>> = async (_payload, { db }) => {
  const report = await runUnprovision(db, new Date());
  if (report.unprovisioned > 0) componentLogger("billing").info(report, "unprovision run");
};

export default handler;
