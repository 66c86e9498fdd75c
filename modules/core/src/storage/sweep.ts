import { readdir, rm, stat } from "node:fs/promises";
import path from "node:path";

import { config } from "../config";
import { uploadTempDir } from "./spool";

/** A temp file untouched this long belongs to an upload that died with its process (a write updates the time). */
export const STALE_TEMP_FILE_MS = 24 * 60 * 60 * 1000;

/** Where unfinished writes live: spooled uploads and local storage's not-yet-renamed objects. */
export function temporaryFileDirs(): string[] {
  return [uploadTempDir(), path.resolve(config().HOPPER_DATA_DIR, "cdn", ".partial")];
}

/**
 * Removes the files directly in `dirs` last modified before `now - olderThanMs` (a process killed mid-upload
 * leaves its temp file behind; a live upload keeps writing, so its file stays fresh). Missing folders are
 * fine; folders inside are left alone. Returns how many files went.
 */
export async function sweepStaleFiles(
  dirs: readonly string[],
  olderThanMs = STALE_TEMP_FILE_MS,
  now = Date.now(),
): Promise<number> {
  let removed = 0;
  for (const dir of dirs) {
    const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      if (!entry.isFile()) continue;
      const file = path.join(dir, entry.name);
      const info = await stat(file).catch(() => null);
      if (info && info.mtimeMs < now - olderThanMs) {
        await rm(file, { force: true });
        removed += 1;
      }
    }
  }
  return removed;
}
