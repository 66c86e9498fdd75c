import type { ChildProcess } from "node:child_process";
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { appendFileSync, existsSync, mkdtempSync } from "node:fs";
import { chmod, mkdir, realpath, rm } from "node:fs/promises";
import { tmpdir, userInfo } from "node:os";
import path from "node:path";

import { freePort } from "@hopper/core/postgres/embedded";
import pg from "pg";

import type { Service } from "../../cli/src/lib/supervisor";
import { supervise } from "../../cli/src/lib/supervisor";
import type { ChildSpec } from "./child";
import { httpStatus, logSince, logSize, spawnLogged, terminate, waitUntil } from "./child";
import { prepareNginx } from "./nginx";
import type { ExternalPostgres } from "./postgres";
import { startExternalPostgres } from "./postgres";

/*
 * The production-like stack on one machine (issue 22; docs/operations.md "A production-like stack on one
 * machine"): Debian's PostgreSQL 15, s3rver for storage, migrations once, N `hopper web` and M `hopper jobs:run`
 * processes from this checkout's build, nginx in front of the web instances, and one agent when a Docker engine
 * answers. A supervisor restarts any process that dies, as a container runtime's restart policy would.
 */

export const ROOT = path.resolve(import.meta.dirname, "../..");
const HOPPER = path.join(ROOT, "bin/hopper.mjs");
const BUCKET = "hopper";
const S3_KEY = "S3RVER"; // s3rver's fixed key pair; it does not check signatures.

export interface StackOptions {
  /** Web instances behind the proxy (default 2). */
  web?: number;
  /** Job workers (default 2). */
  workers?: number;
  /** One agent on this machine's Docker engine (default true; skipped with a note when no engine answers). */
  agent?: boolean;
  /** Where everything goes (kept by `stop`); default a new temp folder, removed by `stop`. */
  dataDir?: string;
  /** Loads the demo data after the migrations (default false). */
  seed?: boolean;
  /** Extra environment for every Hopper process (web, jobs, agent), e.g. { API_RATE_LIMIT: "20" }. */
  env?: Record<string, string>;
  /** One line per thing the stack does (starts, restarts); default: only to `<dir>/logs/stack.log`. */
  log?: (line: string) => void;
}

export interface Stack {
  /** The proxy: what users and benchmarks talk to (also HOPPER_URL of every process). */
  url: string;
  /** Each web instance directly, in order (web-1, web-2…). */
  webUrls: string[];
  /** The application's database URL (the `hopper` role). */
  databaseUrl: string;
  /** The PostgreSQL superuser's URL (backups, restores). */
  adminDatabaseUrl: string;
  s3: { endpoint: string; bucket: string; accessKeyId: string; secretAccessKey: string };
  authSecret: string;
  /** The stack's folder: logs/<name>.log, proxy/nginx.conf, postgres/, s3/, data/<name>/. */
  dir: string;
  /** The environment every Hopper process of the stack runs with (for a one-off `hopper` command against it). */
  env: Record<string, string>;
  /** Each job worker's /healthz and /metrics base URL, in order. */
  jobsUrls: string[];
  /** The agent's API base URL, or null when it was not started (`agentSkipped` says why). */
  agentUrl: string | null;
  agentSkipped: string | null;
  /** "postgres", "s3", "web-1"…, "jobs-1"…, "agent" (when started), "proxy". */
  names(): string[];
  /** The process id of a part (0 while it is down). */
  pid(name: string): number;
  logFile(name: string): string;
  /** Sends `signal` (default SIGKILL) and resolves once the part exited; the supervisor then starts it again. */
  kill(name: string, signal?: NodeJS.Signals): Promise<void>;
  /** Resolves once the part runs and answers its health check (at most 2 minutes). */
  waitHealthy(name: string): Promise<void>;
  /** Stops everything (proxy first, PostgreSQL last) and removes the stack's folder unless `dataDir` was given. */
  stop(): Promise<void>;
}

/** Variables of the caller that must not leak into the stack's processes (they are set per stack below). */
const OWN_VARIABLE =
  /^(VITEST|S3_|OPENSEARCH_|HOPPER_|DATABASE_|SMTP_|AGENT_|STRIPE_|PAYPAL_)|^(PORT|AUTH_SECRET|NODE_ENV|API_RATE_LIMIT|TRUSTED_PROXIES|JOBS_HEALTH_PORT|METRICS_TOKEN|LOG_FORMAT|LOG_LEVEL|TEST|NODE_OPTIONS)$/;

function baseEnvironment(): Record<string, string> {
  return Object.fromEntries(
    Object.entries(process.env).filter(
      (entry): entry is [string, string] => entry[1] !== undefined && !OWN_VARIABLE.test(entry[0]),
    ),
  );
}

/** Runs a one-off `hopper` command against the stack; rejects with its output when it fails. */
function runHopper(args: string[], env: Record<string, string>, logFile: string): Promise<void> {
  appendFileSync(logFile, `--- hopper ${args.join(" ")} at ${new Date().toISOString()}\n`);
  const child = spawnLogged({
    name: args.join(" "),
    command: process.execPath,
    args: [HOPPER, ...args],
    cwd: ROOT,
    env,
    logFile,
  });
  return new Promise((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", (code) =>
      code === 0
        ? resolve()
        : void logSince(logFile, 0).then((text) =>
            reject(
              new Error(
                `hopper ${args.join(" ")} failed (exit ${code}):\n${text.trim().split("\n").slice(-15).join("\n")}`,
              ),
            ),
          ),
    );
  });
}

/** Prepares the agent in a child (it needs the database and Docker); null with the reason when it cannot run. */
async function prepareAgent(
  env: Record<string, string>,
  dataDir: string,
  proxyPort: number,
  agentPort: number,
): Promise<{ configFile: string; agentMain: string; agentUrl: string; containerPrefix: string } | string> {
  const child = spawn(
    process.execPath,
    [
      "--import",
      "tsx",
      path.join(import.meta.dirname, "agent-setup.ts"),
      dataDir,
      String(proxyPort),
      String(agentPort),
    ],
    { cwd: ROOT, env: env as NodeJS.ProcessEnv, stdio: ["ignore", "pipe", "pipe"] },
  );
  let out = "";
  let err = "";
  child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString("utf8")));
  child.stderr.on("data", (chunk: Buffer) => (err += chunk.toString("utf8")));
  const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
  if (code !== 0) return `the agent could not be prepared: ${err.trim().split("\n").slice(-3).join(" ")}`;
  const last = out.trim().split("\n").at(-1) ?? "null";
  const answer = JSON.parse(last) as
    { configFile: string; agentMain: string; agentUrl: string; containerPrefix: string } | { skipped: string };
  return "skipped" in answer ? answer.skipped : answer;
}

/** Removes the containers the stack's agent made (servers created by tests or benchmarks). */
function removeContainers(prefix: string): Promise<void> {
  return new Promise((resolve) => {
    const list = spawn("docker", ["ps", "-aq", "--filter", `name=^/${prefix}`], {
      stdio: ["ignore", "pipe", "ignore"],
    });
    let ids = "";
    list.stdout.on("data", (chunk: Buffer) => (ids += chunk.toString("utf8")));
    list.once("error", () => resolve());
    list.once("exit", () => {
      const names = ids.split("\n").filter(Boolean);
      if (names.length === 0) return resolve();
      spawn("docker", ["rm", "-f", ...names], { stdio: "ignore" })
        .once("exit", () => resolve())
        .once("error", () => resolve());
    });
  });
}

async function postgresAnswers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  client.on("error", () => undefined);
  try {
    await client.connect();
    await client.query("SELECT 1");
    return true;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Starts the whole stack; rejects (after stopping what it started) when a part cannot start. */
export async function startStack(options: StackOptions = {}): Promise<Stack> {
  const webCount = options.web ?? 2;
  const workerCount = options.workers ?? 2;
  if (!existsSync(path.join(ROOT, "apps/web/.next/BUILD_ID"))) {
    throw new Error("There is no web build: run `node bin/hopper.mjs build` first (hopper web serves it).");
  }
  const ownDir = !options.dataDir;
  const dir = options.dataDir ? path.resolve(options.dataDir) : mkdtempSync(path.join(tmpdir(), "hopper-stack-"));
  const root = userInfo().uid === 0;
  // As root, PostgreSQL (postgres) and nginx's workers (nobody) must pass through the stack's folder: not list it.
  if (root) await chmod(dir, 0o711);
  const logs = path.join(dir, "logs");
  for (const sub of ["logs", "data", "proxy", "s3"]) await mkdir(path.join(dir, sub), { recursive: true });
  const logFile = (name: string) => path.join(logs, `${name}.log`);
  const stackLog = (line: string) => {
    try {
      appendFileSync(logFile("stack"), `${new Date().toISOString()} ${line}\n`);
    } catch {
      // The folder is gone: the stack is stopping.
    }
    options.log?.(line);
  };

  let database: ExternalPostgres | null = null;
  let stopSupervisor: (() => Promise<void>) | null = null;
  /** Parts started side by side before the supervisor takes them over (its own start is one after the other). */
  const early = new Map<string, Promise<ChildProcess>>();
  let agentPrefix: string | null = null;
  const cleanUp = async () => {
    await stopSupervisor?.();
    // Started early and never handed to the supervisor (the stack gave up first).
    for (const starting of early.values()) {
      const running = await starting.catch(() => null);
      if (running) await terminate(running);
    }
    await database?.stop();
    if (agentPrefix) await removeContainers(agentPrefix);
    if (ownDir) {
      // A cluster the postgres user could not reach here was relocated: the link's target goes too.
      const cluster = await realpath(path.join(dir, "postgres")).catch(() => null);
      if (cluster && !cluster.startsWith(dir)) await rm(cluster, { recursive: true, force: true });
      await rm(dir, { recursive: true, force: true });
    }
  };

  try {
    const started = Date.now();
    database = await startExternalPostgres({ dataDir: path.join(dir, "postgres") });
    const pgServer = database;
    stackLog(`postgres: PostgreSQL 15 on port ${pgServer.port}`);

    const [s3Port, proxyPort, agentPort] = [await freePort(), await freePort(), await freePort()];
    const webPorts: number[] = [];
    for (let i = 0; i < webCount; i++) webPorts.push(await freePort());
    const jobsPorts: number[] = [];
    for (let i = 0; i < workerCount; i++) jobsPorts.push(await freePort());
    const url = `http://127.0.0.1:${proxyPort}`;
    const s3 = { endpoint: `http://127.0.0.1:${s3Port}`, bucket: BUCKET, accessKeyId: S3_KEY, secretAccessKey: S3_KEY };
    const authSecret = randomBytes(32).toString("base64url");
    const env: Record<string, string> = {
      ...baseEnvironment(),
      NODE_ENV: "production",
      DATABASE_URL: pgServer.url,
      AUTH_SECRET: authSecret,
      HOPPER_URL: url,
      TRUSTED_PROXIES: "1",
      LOG_FORMAT: "json",
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: s3.endpoint,
      S3_REGION: "us-east-1",
      S3_ACCESS_KEY_ID: S3_KEY,
      S3_SECRET_ACCESS_KEY: S3_KEY,
      S3_FORCE_PATH_STYLE: "true",
      HOPPER_DATA_DIR: path.join(dir, "data", "tools"),
      ...options.env,
    };

    const services: Service[] = [];
    const health = new Map<string, () => Promise<boolean>>();
    /** A supervised process: spawned with its log file, ready once `ready` says so (checked from its start). */
    const child = (
      spec: Omit<ChildSpec, "logFile">,
      ready: (logOffset: number) => Promise<boolean>,
      extra: { before?: () => Promise<void>; group?: boolean } = {},
    ): Service => ({
      name: spec.name,
      start: async () => {
        await extra.before?.();
        const file = logFile(spec.name);
        appendFileSync(file, `--- ${spec.name} starting at ${new Date().toISOString()}\n`);
        const offset = logSize(file);
        const running = spawnLogged({ ...spec, logFile: file, group: extra.group });
        try {
          await waitUntil(spec.name, () => ready(offset), { child: running, logFile: file });
        } catch (error) {
          await terminate(running, { group: extra.group, graceMs: 2000 });
          // The folder (and the log) goes when the stack gives up: the message carries the log's end.
          const tail = (await logSince(file, offset)).trim().split("\n").slice(-15).join("\n");
          throw new Error(`${(error as Error).message}\n${tail}`);
        }
        return running;
      },
      stop: (running: ChildProcess) => terminate(running, { group: extra.group }),
    });

    services.push({
      name: "postgres",
      start: async () => {
        await pgServer.start();
        return pgServer.process()!;
      },
      stop: () => pgServer.stop(),
    });
    health.set("postgres", () => postgresAnswers(pgServer.adminUrl));

    const s3Ready = async () => (await httpStatus(s3.endpoint)) !== null;
    services.push(
      child(
        {
          name: "s3",
          command: process.execPath,
          args: ["--import", "tsx", path.join(import.meta.dirname, "s3-server.ts")],
          cwd: ROOT,
          env: {
            ...baseEnvironment(),
            S3_SERVER_PORT: String(s3Port),
            S3_SERVER_DIR: path.join(dir, "s3"),
            S3_SERVER_BUCKET: BUCKET,
          },
        },
        s3Ready,
      ),
    );
    health.set("s3", s3Ready);

    // s3rver starts while the migrations run.
    const startEarly = (service: Service) => {
      const starting = service.start();
      starting.catch(() => undefined); // awaited below; a failure is reported there
      early.set(service.name, starting);
    };
    startEarly(services.find((service) => service.name === "s3")!);

    stackLog("migrations: hopper migrate");
    await runHopper(["migrate"], env, logFile("migrate"));
    if (options.seed) {
      stackLog("demo data: hopper seed");
      await runHopper(["seed"], env, logFile("seed"));
    }

    webPorts.forEach((port, index) => {
      const name = `web-${index + 1}`;
      const base = `http://127.0.0.1:${port}`;
      // /healthz answers 200 once the process answers and reaches PostgreSQL (docs/operations.md, Monitoring).
      const ready = async () => (await httpStatus(`${base}/healthz`)) === 200;
      services.push(
        child(
          {
            name,
            command: process.execPath,
            args: [HOPPER, "web"],
            cwd: ROOT,
            env: { ...env, PORT: String(port), HOPPER_DATA_DIR: path.join(dir, "data", name) },
          },
          ready,
        ),
      );
      health.set(name, ready);
    });

    jobsPorts.forEach((port, index) => {
      const name = `jobs-${index + 1}`;
      // The worker's own health server (JOBS_HEALTH_PORT): 200 once it works the queues and reaches PostgreSQL.
      const ready = async () => (await httpStatus(`http://127.0.0.1:${port}/healthz`)) === 200;
      services.push(
        child(
          {
            name,
            command: process.execPath,
            args: [HOPPER, "jobs:run"],
            cwd: ROOT,
            env: { ...env, JOBS_HEALTH_PORT: String(port), HOPPER_DATA_DIR: path.join(dir, "data", name) },
          },
          ready,
        ),
      );
      health.set(name, ready);
    });

    let agentUrl: string | null = null;
    let agentSkipped: string | null = null;
    if (options.agent ?? true) {
      const agentDir = path.join(dir, "data", "agent");
      const prepared = await prepareAgent(env, agentDir, proxyPort, agentPort);
      if (typeof prepared === "string") {
        agentSkipped = prepared;
        stackLog(`agent: not started (${prepared})`);
      } else {
        agentUrl = prepared.agentUrl;
        agentPrefix = prepared.containerPrefix;
        const answers = async () => (await httpStatus(`${prepared.agentUrl}/healthz`)) === 200;
        services.push(
          child(
            {
              name: "agent",
              command: process.execPath,
              args: ["--import", "tsx", prepared.agentMain, "--config", prepared.configFile],
              cwd: path.dirname(prepared.agentMain),
              env,
            },
            answers,
          ),
        );
        health.set("agent", answers);
      }
    } else agentSkipped = "not asked for (agent: false)";

    const worker = root ? { name: "nobody", group: "nogroup", uid: 65534, gid: 65534 } : undefined;
    const proxy = await prepareNginx({
      dir: path.join(dir, "proxy"),
      port: proxyPort,
      upstreams: webPorts,
      workerUser: worker,
    });
    let lastProxyPid = 0;
    const proxyReady = async () => (await httpStatus(`${url}/healthz`)) !== null;
    services.push(
      child({ name: "proxy", command: proxy.command, args: proxy.args, cwd: dir, env: baseEnvironment() }, proxyReady, {
        group: true,
        // A master killed with SIGKILL leaves its workers holding the port: they go with their group first.
        before: async () => {
          if (lastProxyPid) {
            try {
              process.kill(-lastProxyPid, "SIGKILL");
            } catch {
              // Gone already.
            }
          }
        },
      }),
    );
    // Healthy: nginx answers with a healthy web instance behind it.
    health.set("proxy", async () => (await httpStatus(`${url}/healthz`)) === 200);

    // The web instances, workers and agent start side by side (each is seconds of CPU); a part that cannot start
    // fails the whole start, after the others were stopped (cleanUp).
    for (const service of services) {
      if (!["postgres", "s3", "proxy"].includes(service.name)) startEarly(service);
    }
    for (const [name, starting] of early) {
      await starting.catch((error: unknown) => {
        throw new Error(`${name} did not start: ${(error as Error).message}`);
      });
    }
    const takeOver = (service: Service): Service => ({
      ...service,
      start: () => {
        const starting = early.get(service.name);
        early.delete(service.name);
        return starting ?? service.start();
      },
    });

    const supervisor = supervise(services.map(takeOver), {
      log: {
        info: (_fields, message) => stackLog(message),
        warn: (_fields, message) => stackLog(message),
      },
      // Restarts come quickly (a container runtime's restart policy is immediate), doubling while a part keeps dying.
      backoff: { initialMs: 250, maxMs: 5000, stableMs: 30_000 },
      onChange: () => {
        lastProxyPid = supervisor.pids().proxy ?? lastProxyPid;
      },
    });
    // Last resort when this process exits without `stop()` (a test runner ending): no part outlives it.
    const killAll = () => {
      for (const [name, pid] of Object.entries(supervisor.pids())) {
        if (!pid || name === "postgres") continue; // PostgreSQL has its own fast shutdown on exit
        try {
          process.kill(name === "proxy" ? -pid : pid, "SIGKILL");
        } catch {
          // Already gone.
        }
      }
    };
    process.on("exit", killAll);
    stopSupervisor = async () => {
      process.off("exit", killAll);
      await supervisor.stop();
    };
    await supervisor.start();
    stackLog(`ready in ${((Date.now() - started) / 1000).toFixed(1)} s: ${url}`);

    const names = services.map((service) => service.name);
    const pidOf = (name: string) => {
      if (!names.includes(name)) throw new Error(`The stack has no part named ${name} (it has ${names.join(", ")}).`);
      return supervisor.pids()[name] ?? 0;
    };
    const terminating: NodeJS.Signals[] = ["SIGKILL", "SIGTERM", "SIGINT", "SIGQUIT"];
    const stack: Stack = {
      url,
      webUrls: webPorts.map((port) => `http://127.0.0.1:${port}`),
      databaseUrl: pgServer.url,
      adminDatabaseUrl: pgServer.adminUrl,
      s3,
      authSecret,
      dir,
      env,
      jobsUrls: jobsPorts.map((port) => `http://127.0.0.1:${port}`),
      agentUrl,
      agentSkipped,
      names: () => [...names],
      pid: pidOf,
      logFile,
      async kill(name, signal = "SIGKILL") {
        const pid = pidOf(name);
        if (!pid) throw new Error(`${name} is not running (the supervisor is starting it).`);
        stackLog(`kill ${name} (pid ${pid}) with ${signal}`);
        process.kill(name === "proxy" ? -pid : pid, signal);
        if (!terminating.includes(signal)) return;
        // A worker's SIGTERM lets its running jobs finish first (up to 30 s).
        await waitUntil(`${name} exits after ${signal}`, async () => supervisor.pids()[name] !== pid, {
          timeoutMs: 60_000,
        });
      },
      async waitHealthy(name) {
        const check = health.get(name);
        if (!check) throw new Error(`The stack has no part named ${name} (it has ${names.join(", ")}).`);
        await waitUntil(`${name} healthy`, async () => pidOf(name) !== 0 && (await check()));
      },
      stop: async () => {
        stackLog("stopping");
        await cleanUp();
      },
    };
    return stack;
  } catch (error) {
    await cleanUp().catch(() => undefined);
    throw error;
  }
}
