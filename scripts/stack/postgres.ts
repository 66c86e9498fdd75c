import type { ChildProcess } from "node:child_process";
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { chown, mkdir, readFile } from "node:fs/promises";
import path from "node:path";

import { DEFAULT_SYSTEM_DIR } from "@hopper/core/postgres/binaries";
import { clusterDir } from "@hopper/core/postgres/cluster-dir";
import { freePort } from "@hopper/core/postgres/embedded";
import { initCluster } from "@hopper/core/postgres/initdb";
import type { ServiceUser } from "@hopper/core/postgres/service-user";
import { postgresServiceUser } from "@hopper/core/postgres/service-user";
import pg from "pg";

/*
 * A private cluster of Debian's PostgreSQL 15 — a server that is NOT the embedded one (issue 22): the
 * production-like stack and the backup tests talk to it only through its URL, as they would to a managed
 * database. As root it runs as the `postgres` system user (PostgreSQL refuses root), like the embedded one.
 */

export const POSTGRES_BIN = process.env.STACK_POSTGRES_BIN ?? "/usr/lib/postgresql/15/bin";

// Local-only cluster on 127.0.0.1: the passwords keep other local users out, they are not secrets to manage.
const ADMIN = { user: "postgres", password: "postgres-admin" };
const APP = { user: "hopper", password: "hopper", database: "hopper" };

export interface ExternalPostgres {
  /** The application's URL: the `hopper` role, owner of the `hopper` database (not a superuser). */
  url: string;
  /** The superuser on the `postgres` database: backups, restores, creating databases. */
  adminUrl: string;
  port: number;
  /** The running postmaster (changes after `start`). */
  readonly pid: number;
  /** Sends `signal` (default SIGKILL) to the postmaster and resolves once it has exited. */
  kill(signal?: NodeJS.Signals): Promise<void>;
  /** Starts the server again on the same data and port (after `kill` or `stop`); no-op when it runs. */
  start(): Promise<void>;
  /** Fast shutdown (SIGINT); the data stays in `dataDir`. */
  stop(): Promise<void>;
  /** The running postmaster's process, to watch for its exit (the stack's supervisor does). */
  process(): ChildProcess | null;
}

const hasExited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

function run(file: string, args: string[], user: ServiceUser | null, output: string[]): ChildProcess {
  const child = spawn(file, args, { ...(user ?? {}), stdio: ["ignore", "pipe", "pipe"] });
  const collect = (chunk: Buffer) => {
    output.push(chunk.toString("utf8").trimEnd());
    if (output.length > 40) output.shift();
  };
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);
  return child;
}

async function initdb(dataDir: string, user: ServiceUser | null): Promise<void> {
  await initCluster({
    initdb: path.join(POSTGRES_BIN, "initdb"),
    dataDir,
    user,
    superuser: ADMIN.user,
    password: ADMIN.password,
    args: ["--auth=scram-sha-256", "--encoding=UTF8", "--locale=C.UTF-8"],
  });
}

const adminClient = (port: number) =>
  new pg.Client({ host: "127.0.0.1", port, user: ADMIN.user, password: ADMIN.password, database: "postgres" });

/** Resolves once the server accepts connections; rejects with its output when it exits first. */
async function accepting(port: number, child: ChildProcess, output: string[]): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (hasExited(child)) {
      throw new Error(`PostgreSQL exited (${child.signalCode ?? `code ${child.exitCode}`}): ${output.join("\n")}`);
    }
    const client = adminClient(port);
    client.on("error", () => undefined);
    try {
      await client.connect();
      await client.end();
      return;
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

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The pid a killed server left in postmaster.pid, while its backends still hold the data dir. */
async function leftoverPid(dataDir: string): Promise<number | null> {
  const text = await readFile(path.join(dataDir, "postmaster.pid"), "utf8").catch(() => "");
  const pid = Number(text.split("\n")[0]);
  return Number.isInteger(pid) && pid > 0 && isAlive(pid) ? pid : null;
}

/**
 * Starts a private PostgreSQL 15 cluster in `dataDir` (initialised on first use, kept across restarts) on
 * 127.0.0.1 and `port` (a free one by default), with a `hopper` database owned by a `hopper` role.
 */
export async function startExternalPostgres(options: {
  dataDir: string;
  port?: number;
  /** Where the cluster goes when the postgres user cannot reach `dataDir` (root only; a link points there). */
  systemDir?: string;
  /** Each line PostgreSQL writes (its log); default: kept in memory for error messages only. */
  log?: (line: string) => void;
}): Promise<ExternalPostgres> {
  if (!existsSync(path.join(POSTGRES_BIN, "postgres"))) {
    throw new Error(
      `No PostgreSQL in ${POSTGRES_BIN}: install Debian's postgresql package (15) or set STACK_POSTGRES_BIN.`,
    );
  }
  const port = options.port ?? (await freePort());
  const user = await postgresServiceUser();
  const dataDir = await clusterDir(path.resolve(options.dataDir), user, options.systemDir ?? DEFAULT_SYSTEM_DIR);
  if (!existsSync(path.join(dataDir, "PG_VERSION"))) {
    await mkdir(dataDir, { recursive: true, mode: 0o700 });
    if (user) await chown(dataDir, user.uid, user.gid);
    await initdb(dataDir, user);
  }
  const flags = [
    "-D",
    dataDir,
    "-p",
    String(port),
    "-c",
    "listen_addresses=127.0.0.1",
    // TCP only: Debian's default socket folder (/var/run/postgresql) may not exist or belong to another server.
    "-c",
    "unix_socket_directories=",
    "-c",
    "max_connections=300",
  ];

  let child: ChildProcess | null = null;
  const start = async () => {
    if (child && !hasExited(child)) return;
    // A postmaster killed with SIGKILL leaves backends that hold the data dir for a moment: wait them out.
    const deadline = Date.now() + 30_000;
    while ((await leftoverPid(dataDir)) !== null && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    for (let attempt = 1; ; attempt++) {
      const output: string[] = [];
      const next = run(path.join(POSTGRES_BIN, "postgres"), flags, user, output);
      if (options.log) {
        const log = options.log;
        next.stdout?.on("data", (chunk: Buffer) => log(chunk.toString("utf8").trimEnd()));
        next.stderr?.on("data", (chunk: Buffer) => log(chunk.toString("utf8").trimEnd()));
      }
      try {
        await accepting(port, next, output);
        child = next;
        return;
      } catch (error) {
        // "pre-existing shared memory block is still in use": a dead server's last backends are exiting.
        if (attempt >= 20 || !/shared memory|already in use|lock file/i.test(String(error))) throw error;
        await new Promise((r) => setTimeout(r, 250));
      }
    }
  };
  const signal = async (sig: NodeJS.Signals) => {
    const current = child;
    if (!current || hasExited(current)) return;
    const exited = new Promise<void>((resolve) => current.once("exit", () => resolve()));
    current.kill(sig);
    await exited;
  };

  await start();
  // Last resort when this process exits without stopping the cluster: a fast shutdown for the postmaster.
  process.on("exit", () => child?.kill("SIGINT"));

  const admin = adminClient(port);
  await admin.connect();
  try {
    const role = await admin.query("SELECT 1 FROM pg_roles WHERE rolname = $1", [APP.user]);
    if (role.rowCount === 0) await admin.query(`CREATE ROLE ${APP.user} LOGIN PASSWORD '${APP.password}'`);
    const database = await admin.query("SELECT 1 FROM pg_database WHERE datname = $1", [APP.database]);
    if (database.rowCount === 0) await admin.query(`CREATE DATABASE ${APP.database} OWNER ${APP.user}`);
  } finally {
    await admin.end();
  }

  return {
    url: `postgresql://${APP.user}:${APP.password}@127.0.0.1:${port}/${APP.database}`,
    adminUrl: `postgresql://${ADMIN.user}:${ADMIN.password}@127.0.0.1:${port}/postgres`,
    port,
    get pid() {
      return child?.pid ?? 0;
    },
    kill: (sig = "SIGKILL") => signal(sig),
    start,
    stop: () => signal("SIGINT"),
    process: () => child,
  };
}
