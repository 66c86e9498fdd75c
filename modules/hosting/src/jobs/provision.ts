import type { SubscriptionEvent } from "@hopper/billing/server";
import { componentLogger } from "@hopper/core/log";
import type { JobHandler } from "@hopper/core/module";

import { provisionServer } from "../server/services/servers/provision";
import { serverForPayment } from "../server/services/servers/server-for-payment";

/**
 * billing.subscription.provisioned → create the paid server on a node (or resume it). A paid subscription naming no
 * server (a late payment after its order was discarded) or a gone one gets a new server first. An unreachable agent
 * throws, so the job is retried; a region without room leaves it provisioning for the sweep (hosting.provision-sweep).
 */
const handler: JobHandler<SubscriptionEvent> = async (event, { db }) => {
  const now = new Date();
  const serverId = await serverForPayment(db, event, now);
  if (!serverId) return;
  const outcome = await provisionServer(db, serverId, now);
  componentLogger("hosting").info({ serverId, outcome }, "provisioning");
};

export default handler;
