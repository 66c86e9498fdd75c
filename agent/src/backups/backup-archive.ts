import { createHash } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { lstat, readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { Transform } from "node:stream";
import { createGzip } from "node:zlib";
import ignore from "ignore";
import { packTar } from "../files/tar-pack.js";
import { byteCounter, throughputLimiter } from "./throttle-stream.js";

export const IGNORE_FILE = ".hopperignore";
const MAX_IGNORE_FILE_BYTES = 32 * 1024;

/** Patterns from the request, or else from the server's own ignore file (if it is a small regular file). */
export async function ignorePatterns(root: string, requested: string[]): Promise<string[]> {
  if (requested.length > 0) return requested;
  const file = path.join(root, IGNORE_FILE);
  const info = await lstat(file).catch(() => null);
  if (!info?.isFile() || info.size > MAX_IGNORE_FILE_BYTES) return [];
  return (await readFile(file, "utf8"))
    .split("\n")
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith("#"));
}

export interface ArchiveResult {
  sizeBytes: number;
  checksum: string;
}

/**
 * Writes a tar.gz of `root` to `target`, computing its SHA-256 on the way (no second read). Symlinks
 * are stored as links and never followed.
 */
export async function createBackupArchive(opts: {
  root: string;
  target: string;
  ignore: string[];
  gzipLevel: number;
  bytesPerSecond: number;
  signal: AbortSignal;
  onProgress: (tarBytes: number) => void;
}): Promise<ArchiveResult> {
  const matcher = ignore().add(opts.ignore);
  const members = (await readdir(opts.root)).filter((n) => !n.startsWith(".hopper-upload-"));
  const hash = createHash("sha256");
  let size = 0;
  const hasher = new Transform({
    transform(chunk: Buffer, _enc, cb) {
      hash.update(chunk);
      size += chunk.length;
      cb(null, chunk);
    },
  });
  const source = packTar(opts.root, members, (p, stat) => {
    const rel = p.replace(/^\.\//, "");
    if (!rel) return true;
    return !matcher.ignores("isDirectory" in stat && stat.isDirectory() ? `${rel}/` : rel);
  });
  await pipeline(
    source,
    byteCounter(opts.onProgress),
    throughputLimiter(opts.bytesPerSecond),
    createGzip({ level: opts.gzipLevel }),
    hasher,
    createWriteStream(opts.target, { flags: "wx" }),
    { signal: opts.signal },
  );
  return { sizeBytes: size, checksum: `sha256:${hash.digest("hex")}` };
}

/** SHA-256 of a file in the same "sha256:<hex>" form as stored on the backup. */
export async function fileChecksum(file: string, signal?: AbortSignal, bytesPerSecond = 0): Promise<string> {
  const hash = createHash("sha256");
  await pipeline(
    createReadStream(file),
    throughputLimiter(bytesPerSecond),
    async function* (source) {
      for await (const chunk of source) hash.update(chunk as Buffer);
      yield* [];
    },
    { signal },
  );
  return `sha256:${hash.digest("hex")}`;
}
