import { Transform } from "node:stream";

/** Limits throughput to `bytesPerSecond` (0 = unlimited) so backups do not starve the game's disk I/O. */
export function throughputLimiter(bytesPerSecond: number): Transform {
  const started = Date.now();
  let passed = 0;
  return new Transform({
    transform(chunk: Buffer, _enc, cb) {
      passed += chunk.length;
      if (bytesPerSecond <= 0) return cb(null, chunk);
      const due = started + (passed / bytesPerSecond) * 1000;
      const wait = due - Date.now();
      if (wait > 5) setTimeout(() => cb(null, chunk), wait);
      else cb(null, chunk);
    },
  });
}

/** Counts bytes flowing through and reports them (used for progress). */
export function byteCounter(onBytes: (total: number) => void): Transform {
  let total = 0;
  return new Transform({
    transform(chunk: Buffer, _enc, cb) {
      total += chunk.length;
      onBytes(total);
      cb(null, chunk);
    },
  });
}
