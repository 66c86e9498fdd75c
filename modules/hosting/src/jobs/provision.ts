import type { SubscriptionEvent } from "@hopper/billing/server";
import { componentLogger } from "@hopper/core/log";
import type { JobHandler } from "@hopper/core/module";

import { provisionServer } from "../server/services/servers/provision";

/**
 * billing.subscription.provisioned → create the paid server on a node (or resume it). An unreachable agent throws,
 * so the job is retried; a region without room leaves it provisioning for the sweep (hosting.provision-sweep).
 */
const handler: JobHandler<SubscriptionEvent> = async (event, { db }) => {
  if (!event.serverId) return;
  const outcome = await provisionServer(db, event.serverId, new Date());
  componentLogger("hosting").info({ serverId: event.serverId, outcome }, "provisioning");
};

export default handler;
