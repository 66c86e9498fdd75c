import type { SubscriptionEvent } from "@hopper/billing/server";
import type { JobHandler } from "@hopper/core/module";

import { syncServerPlan } from "../server/services/options/plan";

/**
 * billing.subscription.plan-changed → the server gets the plan its subscription now pays for (a paid upgrade, a
 * downgrade at renewal). An unreachable agent throws, so the job is retried; a rerun with the plan applied does
 * nothing.
 */
const handler: JobHandler<SubscriptionEvent> = async (event, { db }) => {
  if (!event.serverId) return;
  await syncServerPlan(db, event.serverId);
};

export default handler;
