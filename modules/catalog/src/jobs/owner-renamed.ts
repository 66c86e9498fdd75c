import type { JobHandler } from "@hopper/core/module";

import { ownerRenamed } from "../server/services/projects/project-events";

/** accounts.user-renamed: the projects the user owns show a new author in search. */
const handler: JobHandler<{ userId: string }> = async ({ userId }, { db }) => {
  await ownerRenamed(db, userId);
};

export default handler;
