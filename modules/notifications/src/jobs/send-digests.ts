import type { JobHandler } from "@hopper/core/module";

import { sendDigests } from "../server/services/digest";

/** One page of due users: each gets at most one digest for the window ending at `until`. */
const handler: JobHandler<{ userIds: string[]; until: string }> = async ({ userIds, until }, { db }) => {
  await sendDigests(db, userIds, new Date(until));
};

export default handler;
