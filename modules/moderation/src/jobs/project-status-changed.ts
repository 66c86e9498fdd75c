import type { JobHandler } from "@hopper/core/module";

import { recordStatusChange } from "../server/services/threads/status-change";
import type { StatusChangeRecord } from "../server/services/threads/status-change";

/** catalog.project-status-changed → a status_change message (and the moderator's words) in the project's thread. */
const handler: JobHandler<StatusChangeRecord> = async (event, { db }) => {
  await db.$transaction((tx) => recordStatusChange(tx, event));
};

export default handler;
