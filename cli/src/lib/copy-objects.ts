import { existsSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";

import type { Storage } from "@hopper/core/storage";

/**
 * A backup folder of files: every object at `<folder>/<key>` (the layout of `.data/cdn`, so `aws s3 sync`,
 * rsync and `hopper files:import` all read it), plus the content types S3 recorded, which a plain folder cannot
 * hold. A dot file: the local store's listing skips names that start with a dot, and no key can start with one.
 */
export const CONTENT_TYPES_FILE = ".content-types.json";

// Local disk records no types: an object exported from it gets one from its name when it goes to S3.
const BY_EXTENSION: Record<string, string> = {
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".gif": "image/gif",
  ".avif": "image/avif",
  ".jar": "application/java-archive",
  ".zip": "application/zip",
  ".mrpack": "application/x-modrinth-modpack+zip",
  ".json": "application/json",
  ".txt": "text/plain",
};

export const guessContentType = (key: string) =>
  BY_EXTENSION[path.extname(key).toLowerCase()] ?? "application/octet-stream";

export async function readContentTypes(folder: string): Promise<Record<string, string>> {
  const file = path.join(folder, CONTENT_TYPES_FILE);
  if (!existsSync(file)) return {};
  return JSON.parse(await readFile(file, "utf8")) as Record<string, string>;
}

export async function writeContentTypes(folder: string, types: Record<string, string>): Promise<void> {
  await writeFile(path.join(folder, CONTENT_TYPES_FILE), `${JSON.stringify(types, null, 1)}\n`);
}

export interface CopyReport {
  objects: number;
  bytes: number;
  /** The type each copied object has in the source (null: none recorded there). */
  types: Record<string, string | null>;
}

// A few objects in flight: S3 round trips overlap, without opening hundreds of sockets on a large bucket.
const CONCURRENCY = 8;

/**
 * Copies every object of `from` to `to` under the same key (objects only in `to` stay), streaming each one.
 * `typeOf` names the content type to store when the source records none.
 */
export async function copyObjects(
  from: Storage,
  to: Storage,
  typeOf: (key: string) => string = guessContentType,
): Promise<CopyReport> {
  const report: CopyReport = { objects: 0, bytes: 0, types: {} };
  const inFlight = new Set<Promise<void>>();
  const copyOne = async (key: string) => {
    const object = await from.get(key);
    // Deleted between the listing and the read: nothing to copy.
    if (!object) return;
    await to.put(key, { stream: object.body, size: object.size }, object.contentType ?? typeOf(key));
    report.objects += 1;
    report.bytes += object.size;
    report.types[key] = object.contentType;
  };
  try {
    for await (const { key } of from.list("")) {
      const task = copyOne(key).finally(() => inFlight.delete(task));
      inFlight.add(task);
      if (inFlight.size >= CONCURRENCY) await Promise.race(inFlight);
    }
    await Promise.all(inFlight);
  } catch (error) {
    // Let the copies still running end before failing, so none fails later with nobody listening.
    await Promise.allSettled(inFlight);
    throw error;
  }
  return report;
}
