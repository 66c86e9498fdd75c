import type { JobHandler } from "@hopper/core/module";

import { deleteExpiredServers, warnExpiringServers } from "../server/services/servers/expired-servers";
import { hostingSettings } from "../server/settings";

/**
 * Hourly: warns the owners of servers suspended for billing that are to be deleted soon, then deletes those past
 * HOSTING_DELETE_AFTER_DAYS (services/servers/expired-servers.ts). A node that cannot be reached keeps its server
 * until a later run.
 */
const handler: JobHandler<Record<string, never>> = async (_payload, { db }) => {
  const now = new Date();
  const days = hostingSettings().HOSTING_DELETE_AFTER_DAYS;
  await warnExpiringServers(db, now, days);
  await deleteExpiredServers(db, now, days);
};

export default handler;
