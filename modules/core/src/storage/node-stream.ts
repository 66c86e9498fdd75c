import { Readable } from "node:stream";
import type { ReadableStream as NodeWebStream } from "node:stream/web";

/** A Node stream from what callers hand over: a Node stream, a web stream or any async iterable. */
export function toNodeReadable(source: Readable | ReadableStream<Uint8Array> | AsyncIterable<Uint8Array>): Readable {
  if (source instanceof Readable) return source;
  if (typeof (source as ReadableStream).getReader === "function") {
    return Readable.fromWeb(source as NodeWebStream<Uint8Array>);
  }
  return Readable.from(source as AsyncIterable<Uint8Array>);
}
