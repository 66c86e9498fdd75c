import { db } from "@hopper/core/db";
import { componentLogger } from "@hopper/core/log";
import type { JobHandler } from "@hopper/core/module";

import { releaseScheduled } from "../server/services/review/scheduled-releases";

/** Every 5 minutes: scheduled projects and versions whose time has come get their requested status. */
const handler: JobHandler<Record<string, never>> = async () => {
  const report = await releaseScheduled(db());
  if (report.projects + report.versions > 0) componentLogger("catalog").info(report, "released scheduled projects");
};

export default handler;
