import { db } from "@hopper/core/db";
import { componentLogger } from "@hopper/core/log";
import type { JobHandler } from "@hopper/core/module";

import { reencodeOldImages } from "../server/services/media/reencode-old-images";

/** Daily: images uploaded before re-encoding get their WebP and thumbnails (docs/storage.md "Images"). */
const handler: JobHandler<Record<string, never>> = async () => {
  const report = await reencodeOldImages(db());
  if (report.icons + report.organizationIcons + report.gallery > 0) {
    componentLogger("catalog").info(report, "re-encoded images uploaded before re-encoding");
  }
};

export default handler;
