import type { JobHandler } from "@hopper/core/module";

import { fanOutVersion } from "../server/services/version-fanout";

/** catalog.version-published → one notifications.notify-followers job per range of the project's followers. */
const handler: JobHandler<{ versionId: string; projectId: string }> = async (event, { db, send }) => {
  await fanOutVersion(db, event, send);
};

export default handler;
