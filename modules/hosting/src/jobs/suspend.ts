import type { SubscriptionEvent } from "@hopper/billing/server";
import type { JobHandler } from "@hopper/core/module";

import { suspendForBilling } from "../server/services/servers/suspension";

/** billing.subscription.suspended → the server is stopped and cannot start until paid (retried while unreachable). */
const handler: JobHandler<SubscriptionEvent> = async (event, { db }) => {
  if (!event.serverId) return;
  await suspendForBilling(db, event.serverId, event.reason ?? "paymentfailed", new Date());
};

export default handler;
