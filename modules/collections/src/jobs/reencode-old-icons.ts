import { componentLogger } from "@hopper/core/log";
import type { JobHandler } from "@hopper/core/module";

import { reencodeOldCollectionIcons } from "../server/services/reencode-old-icons";

/** Daily: collection icons uploaded before re-encoding get their WebP and thumbnails (docs/storage.md "Images"). */
const handler: JobHandler<Record<string, never>> = async (_payload, { db }) => {
  const report = await reencodeOldCollectionIcons(db);
  if (report.icons > 0) componentLogger("collections").info(report, "re-encoded collection icons uploaded before");
};

export default handler;
