import { createHash } from "node:crypto";

import { readFile } from "node:fs/promises";

import { spoolToTempFile } from "@hopper/core/storage";
import type { SpooledFile } from "@hopper/core/storage";

import { problem, refusal } from "../../refusals";

/** An upload: bytes, a stream, or a file the multipart reader already spooled to disk. */
export type FileBody = Uint8Array | AsyncIterable<Uint8Array> | ReadableStream<Uint8Array> | SpooledFile;

export const isSpooled = (body: FileBody): body is SpooledFile =>
  !(body instanceof Uint8Array) && typeof (body as SpooledFile).path === "string" && "sha512" in body;

export interface ReadFile {
  bytes: Uint8Array;
  size: number;
  sha1: string;
  sha512: string;
}

const fileTooLargeProblem = (filename: string, limit: number) =>
  problem("archive.fileTooLarge", { filename, limit: formatBytes(limit) });

/** The English text of a file over the size limit (REST's description). */
export const fileTooLarge = (filename: string, limit: number) => fileTooLargeProblem(filename, limit).text;

/** The refusal of a file over the size limit, which the site shows in the reader's language. */
export const fileTooLargeError = (filename: string, limit: number) =>
  refusal("payload_too_large", fileTooLargeProblem(filename, limit));

export function formatBytes(bytes: number): string {
  const MiB = 1024 * 1024;
  if (bytes >= MiB && bytes % MiB === 0) return `${bytes / MiB} MiB`;
  if (bytes >= 1024 && bytes % 1024 === 0) return `${bytes / 1024} KiB`;
  return `${bytes} bytes`;
}

/**
 * Receives an upload into a temp file, computing its sha1 and sha512 on the way, and stops reading as soon
 * as it passes the size limit (payload_too_large, the partial file removed). The caller disposes the file.
 */
export async function receiveUpload(filename: string, body: FileBody, limit: number): Promise<SpooledFile> {
  const tooLarge = () => fileTooLargeError(filename, limit);
  if (isSpooled(body)) {
    if (body.size <= limit) return body;
    await body.dispose();
    throw tooLarge();
  }
  return spoolToTempFile(body, { limit, tooLarge });
}

async function* chunksOf(body: Exclude<FileBody, SpooledFile>): AsyncIterable<Uint8Array> {
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
 * Reads an upload into memory while computing its sha1 and sha512, and stops as soon as it passes the size
 * limit (payload_too_large). Kept for small files and older callers; uploads use receiveUpload.
 */
export async function readUpload(filename: string, body: FileBody, limit: number): Promise<ReadFile> {
  if (isSpooled(body)) {
    if (body.size > limit) throw fileTooLargeError(filename, limit);
    return { bytes: await readFile(body.path), size: body.size, sha1: body.sha1, sha512: body.sha512 };
  }
  const sha1 = createHash("sha1");
  const sha512 = createHash("sha512");
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of chunksOf(body)) {
    size += chunk.byteLength;
    if (size > limit) throw fileTooLargeError(filename, limit);
    sha1.update(chunk);
    sha512.update(chunk);
    chunks.push(chunk);
  }
  return { bytes: Buffer.concat(chunks), size, sha1: sha1.digest("hex"), sha512: sha512.digest("hex") };
}
