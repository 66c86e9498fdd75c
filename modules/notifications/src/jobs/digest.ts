import type { JobHandler } from "@hopper/core/module";

import { scheduleDigests } from "../server/services/digest-schedule";

/** The hourly check: one notifications.send-digests job per page of users whose digest is due now. */
const handler: JobHandler<Record<string, never>> = async (_payload, { db, send }) => {
  await scheduleDigests(db, new Date(), send);
};

export default handler;
