import { constants, createReadStream } from "node:fs";
import { lstat, mkdir, open, readdir, readlink, realpath } from "node:fs/promises";
import path from "node:path";
import { Transform, type Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import yauzl from "yauzl";
import yazl from "yazl";
import { AgentError, badRequest, forbiddenPath } from "../errors.js";

/** Limits for one extraction; the disk quota is checked by the caller against `totalBytes`. */
export interface ArchiveLimits {
  maxEntries: number;
  maxBytes: number;
}

export interface ZipPlan {
  totalBytes: number;
  entries: { entry: yauzl.Entry; name: string; directory: boolean }[];
}

const bomb = (name: string) => badRequest(`Archive entry '${name}' holds more data than it declares (a zip bomb)`);
const tooLarge = (message: string) => new AgentError(413, "too_large", message);

/** Deflate cannot expand data by more than about 1032:1; a larger declared ratio is a lie or a bomb. */
const MAX_DEFLATE_RATIO = 1032;
const S_IFMT = 0o170000;
const S_IFREG = 0o100000;
const S_IFDIR = 0o040000;

/** yauzl's callbacks as promises; the file is kept open (autoClose off) between inspection and extraction. */
function openZip(file: string): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) => {
    // decodeStrings off: we decode and judge every name ourselves (yauzl would also honour the Info-ZIP
    // Unicode path field, a second name that could differ from the one we checked)
    yauzl.open(file, { lazyEntries: true, autoClose: false, decodeStrings: false, validateEntrySizes: true }, (e, z) =>
      e ? reject(badRequest(`Not a readable zip archive: ${e.message}`)) : resolve(z),
    );
  });
}

function readEntries(zip: yauzl.ZipFile, maxEntries: number): Promise<yauzl.Entry[]> {
  if (zip.entryCount > maxEntries) {
    return Promise.reject(badRequest(`Archive has ${zip.entryCount} entries; at most ${maxEntries} are allowed`));
  }
  return new Promise((resolve, reject) => {
    const entries: yauzl.Entry[] = [];
    zip.on("entry", (entry: yauzl.Entry) => {
      entries.push(entry);
      zip.readEntry();
    });
    zip.on("end", () => resolve(entries));
    zip.on("error", (e: Error) => reject(badRequest(`Not a readable zip archive: ${e.message}`)));
    zip.readEntry();
  });
}

function entryName(entry: yauzl.Entry): string {
  // bit 11: the name is UTF-8; otherwise CP437, whose ASCII range (all the separators we judge) is the same
  const raw = entry.fileNameRaw ?? (entry.fileName as unknown as Buffer);
  return (entry.generalPurposeBitFlag & 0x800) !== 0 ? raw.toString("utf8") : raw.toString("latin1");
}

/** Why an entry is refused, or null; the same rules as inspectArchive for tar. */
function entryProblem(entry: yauzl.Entry, name: string): AgentError | null {
  if (name.includes("\0") || name.includes("\\") || /^[A-Za-z]:/.test(name) || path.posix.isAbsolute(name)) {
    return forbiddenPath(`Archive entry '${name.replace(/\0/g, "\\0")}' has an absolute or invalid path`);
  }
  if (name.split("/").includes("..")) {
    return forbiddenPath(`Archive entry '${name}' would be extracted outside the destination`);
  }
  // the upper 16 bits of the external attributes are a Unix mode when the zip was made on Unix
  const type = (entry.externalFileAttributes >>> 16) & S_IFMT;
  if (type !== 0 && type !== S_IFREG && type !== S_IFDIR) {
    const what = type === 0o120000 ? "symbolic link" : "special file";
    return forbiddenPath(`Archive entry '${name}' is a ${what}; only files and directories are allowed`);
  }
  if (entry.isEncrypted()) return badRequest(`Archive entry '${name}' is encrypted`);
  if (entry.compressionMethod !== 0 && entry.compressionMethod !== 8) {
    return badRequest(`Archive entry '${name}' uses an unsupported compression method`);
  }
  if (entry.compressionMethod === 0 && entry.compressedSize !== entry.uncompressedSize) {
    return badRequest(`Archive entry '${name}' declares a size that does not match its stored data`);
  }
  if (entry.uncompressedSize > entry.compressedSize * MAX_DEFLATE_RATIO + 4096) {
    return badRequest(`Archive entry '${name}' declares more data than it can hold (a zip bomb)`);
  }
  return null;
}

/**
 * Reads a zip's central directory and refuses it whole if any entry would land outside the destination,
 * is a link or device, is encrypted, declares impossible sizes, collides with another entry, or if the
 * archive has too many entries or too much data. Nothing is decompressed here.
 */
export async function inspectZip(file: string, limits: ArchiveLimits): Promise<{ zip: yauzl.ZipFile; plan: ZipPlan }> {
  const zip = await openZip(file);
  try {
    const entries = await readEntries(zip, limits.maxEntries);
    const files = new Set<string>();
    const dirs = new Set<string>();
    const plan: ZipPlan = { totalBytes: 0, entries: [] };
    for (const entry of entries) {
      const rawName = entryName(entry);
      const problem = entryProblem(entry, rawName);
      if (problem) throw problem;
      const directory = rawName.endsWith("/") || ((entry.externalFileAttributes >>> 16) & S_IFMT) === S_IFDIR;
      const name = path.posix
        .normalize(rawName)
        .replace(/^(\.\/)+/, "")
        .replace(/\/+$/, "");
      if (name === "" || name === ".") continue;
      const parents = name.split("/").slice(0, -1);
      for (let i = 1; i <= parents.length; i++) dirs.add(parents.slice(0, i).join("/"));
      if (directory) dirs.add(name);
      else if (files.has(name)) throw badRequest(`Archive has the entry '${name}' more than once`);
      else files.add(name);
      plan.totalBytes += directory ? 0 : entry.uncompressedSize;
      plan.entries.push({ entry, name, directory });
    }
    for (const name of files) {
      if (dirs.has(name)) throw badRequest(`Archive has '${name}' both as a file and as a directory`);
    }
    if (plan.totalBytes > limits.maxBytes) {
      throw tooLarge(`Archive would extract to more than ${Math.floor(limits.maxBytes / 1024 / 1024)} MiB`);
    }
    return { zip, plan };
  } catch (error) {
    zip.close();
    throw error;
  }
}

function openEntryStream(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<Readable> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (e, stream) =>
      e ? reject(badRequest(`Damaged zip entry: ${e.message}`)) : resolve(stream),
    );
  });
}

/**
 * Extracts a vetted zip into `staging`, a directory the caller created empty for this run. Each file is
 * created exclusively without following links and checked through /proc to really be under `staging`;
 * each entry is cut off as soon as it yields more bytes than it declared, so the total never exceeds
 * the inspected size. On any failure the caller discards `staging` whole.
 */
export async function extractZip(zip: yauzl.ZipFile, plan: ZipPlan, staging: string): Promise<void> {
  const inside = (p: string) => p === staging || p.startsWith(staging + path.sep);
  try {
    for (const { entry, name, directory } of plan.entries) {
      const target = path.join(staging, ...name.split("/"));
      if (!inside(target)) throw forbiddenPath(`Archive entry '${name}' would be extracted outside the destination`);
      if (directory) {
        await mkdir(target, { recursive: true });
        continue;
      }
      const parent = path.dirname(target);
      await mkdir(parent, { recursive: true });
      if (!inside(await realpath(parent))) throw forbiddenPath("Archive would be extracted through a symbolic link");
      const handle = await open(
        target,
        constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW,
        0o644,
      );
      try {
        const where = await readlink(`/proc/self/fd/${handle.fd}`).catch(() => target);
        if (!inside(where)) throw forbiddenPath("Archive would be extracted through a symbolic link");
        let written = 0;
        const declared = entry.uncompressedSize;
        const limiter = new Transform({
          transform: (chunk: Buffer, _enc, cb) => {
            written += chunk.length;
            if (written > declared) cb(bomb(name));
            else cb(null, chunk);
          },
        });
        await pipeline(await openEntryStream(zip, entry), limiter, handle.createWriteStream());
      } catch (error) {
        if (error instanceof AgentError) throw error;
        // yauzl's own checks (size validation, CRC, truncated data) name a damaged archive
        const message = (error as Error).message;
        if (/too many bytes/i.test(message)) throw bomb(name);
        if (/too few bytes|crc|invalid|unexpected end/i.test(message)) {
          throw badRequest(`Damaged zip entry '${name}': ${message}`);
        }
        throw error;
      } finally {
        await handle.close().catch(() => undefined);
      }
    }
  } finally {
    zip.close();
  }
}

/**
 * A zip stream of `members` (paths relative to `cwd`), directories walked without following links.
 * Symbolic links and special files are left out: extraction (ours and most hosts') accepts only files
 * and directories, and following a link could pack data from outside the server.
 */
export function packZip(cwd: string, members: string[]): Readable {
  const zip = new yazl.ZipFile();
  const add = async (rel: string): Promise<void> => {
    const full = path.join(cwd, rel);
    const info = await lstat(full);
    const name = rel.split(path.sep).join("/");
    if (info.isDirectory()) {
      zip.addEmptyDirectory(name, { mtime: info.mtime, mode: 0o40755 });
      for (const child of (await readdir(full)).sort()) await add(path.join(rel, child));
    } else if (info.isFile()) {
      // no declared size: a file the game is still writing may grow while it is packed
      zip.addReadStreamLazy(name, { mtime: info.mtime, mode: 0o100644 }, (cb) => {
        open(full, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK).then(
          (handle) => cb(null, createReadStream("", { fd: handle })),
          (error: unknown) => cb(error, undefined as unknown as Readable),
        );
      });
    }
  };
  (async () => {
    for (const member of members) await add(member);
    zip.end();
  })().catch((error: unknown) => (zip.outputStream as Readable).destroy(error as Error));
  return zip.outputStream as Readable;
}
