import { unzipSync } from "fflate";
import { fromRandomAccessReaderPromise, openPromise as openZip } from "yauzl";
import type { Entry, Options, ZipFile } from "yauzl";

import { covers, ZipPiecesReader } from "./zip-pieces";
import type { ZipPiecesView } from "./zip-pieces";
import { problem, refusal } from "../../refusals";

export interface ZipLimits {
  maxEntries: number;
  maxUncompressedBytes: number;
  /** Largest uncompressed/compressed ratio of an entry bigger than RATIO_FLOOR. */
  maxRatio: number;
}

/** Entries below this uncompressed size are never judged by their ratio (tiny text files compress well). */
export const RATIO_FLOOR = 1024 * 1024;
/** Largest metadata file we decompress to read. */
export const METADATA_MAX_BYTES = 1024 * 1024;

export interface ZipEntry {
  name: string;
  size: number;
  originalSize: number;
}

export interface ZipListing {
  entries: ZipEntry[];
  names: Set<string>;
  /** Decompressed bytes of the wanted metadata files that exist. */
  read(name: string): Uint8Array | undefined;
}

export const NOT_A_ZIP = (filename: string) => problem("archive.notAZip", { filename }).text;
export const ZIP_BOMB = (filename: string) => problem("archive.zipBomb", { filename }).text;

/** The listing checks, whichever reader produced the entries: count, unsafe paths, the zip-bomb guard. */
function checkEntries(filename: string, entries: ZipEntry[], limits: ZipLimits): void {
  if (entries.length > limits.maxEntries) {
    throw refusal("invalid_input", problem("archive.tooManyEntries", { filename, max: String(limits.maxEntries) }));
  }
  let total = 0;
  for (const entry of entries) {
    if (entry.name.includes("\\") || entry.name.split("/").includes("..") || entry.name.startsWith("/")) {
      throw refusal("invalid_input", problem("archive.unsafePath", { filename, path: entry.name }));
    }
    total += entry.originalSize;
    const ratio = entry.originalSize / Math.max(entry.size, 1);
    if (total > limits.maxUncompressedBytes || (entry.originalSize > RATIO_FLOOR && ratio > limits.maxRatio)) {
      throw refusal("invalid_input", problem("archive.zipBomb", { filename }));
    }
  }
}

/**
 * Lists an archive held in memory from its central directory (no entry is inflated) and applies the
 * zip-bomb guard, then inflates only the wanted metadata files (each at most METADATA_MAX_BYTES).
 */
export function readZip(
  filename: string,
  bytes: Uint8Array,
  limits: ZipLimits,
  wanted: (name: string) => boolean,
): ZipListing {
  const entries: ZipEntry[] = [];
  try {
    unzipSync(bytes, {
      filter: (file) => {
        entries.push({ name: file.name, size: file.size, originalSize: file.originalSize });
        return false;
      },
    });
  } catch {
    throw refusal("invalid_input", problem("archive.notAZip", { filename }));
  }
  checkEntries(filename, entries, limits);
  const names = new Set(entries.map((entry) => entry.name));
  let extracted: Record<string, Uint8Array> = {};
  try {
    extracted = unzipSync(bytes, {
      filter: (file) =>
        wanted(file.name) &&
        file.originalSize <= METADATA_MAX_BYTES &&
        (file.compression === 0 || file.compression === 8),
    });
  } catch {
    throw refusal("invalid_input", problem("archive.notAZip", { filename }));
  }
  return { entries, names, read: (name) => extracted[name] };
}

/** Names as the zip stores them: UTF-8 when the entry says so (bit 11), else byte for byte. */
const entryName = (entry: Entry) =>
  (entry.fileNameRaw as Buffer).toString(entry.generalPurposeBitFlag & 0x800 ? "utf8" : "latin1");

async function readEntry(zip: ZipFile, entry: Entry): Promise<Uint8Array> {
  const stream = await zip.openReadStreamPromise(entry);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.byteLength;
    // The declared size was checked; this guards against an entry that lies about it.
    if (size > METADATA_MAX_BYTES) {
      stream.destroy();
      throw new Error("metadata entry larger than declared");
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

// Raw names (decodeStrings off): the listing checks judge the names exactly as stored.
const ZIP_OPTIONS: Options = { lazyEntries: true, autoClose: false, decodeStrings: false, strictFileNames: false };

/**
 * The same as readZip for an archive in a file: the central directory is read from the end of the file
 * and only the wanted metadata entries are read and inflated, so memory stays small whatever the size.
 */
export function readZipFile(
  filename: string,
  file: string,
  limits: ZipLimits,
  wanted: (name: string) => boolean,
): Promise<ZipListing> {
  return listZip(
    filename,
    () => openZip(file, ZIP_OPTIONS),
    limits,
    (name) => wanted(name),
  );
}

/**
 * The same for an archive of which only some byte runs were sent (the upload form's suggestions: its end, central
 * directory and metadata entries, see zip-pieces.ts): the same listing checks and messages, and a metadata entry
 * whose bytes were not sent is left unread, as one too large to read is.
 */
export function readZipPieces(
  filename: string,
  view: ZipPiecesView,
  limits: ZipLimits,
  wanted: (name: string) => boolean,
): Promise<ZipListing> {
  return listZip(
    filename,
    () => fromRandomAccessReaderPromise(new ZipPiecesReader(view), view.size, ZIP_OPTIONS),
    limits,
    (name, entry) =>
      wanted(name) &&
      covers(view, entry.relativeOffsetOfLocalHeader, entry.relativeOffsetOfLocalHeader + 30 + entry.compressedSize),
  );
}

/** The listing, the zip-bomb guard and the wanted metadata entries of the archive `open` gives. */
async function listZip(
  filename: string,
  open: () => Promise<ZipFile>,
  limits: ZipLimits,
  wanted: (name: string, entry: Entry) => boolean,
): Promise<ZipListing> {
  let zip: ZipFile;
  try {
    zip = await open();
  } catch {
    throw refusal("invalid_input", problem("archive.notAZip", { filename }));
  }
  try {
    // Refused before a single entry is read.
    if (zip.entryCount > limits.maxEntries) {
      throw refusal("invalid_input", problem("archive.tooManyEntries", { filename, max: String(limits.maxEntries) }));
    }
    const entries: ZipEntry[] = [];
    const metadata: Entry[] = [];
    try {
      for await (const entry of zip.eachEntry()) {
        const name = entryName(entry);
        entries.push({ name, size: entry.compressedSize, originalSize: entry.uncompressedSize });
        if (
          wanted(name, entry) &&
          entry.uncompressedSize <= METADATA_MAX_BYTES &&
          (entry.compressionMethod === 0 || entry.compressionMethod === 8) &&
          !entry.isEncrypted()
        ) {
          metadata.push(entry);
        }
      }
    } catch {
      throw refusal("invalid_input", problem("archive.notAZip", { filename }));
    }
    checkEntries(filename, entries, limits);
    const extracted = new Map<string, Uint8Array>();
    for (const entry of metadata) {
      try {
        extracted.set(entryName(entry), await readEntry(zip, entry));
      } catch {
        throw refusal("invalid_input", problem("archive.notAZip", { filename }));
      }
    }
    return { entries, names: new Set(entries.map((entry) => entry.name)), read: (name) => extracted.get(name) };
  } finally {
    zip.close();
  }
}
