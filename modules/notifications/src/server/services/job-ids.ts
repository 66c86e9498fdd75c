import { createHash } from "node:crypto";

/**
 * A pg-boss job id derived from what the job is about (a name-based UUID, version 5 layout, which pg-boss's uuid
 * column takes): a job that runs again after a crash sends its follow-ups with the same ids, and pg-boss keeps the
 * jobs it already has instead of queueing them twice.
 */
export function derivedJobId(key: string): string {
  const hex = createHash("sha1").update(key).digest("hex");
  const variant = ((parseInt(hex.slice(16, 18), 16) & 0x3f) | 0x80).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(18, 20)}-${hex.slice(20, 32)}`;
}
