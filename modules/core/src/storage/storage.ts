import type { Readable } from "node:stream";

/** Bytes [start, end] of an object, both inclusive (as in an HTTP `Range` header). */
export interface ByteRange {
  start: number;
  end: number;
}

export interface StoredObjectInfo {
  /** Size of the whole object in bytes (also when a range was read). */
  size: number;
  /** The type recorded with the object; null where the store records none (local disk). */
  contentType: string | null;
}

export interface StoredObject extends StoredObjectInfo {
  body: ReadableStream<Uint8Array>;
  /** The bytes the body holds when a range was asked for. */
  range: ByteRange | null;
}

/**
 * What `put` stores: bytes in memory (small images), a file on disk (an upload spooled to a temp file; the
 * store may move it, the caller removes it afterwards either way), or a stream of a known size.
 */
export type PutSource =
  | Uint8Array
  | { path: string }
  | { stream: Readable | ReadableStream<Uint8Array> | AsyncIterable<Uint8Array>; size: number };

export interface SignedUrlOptions {
  /** Seconds the address stays valid. */
  expiresIn: number;
  /** Sent back as `Content-Disposition: attachment` with this file name. */
  filename?: string;
  contentType?: string;
}

/** Where uploaded files live: local disk by default, S3-compatible object storage when `S3_BUCKET` is set. */
export interface Storage {
  /** Which adapter this is, for logs and the operations page. */
  readonly kind: "local" | "s3";
  /** Stores an object; a reader never sees a partly written object. */
  put(key: string, source: PutSource, contentType: string): Promise<void>;
  /** The object (or the asked range of it) as a stream; null when missing. A range past the end throws. */
  get(key: string, range?: ByteRange): Promise<StoredObject | null>;
  head(key: string): Promise<StoredObjectInfo | null>;
  /** Removes an object; a missing key is not an error. */
  delete(key: string): Promise<void>;
  /** Every key under a prefix (`data/` or `""`), in no particular order. */
  list(prefix: string): AsyncIterable<{ key: string; size: number }>;
  /** The public URL of an object: `/cdn/<key>` (served by the site), or `S3_PUBLIC_URL/<key>`. */
  url(key: string): string;
  /** The key behind a URL `url` gave (also `/cdn/<key>` from before S3_PUBLIC_URL was set); null for others. */
  keyOf(url: string | null): string | null;
  /**
   * A short-lived address the client can download the object from directly, or null when this store
   * has no such address and the site streams the bytes itself (local disk).
   */
  signedUrl(key: string, options: SignedUrlOptions): Promise<string | null>;
}

export class RangeNotSatisfiableError extends Error {
  constructor(key: string, range: ByteRange) {
    super(`Range ${range.start}-${range.end} is outside ${key}`);
    this.name = "RangeNotSatisfiableError";
  }
}

const KEY_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;
const KEY_MAX = 1024;

/**
 * Keys come from our own code, but are checked anyway so no key can leave the storage root: segments of
 * letters, digits, `.`, `_` and `-` that never start with a dot, joined by single slashes.
 */
export function assertSafeKey(key: string): void {
  if (key.length > KEY_MAX || !KEY_PATTERN.test(key)) throw new Error(`Unsafe storage key: ${JSON.stringify(key)}`);
}

/** A `list` prefix: empty, or safe key segments ending in a slash. */
export function assertSafePrefix(prefix: string): void {
  if (prefix !== "" && (!prefix.endsWith("/") || !KEY_PATTERN.test(prefix.slice(0, -1)))) {
    throw new Error(`Unsafe storage prefix: ${JSON.stringify(prefix)}`);
  }
}

/** The key after one of the prefixes, when it is a safe key. */
export function keyAfter(url: string | null, prefixes: string[]): string | null {
  const prefix = url ? prefixes.find((candidate) => url.startsWith(candidate)) : undefined;
  if (!url || prefix === undefined) return null;
  const key = url.slice(prefix.length);
  try {
    assertSafeKey(key);
    return key;
  } catch {
    return null;
  }
}

export function assertValidRange(key: string, range: ByteRange, size?: number): void {
  const ok =
    Number.isSafeInteger(range.start) &&
    Number.isSafeInteger(range.end) &&
    range.start >= 0 &&
    range.end >= range.start &&
    (size === undefined || range.start < size);
  if (!ok) throw new RangeNotSatisfiableError(key, range);
}
