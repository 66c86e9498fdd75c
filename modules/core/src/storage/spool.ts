import { createHash, randomUUID } from "node:crypto";
import { rmSync } from "node:fs";
import { mkdir, open, rm } from "node:fs/promises";
import path from "node:path";

import { config } from "../config";

/** An upload written to a temp file, hashed on the way. */
export interface SpooledFile {
  path: string;
  size: number;
  sha1: string;
  sha512: string;
  /** Removes the temp file (nothing happens if a store already moved it away). */
  dispose(): Promise<void>;
}

export type SpoolSource = Uint8Array | AsyncIterable<Uint8Array> | ReadableStream<Uint8Array>;

/** Where uploads are spooled: `HOPPER_DATA_DIR/tmp/uploads`, beside the local store so moving is a rename. */
export function uploadTempDir(): string {
  return path.resolve(config().HOPPER_DATA_DIR, "tmp", "uploads");
}

/**
 * Spooled files not disposed of yet. A process that exits first (a shutdown in the middle of an upload)
 * removes them on its way out instead of leaving them to the daily sweep.
 */
const undisposed = new Set<string>();
let removeOnExit = false;

function track(file: string): void {
  undisposed.add(file);
  if (!removeOnExit) {
    removeOnExit = true;
    process.once("exit", removeUndisposedSpoolFiles);
  }
}

/** Removes every spooled file of this process that nothing disposed of (synchronous: runs at exit). */
export function removeUndisposedSpoolFiles(): void {
  for (const file of undisposed) rmSync(file, { force: true });
  undisposed.clear();
}

async function* chunksOf(source: SpoolSource): AsyncGenerator<Uint8Array> {
  if (source instanceof Uint8Array) {
    yield source;
  } else if (typeof (source as ReadableStream).getReader === "function") {
    const reader = (source as ReadableStream<Uint8Array>).getReader();
    let finished = false;
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) {
          finished = true;
          return;
        }
        yield value;
      }
    } finally {
      // Stopped early (too large, disk error): tell the sender to stop instead of reading on.
      if (!finished) await reader.cancel().catch(() => {});
      reader.releaseLock();
    }
  } else {
    yield* source as AsyncIterable<Uint8Array>;
  }
}

/**
 * Streams an upload to a temp file while computing its sha1 and sha512. Past `limit` bytes it stops
 * reading at once, removes the partial file and throws `tooLarge()`; any other failure removes it too.
 */
export async function spoolToTempFile(
  source: SpoolSource,
  options: { limit: number; tooLarge: () => Error; dir?: string },
): Promise<SpooledFile> {
  const dir = options.dir ?? uploadTempDir();
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, randomUUID());
  const handle = await open(file, "wx", 0o600);
  track(file);
  const sha1 = createHash("sha1");
  const sha512 = createHash("sha512");
  let size = 0;
  try {
    for await (const chunk of chunksOf(source)) {
      size += chunk.byteLength;
      if (size > options.limit) throw options.tooLarge();
      sha1.update(chunk);
      sha512.update(chunk);
      for (let offset = 0; offset < chunk.byteLength;) {
        offset += (await handle.write(chunk, offset)).bytesWritten;
      }
    }
    await handle.close();
  } catch (error) {
    await handle.close().catch(() => {});
    undisposed.delete(file);
    await rm(file, { force: true });
    throw error;
  }
  return {
    path: file,
    size,
    sha1: sha1.digest("hex"),
    sha512: sha512.digest("hex"),
    dispose: () => {
      undisposed.delete(file);
      return rm(file, { force: true });
    },
  };
}
