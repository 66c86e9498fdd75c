import { componentLogger } from "@hopper/core/log";
import type { JobHandler } from "@hopper/core/module";

import { reencodeOldAvatars } from "../server/services/reencode-old-avatars";

/** Daily: avatars uploaded before re-encoding get their WebP and thumbnails (docs/storage.md "Images"). */
const handler: JobHandler<Record<string, never>> = async (_payload, { db }) => {
  const report = await reencodeOldAvatars(db);
  if (report.avatars > 0) componentLogger("accounts").info(report, "re-encoded avatars uploaded before re-encoding");
};

export default handler;
