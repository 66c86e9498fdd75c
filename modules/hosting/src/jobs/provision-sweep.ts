import { componentLogger } from "@hopper/core/log";
import type { JobHandler } from "@hopper/core/module";

import { discardAbandonedOrders } from "../server/services/servers/abandoned-orders";
import { provisionPending } from "../server/services/servers/provision";

/**
 * Every 2 minutes: paid servers still waiting for a node with room, or for their agent, are tried again; orders
 * whose payment failed (or never came) are discarded after an hour.
 */
const handler: JobHandler<Record<string, never>> = async (_payload, { db }) => {
  const now = new Date();
  const report = await provisionPending(db, now);
  const discarded = await discardAbandonedOrders(db, now);
  if (report.waiting + report.created + report.failed + discarded > 0) {
    componentLogger("hosting").info({ ...report, discarded }, "provision sweep");
  }
};

export default handler;
