import { unzipSync } from "fflate";

import { AppError } from "@hopper/core/errors";

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

export const NOT_A_ZIP = (filename: string) => `${filename} is not a valid zip archive (it may be corrupt).`;
export const ZIP_BOMB = (filename: string) =>
  `${filename} expands to too much data for its size and was refused as a possible zip bomb.`;

/**
 * Lists an archive from its central directory (no entry is inflated) and applies the zip-bomb guard, then
 * inflates only the wanted metadata files (each at most METADATA_MAX_BYTES).
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
    throw new AppError("invalid_input", NOT_A_ZIP(filename));
  }
  if (entries.length > limits.maxEntries) {
    throw new AppError("invalid_input", `${filename} has more than ${limits.maxEntries} entries.`);
  }
  let total = 0;
  for (const entry of entries) {
    if (entry.name.includes("\\") || entry.name.split("/").includes("..") || entry.name.startsWith("/")) {
      throw new AppError("invalid_input", `${filename} contains an unsafe path: ${entry.name}`);
    }
    total += entry.originalSize;
    const ratio = entry.originalSize / Math.max(entry.size, 1);
    if (total > limits.maxUncompressedBytes || (entry.originalSize > RATIO_FLOOR && ratio > limits.maxRatio)) {
      throw new AppError("invalid_input", ZIP_BOMB(filename));
    }
  }
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
    throw new AppError("invalid_input", NOT_A_ZIP(filename));
  }
  return { entries, names, read: (name) => extracted[name] };
}
