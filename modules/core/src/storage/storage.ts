import { createReadStream } from "node:fs";
import { mkdir, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";

import { config } from "../config";

/** Where uploaded files live. Local disk by default; an S3-compatible adapter can implement the same shape. */
export interface Storage {
  put(key: string, body: Uint8Array, contentType: string): Promise<void>;
  get(key: string): Promise<{ body: ReadableStream<Uint8Array>; size: number } | null>;
  delete(key: string): Promise<void>;
  /** The public URL path of a key. */
  url(key: string): string;
}

const KEY_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;

/** Keys come from our own code, but are checked anyway so no key can leave the storage root. */
export function assertSafeKey(key: string): void {
  if (!KEY_PATTERN.test(key) || key.split("/").some((part) => part === ".." || part === ".")) {
    throw new Error(`Unsafe storage key: ${key}`);
  }
}

export function localStorage(root: string, publicPrefix = "/cdn"): Storage {
  const resolve = (key: string) => {
    assertSafeKey(key);
    const full = path.resolve(root, key);
    if (!full.startsWith(path.resolve(root) + path.sep)) throw new Error(`Unsafe storage key: ${key}`);
    return full;
  };
  return {
    async put(key, body) {
      const file = resolve(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, body);
    },
    async get(key) {
      const file = resolve(key);
      const info = await stat(file).catch(() => null);
      if (!info?.isFile()) return null;
      return { body: Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>, size: info.size };
    },
    async delete(key) {
      await rm(resolve(key), { force: true });
    },
    url: (key) => `${publicPrefix}/${key}`,
  };
}

let instance: Storage | undefined;

/** The configured storage: `<HOPPER_DATA_DIR>/cdn` on local disk. */
export function storage(): Storage {
  instance ??= localStorage(path.resolve(config().HOPPER_DATA_DIR, "cdn"));
  return instance;
}
