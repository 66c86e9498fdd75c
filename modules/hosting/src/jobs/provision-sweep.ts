import { componentLogger } from "@hopper/core/log";
import type { JobHandler } from "@hopper/core/module";

import { provisionPending } from "../server/services/servers/provision";

/** Every 2 minutes: paid servers still waiting for a node with room, or for their agent, are tried again. */
const handler: JobHandler<Record<string, never>> = async (_payload, { db }) => {
  const report = await provisionPending(db, new Date());
  if (report.waiting + report.created + report.failed > 0) componentLogger("hosting").info(report, "provision sweep");
};

export default handler;
