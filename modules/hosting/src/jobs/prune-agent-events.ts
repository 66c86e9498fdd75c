import type { JobHandler } from "@hopper/core/module";

import { pruneAgentEvents } from "../server/services/callbacks/agent-events";

/** Daily: forgets callback ids past the agent's redelivery horizon (services/callbacks/agent-events.ts). */
const handler: JobHandler<Record<string, never>> = async (_payload, { db }) => {
  await pruneAgentEvents(db, new Date());
};

export default handler;
