import { createHash } from "node:crypto";
import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";

import { ROOT, WEB_DIR } from "./paths";

const SOURCE_DIRS = ["apps/web", "modules"];
const SKIP = new Set(["node_modules", ".next", "tests", "generated"]);
const FILE = path.join(WEB_DIR, ".next", "hopper-source.json");

async function walk(dir: string, out: string[]): Promise<void> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (SKIP.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) await walk(full, out);
    else out.push(full);
  }
}

/**
 * A cheap fingerprint of what the web build is made from (paths, sizes and modification times), so
 * `hopper start` rebuilds after a `git pull` instead of serving an old build.
 */
export async function sourceFingerprint(): Promise<string> {
  const files: string[] = [path.join(ROOT, "package-lock.json")];
  for (const dir of SOURCE_DIRS) await walk(path.join(ROOT, dir), files);
  files.sort();
  const hash = createHash("sha256");
  for (const file of files) {
    const info = await stat(file);
    hash.update(`${path.relative(ROOT, file)}:${info.size}:${info.mtimeMs}\n`);
  }
  return hash.digest("hex");
}

export async function recordBuildFingerprint(fingerprint: string): Promise<void> {
  await writeFile(FILE, JSON.stringify({ fingerprint }));
}

export async function buildIsCurrent(fingerprint: string): Promise<boolean> {
  try {
    return (JSON.parse(await readFile(FILE, "utf8")) as { fingerprint?: string }).fingerprint === fingerprint;
  } catch {
    return false;
  }
}
