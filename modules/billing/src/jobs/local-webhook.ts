import type { JobHandler } from "@hopper/core/module";

import type { LocalEvent } from "../server/services/providers/local";
import { deliverLocalEvent } from "../server/services/webhooks/local-delivery";

/**
 * A local provider payment's outcome, delivered signed through the webhook handling (a replay of the job is a
 * replayed event: recorded once, applied once). A failure throws, so pg-boss retries like a provider would.
 */
const handler: JobHandler<{ event: LocalEvent }> = async ({ event }, { db }) => {
  await deliverLocalEvent(db, event, new Date());
};

export default handler;
