import type { Stats } from "node:fs";
import type { Readable } from "node:stream";
import * as tar from "tar";

export type PackFilter = (relativePath: string, entry: tar.ReadEntry | Stats) => boolean;

/** A link cache that never remembers a file, so node-tar stores every hard link as a full copy. */
class NoHardLinks extends Map<`${number}:${number}`, string> {
  override get(): undefined {
    return undefined;
  }
  override set(): this {
    return this;
  }
}

/**
 * A tar stream of `members` under `cwd`. Symbolic links are stored as links and never followed; hard
 * links are stored as copies of their file, because extraction (ours, and a restore's) accepts only
 * files and directories.
 *
 * One job at a time: node-tar 7.5's pending hard-link queue (several stats in flight) can process an
 * entry twice and end the pack stream twice — an uncaught 'write after end' / Z_STREAM_ERROR, or a
 * stream that never ends. With one job in flight an entry is always the current one when its stat
 * returns, so that queue is never used.
 */
export function packTar(cwd: string, members: string[], filter?: PackFilter): Readable {
  return tar.c(
    { cwd, portable: true, follow: false, jobs: 1, linkCache: new NoHardLinks(), ...(filter ? { filter } : {}) },
    members,
  ) as unknown as Readable;
}
