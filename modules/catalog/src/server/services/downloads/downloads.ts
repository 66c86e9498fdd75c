import type { DbOrTx } from "@hopper/core/db";

// Counting moved to services/counting; these names stay importable from here for existing callers.
export {
  DOWNLOAD_WINDOW_HOURS,
  DOWNLOADS_PER_WINDOW,
  EVENT_RETENTION_HOURS,
  recordDownload,
  rollUpDownloads,
} from "../counting/downloads";
export { ipPrefix } from "../counting/ip-prefix";

/** The file behind a download URL /data/{project}/versions/{version}/{filename}. */
export function findDownload(db: DbOrTx, projectId: string, versionId: string, filename: string) {
  return db.versionFile.findFirst({
    where: { versionId, filename, version: { projectId } },
    include: { version: { select: { projectId: true } } },
  });
}
