import { lstat, readdir, rename, rm } from "node:fs/promises";
import path from "node:path";

/**
 * Moves everything from `from` into `to`, replacing what is there. Existing entries are removed as
 * entries (a symlink in the live tree is unlinked, never followed), so a restore cannot write
 * outside the server even if the game planted links.
 */
export async function mergeInto(from: string, to: string): Promise<void> {
  for (const name of await readdir(from)) {
    const source = path.join(from, name);
    const target = path.join(to, name);
    const [src, dst] = await Promise.all([lstat(source), lstat(target).catch(() => null)]);
    if (src.isDirectory() && dst?.isDirectory()) {
      await mergeInto(source, target);
      continue;
    }
    if (dst) await rm(target, { recursive: true, force: true });
    await rename(source, target);
  }
}
