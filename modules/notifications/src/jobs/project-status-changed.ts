import type { ProjectStatusChangedEvent } from "@hopper/catalog/server";
import type { JobHandler } from "@hopper/core/module";

import { notifyStatusChange } from "../server/services/status-notifications";

/** catalog.project-status-changed → a status_change notification for each member of the project's team. */
const handler: JobHandler<ProjectStatusChangedEvent> = async (event, { db }) => {
  await notifyStatusChange(db, event);
};

export default handler;
