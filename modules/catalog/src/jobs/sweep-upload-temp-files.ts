import type { JobHandler } from "@hopper/core/module";
import { sweepStaleFiles, temporaryFileDirs } from "@hopper/core/storage";

/** Daily: temp files of uploads whose process died mid-way (spooled uploads, unfinished local writes). */
const handler: JobHandler<Record<string, never>> = async () => {
  const removed = await sweepStaleFiles(temporaryFileDirs());
  if (removed > 0) console.log(`[jobs] removed ${removed} stale upload temp file(s)`);
};

export default handler;
