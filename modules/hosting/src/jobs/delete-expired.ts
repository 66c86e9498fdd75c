import type { JobHandler } from "@hopper/core/module";

import {
  deleteExpiredServers,
  deleteOwnerlessServers,
  warnExpiringServers,
} from "../server/services/servers/expired-servers";
import { hostingSettings } from "../server/settings";

/**
 * Hourly: warns the owners of servers suspended for billing that are to be deleted soon, then deletes those past
 * HOSTING_DELETE_AFTER_DAYS (services/servers/expired-servers.ts), and the servers of deleted accounts. A node that
 * cannot be reached keeps its server until a later run.
 */
const handler: JobHandler<Record<string, never>> = async (_payload, { db }) => {
  const now = new Date();
  const days = hostingSettings().HOSTING_DELETE_AFTER_DAYS;
  await warnExpiringServers(db, now, days);
  await deleteExpiredServers(db, now, days);
  await deleteOwnerlessServers(db);
};

export default handler;
