import { componentLogger } from "@hopper/core/log";
import type { JobHandler } from "@hopper/core/module";
import { sweepStaleFiles, temporaryFileDirs } from "@hopper/core/storage";

/** Daily: temp files of uploads whose process died mid-way (spooled uploads, unfinished local writes). */
const handler: JobHandler<Record<string, never>> = async () => {
  const removed = await sweepStaleFiles(temporaryFileDirs());
  if (removed > 0) componentLogger("catalog").info({ removed }, "removed stale upload temp files");
};

export default handler;
