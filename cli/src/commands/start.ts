import type { ChildProcess } from "node:child_process";
import { spawn } from "node:child_process";
import { mkdir } from "node:fs/promises";
import { createServer } from "node:net";
import path from "node:path";

import { config, resetConfigCache } from "@hopper/core/config";
import { db, disconnectDb } from "@hopper/core/db";
import { AppError } from "@hopper/core/errors";
import { stopJobSender } from "@hopper/core/jobs";
import { componentLogger } from "@hopper/core/log";
import { hostingSettings } from "@hopper/hosting/server/settings";
import {
  markLocalNodeSeen,
  prepareLocalAgent,
  stopLocalContainers,
} from "@hopper/hosting/server/services/nodes/local-node";

import { openDatabase } from "../lib/database";
import { ROOT } from "../lib/paths";
import { clearRuntime, stopLeftoverChildren, writeRuntime } from "../lib/runtime-file";
import { seedIfEmpty } from "../lib/seed";
import { setupDatabase } from "../lib/setup-database";
import type { Service } from "../lib/supervisor";
import { supervise } from "../lib/supervisor";
import { buildWeb, hasBuild, hasCurrentBuild } from "./build";

const logger = componentLogger("launcher");
const log = (line: string) => logger.info(line);

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once("error", () => resolve(false));
    probe.listen(port, () => probe.close(() => resolve(true)));
  });
}

async function waitForHttp(url: string, child: ChildProcess, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the web process exited (${child.signalCode ?? `code ${child.exitCode}`})`);
    }
    try {
      await fetch(url, { signal: AbortSignal.timeout(2000) });
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  throw new Error(`the web app did not answer at ${url} within ${timeoutMs / 1000} s`);
}

/**
 * `hopper start`: database (embedded unless DATABASE_URL), migrations, demo data on first run, a web build
 * if none exists, then the web and jobs processes, supervised: one that dies is restarted with back-off
 * (PostgreSQL first, then the processes that need it). Ctrl-C stops the children, then PostgreSQL.
 */
export async function startCommand(): Promise<void> {
  const started = Date.now();
  const { HOPPER_DATA_DIR, PORT, HOPPER_URL } = config();
  await mkdir(HOPPER_DATA_DIR, { recursive: true });
  const leftovers = await stopLeftoverChildren(HOPPER_DATA_DIR);
  if (leftovers) log(`stopped ${leftovers} process(es) left running by a previous start that did not shut down`);
  if (!(await portIsFree(PORT))) {
    throw new AppError(
      "conflict",
      `Port ${PORT} is already in use. Stop what runs there, or start with PORT=<another port>.`,
    );
  }

  const database = await openDatabase();
  log(
    database.embedded ? `embedded PostgreSQL at ${database.url.replace(/:[^:@/]+@/, ":***@")}` : "using DATABASE_URL",
  );
  process.env.DATABASE_URL = database.url;
  resetConfigCache();

  const applied = await setupDatabase(database.url);
  if (applied.length) log(`applied ${applied.length} migration(s)`);
  const seeded = await seedIfEmpty();
  if (seeded) log(["seeded demo data. Demo sign-ins:", ...seeded.map((l) => `  ${l}`)].join("\n"));
  // The local node (docs/hosting.md "The local agent"): a real agent on this machine's Docker engine, if any.
  const hosting = hostingSettings();
  const agentPort = hosting.AGENT_PORT ?? PORT + 1;
  const localAgent =
    hosting.HOSTING_LOCAL_AGENT !== "off" && !(await portIsFree(agentPort))
      ? (log(`local agent: not started (port ${agentPort} is in use; set AGENT_PORT to another port)`), null)
      : await prepareLocalAgent(db(), {
          dataDir: HOPPER_DATA_DIR,
          webPort: PORT,
          agentPort,
          webOrigins: [
            ...new Set([
              `http://localhost:${PORT}`,
              `http://127.0.0.1:${PORT}`,
              ...(HOPPER_URL ? [new URL(HOPPER_URL).origin] : []),
            ]),
          ],
          setting: hosting.HOSTING_LOCAL_AGENT,
          dockerSocket: hosting.DOCKER_SOCKET,
          log,
        });
  await disconnectDb();

  if (!hasBuild()) {
    log("no web build found; building (this takes a minute the first time)");
    await buildWeb();
  } else if (!(await hasCurrentBuild())) {
    log("the sources changed since the last build; rebuilding");
    await buildWeb();
  }

  const webUrl = HOPPER_URL ?? `http://localhost:${PORT}`;
  // Children get the data directory as an absolute path: the web process works from apps/web.
  const env = {
    ...process.env,
    DATABASE_URL: database.url,
    HOPPER_DATA_DIR: path.resolve(HOPPER_DATA_DIR),
    NODE_ENV: "production" as const,
  };
  const spawnChild = (args: string[], extraEnv: Record<string, string> = {}) =>
    spawn(process.execPath, args, { cwd: ROOT, env: { ...env, ...extraEnv }, stdio: "inherit" });
  const services: Service[] = [];
  const { cluster } = database;
  if (cluster) {
    // Already running (migrations and seeding needed it); later starts are restarts after it died.
    let running: ChildProcess | null = cluster.process();
    services.push({
      name: "postgres",
      start: async () => {
        const first = running;
        running = null;
        return first ?? cluster.restart();
      },
      stop: () => cluster.stop(),
    });
  }
  const needs = cluster ? ["postgres"] : [];
  services.push({
    name: "web",
    needs,
    start: async () => {
      const web = spawnChild([path.join(ROOT, "bin/hopper.mjs"), "web"], { PORT: String(PORT) });
      try {
        await waitForHttp(`http://127.0.0.1:${PORT}/`, web);
      } catch (error) {
        web.kill("SIGKILL");
        throw error;
      }
      return web;
    },
  });
  services.push({
    name: "jobs",
    needs,
    start: async () => spawnChild(["--import", "tsx", path.join(ROOT, "jobs/src/cli.ts")]),
  });

  if (localAgent) {
    // The agent never touches PostgreSQL: it needs nothing but Docker. It answers /api/system once it listens.
    services.push({
      name: "agent",
      start: async () => {
        const agent = spawn(
          process.execPath,
          ["--import", "tsx", localAgent.agentMain, "--config", localAgent.configFile],
          {
            cwd: path.dirname(localAgent.agentMain),
            env,
            stdio: "inherit",
          },
        );
        try {
          await waitForHttp(`${localAgent.agentUrl}/api/system`, agent, 60_000);
          // seen now, so placement takes it at once rather than after the first health check
          await markLocalNodeSeen(db(), new Date());
          await Promise.all([disconnectDb(), stopJobSender()]);
        } catch (error) {
          agent.kill("SIGKILL");
          throw error;
        }
        return agent;
      },
      // Ctrl-C stops everything this launcher started, the local game servers too (they keep their files).
      stop: async (agent) => {
        if (agent.exitCode === null && agent.signalCode === null) {
          const exited = new Promise((resolve) => agent.once("exit", resolve));
          agent.kill("SIGTERM");
          await exited;
        }
        await stopLocalContainers(hosting.DOCKER_SOCKET, localAgent.containerPrefix).catch(() => undefined);
      },
    });
  }

  let runtimeWrites: Promise<void> = Promise.resolve();
  // A child that dies is restarted (PostgreSQL before what needs it); runtime.json always names the live ones.
  const supervisor = supervise(services, {
    log: logger,
    // One write at a time, in order: the file always ends with the latest pids.
    onChange: () => {
      const pids = supervisor.pids();
      runtimeWrites = runtimeWrites.then(() =>
        writeRuntime(HOPPER_DATA_DIR, {
          pid: process.pid,
          databaseUrl: database.embedded ? database.url : "",
          webUrl,
          children: [pids.web, pids.jobs, pids.agent].filter((pid): pid is number => pid !== undefined),
          processes: pids,
        }),
      );
    },
  });

  let stopping = false;
  const stop = async (code: number) => {
    if (stopping) return;
    stopping = true;
    log("stopping");
    await supervisor.stop();
    await clearRuntime(HOPPER_DATA_DIR);
    await database.stop();
    log("stopped");
    process.exit(code);
  };
  process.once("SIGINT", () => void stop(0));
  process.once("SIGTERM", () => void stop(0));

  await supervisor.start();
  log(`ready in ${((Date.now() - started) / 1000).toFixed(1)} s: ${webUrl}`);
}
