import { createHash } from "node:crypto";

import { AppError } from "@hopper/core/errors";

export type FileBody = Uint8Array | AsyncIterable<Uint8Array> | ReadableStream<Uint8Array>;

export interface ReadFile {
  bytes: Uint8Array;
  size: number;
  sha1: string;
  sha512: string;
}

export const fileTooLarge = (filename: string, limit: number) =>
  `${filename} is larger than the ${formatBytes(limit)} limit. Contact a moderator to upload larger files.`;

export function formatBytes(bytes: number): string {
  const MiB = 1024 * 1024;
  if (bytes >= MiB && bytes % MiB === 0) return `${bytes / MiB} MiB`;
  if (bytes >= 1024 && bytes % 1024 === 0) return `${bytes / 1024} KiB`;
  return `${bytes} bytes`;
}

async function* chunksOf(body: FileBody): AsyncIterable<Uint8Array> {
  if (body instanceof Uint8Array) {
    yield body;
  } else if (typeof (body as ReadableStream).getReader === "function") {
    const reader = (body as ReadableStream<Uint8Array>).getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        yield value;
      }
    } finally {
      reader.releaseLock();
    }
  } else {
    yield* body as AsyncIterable<Uint8Array>;
  }
}

/**
 * Reads an upload while computing its sha1 and sha512, and stops as soon as it passes the size limit
 * (payload_too_large) so an oversized upload is never held whole.
 */
export async function readUpload(filename: string, body: FileBody, limit: number): Promise<ReadFile> {
  const sha1 = createHash("sha1");
  const sha512 = createHash("sha512");
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of chunksOf(body)) {
    size += chunk.byteLength;
    if (size > limit) throw new AppError("payload_too_large", fileTooLarge(filename, limit));
    sha1.update(chunk);
    sha512.update(chunk);
    chunks.push(chunk);
  }
  return { bytes: Buffer.concat(chunks), size, sha1: sha1.digest("hex"), sha512: sha512.digest("hex") };
}
