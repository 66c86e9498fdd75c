import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { chmod, chown, lstat, mkdir, readlink, rm, rmdir, stat, symlink } from "node:fs/promises";
import path from "node:path";

import type { ServiceUser } from "./service-user";
import { userCan } from "./service-user";

/** Where a relocated cluster lives: one folder per data dir, named after its absolute path. */
export const relocatedClusterDir = (dataDir: string, systemDir: string) =>
  path.join(systemDir, "clusters", createHash("sha256").update(path.resolve(dataDir)).digest("hex").slice(0, 16));

/**
 * The folder PostgreSQL keeps its files in. Normally `dataDir` itself. As root, the cluster runs as the
 * `postgres` user, which must pass through every parent folder: mkdtemp makes the immediate parent 0700,
 * so it gets o+x; when a folder further up is out of reach (a checkout in /root, any 0700 folder), the
 * cluster lives in `systemDir/clusters/<hash>` and `dataDir` becomes a symbolic link to it, so the data
 * still belongs to this checkout: removing the data dir removes the link, and the next start begins afresh.
 */
export async function clusterDir(dataDir: string, user: ServiceUser | null, systemDir: string): Promise<string> {
  const parent = path.dirname(dataDir);
  await mkdir(parent, { recursive: true });
  if (!user) return dataDir;
  const mode = (await stat(parent)).mode;
  if ((mode & 0o001) === 0) await chmod(parent, (mode & 0o777) | 0o001);
  const link = await lstat(dataDir).catch(() => null);
  if (!link?.isSymbolicLink() && userCan(user, "-x", parent)) return dataDir;

  const target = relocatedClusterDir(dataDir, systemDir);
  if (link?.isSymbolicLink()) {
    if ((await readlink(dataDir)) === target) return prepare(target, user);
    throw new Error(`${dataDir} is a link to ${await readlink(dataDir)}; remove it or point it at ${target}.`);
  }
  if (link && existsSync(path.join(dataDir, "PG_VERSION"))) {
    throw new Error(
      `The postgres user cannot reach the database in ${dataDir}: allow it through the folders above (chmod o+x) or move the checkout to a folder it can enter.`,
    );
  }
  if (link) await rmdir(dataDir); // An empty folder left by an earlier attempt; anything else is refused here.
  // No link: a cluster already at the target belongs to a data dir that was removed since.
  await rm(target, { recursive: true, force: true });
  await prepare(target, user);
  await symlink(target, dataDir);
  return target;
}

async function prepare(target: string, user: ServiceUser): Promise<string> {
  await mkdir(path.dirname(target), { recursive: true, mode: 0o755 });
  await chmod(path.dirname(target), 0o755);
  await chmod(path.dirname(path.dirname(target)), 0o755);
  await mkdir(target, { recursive: true, mode: 0o700 });
  await chown(target, user.uid, user.gid);
  return target;
}
