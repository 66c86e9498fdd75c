import type { ByteRange } from "./storage";

/** Passes on bytes [start, end] of a stream that starts at byte 0, and stops reading after `end`. */
export function sliceStream(body: ReadableStream<Uint8Array>, range: ByteRange): ReadableStream<Uint8Array> {
  let position = 0;
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        const from = Math.max(range.start - position, 0);
        const to = Math.min(range.end + 1 - position, chunk.byteLength);
        position += chunk.byteLength;
        if (to > from) controller.enqueue(chunk.subarray(from, to));
        if (position > range.end) controller.terminate();
      },
    }),
  );
}
