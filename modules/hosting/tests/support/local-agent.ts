// A real agent process on the real Docker engine for the hosting module's integration tests: the same entry point
// production runs (`node --import tsx agent/src/main.ts --config …`), on the busybox test image (no registry is
// reachable here) with no network, registered as a HostingNode row of the test file's database.
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";

import { AGENT_MAIN, DockerRuntime, ensureTestImage } from "@hopper/agent/local";

import { db as processDb, type DbOrTx } from "../../../core/src/db/client";
import type { HostingNode } from "../../../core/src/db/generated/client";
import { encryptNodeToken, newNodeToken } from "../../src/server/services/nodes/node-token";

export const DOCKER_SOCKET = process.env.DOCKER_SOCKET ?? "/var/run/docker.sock";

/** A web app address that refuses connections: the agent's callbacks then wait in its outbox. */
export const REFUSING_WEB_APP_URL = "http://127.0.0.1:1";

/** True when a Docker engine answers; otherwise prints loudly that the suite is skipped. */
export async function dockerAvailable(suite: string): Promise<boolean> {
  const ok = await new DockerRuntime(DOCKER_SOCKET).ping();
  if (!ok) console.warn(`\n[hosting tests] SKIPPED "${suite}": no Docker engine answers on ${DOCKER_SOCKET}\n`);
  return ok;
}

export interface TestAgentOptions {
  region?: string;
  /** Origin the agent sends callbacks to (a `setupRouteServer` origin); default: an address that refuses. */
  webAppUrl?: string;
  cpu?: number;
  memoryMiB?: number;
  diskMiB?: number;
  /** First game port of the node (it offers 100); default 25565. */
  portFirst?: number;
  /** Where to create the node row; default the process-wide client (the test file's database). */
  db?: DbOrTx;
  /** Extra agent configuration merged over the test defaults (e.g. `{ crash: { maxAttempts: 0 } }`). */
  config?: Record<string, unknown>;
}

export interface TestAgent {
  /** The HostingNode row, as created. */
  node: HostingNode;
  /** The busybox test image tag (the agent's default image). */
  image: string;
  agentUrl: string;
  /** The node token in clear. */
  token: string;
  /** The agent's output lines (for failure messages). */
  logs: string[];
  /** Kills the agent and removes its containers and files (the node row stays). Safe to call twice. */
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no free port")),
      );
    });
  });
}

function deepMerge(base: Record<string, unknown>, extra: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(extra)) {
    const current = out[key];
    out[key] =
      value && typeof value === "object" && !Array.isArray(value) && current && typeof current === "object"
        ? deepMerge(current as Record<string, unknown>, value as Record<string, unknown>)
        : value;
  }
  return out;
}

/** Starts an agent and registers its node. Call `stop()` in afterAll (or onTestFinished). */
export async function startTestAgent(options: TestAgentOptions = {}): Promise<TestAgent> {
  const runtime = new DockerRuntime(DOCKER_SOCKET);
  const image = await ensureTestImage(runtime);
  const nodeId = `test-${randomBytes(5).toString("hex")}`;
  const token = newNodeToken();
  const dir = await mkdtemp(path.join(os.tmpdir(), "hopper-hosting-agent-"));
  const port = await freePort();
  const agentUrl = `http://127.0.0.1:${port}`;
  const configFile = path.join(dir, "agent.json");
  const config = deepMerge(
    {
      nodeId,
      nodeToken: token,
      webAppUrl: options.webAppUrl ?? REFUSING_WEB_APP_URL,
      publicUrl: agentUrl,
      dataDir: path.join(dir, "data"),
      dockerSocket: DOCKER_SOCKET,
      listen: { host: "127.0.0.1", port },
      logLevel: "debug",
      docker: {
        defaultImage: image,
        // the CI engine has no bridge network; the test image needs none
        networkMode: "none",
        readOnlyRootfs: true,
        containerPrefix: `${nodeId}-`,
      },
      // fast retries so a test waiting for a callback waits for a condition, not for a back-off
      callbacks: { firstRetryDelayMs: 100, maxRetryDelayMs: 500, requestTimeoutMs: 2000 },
      crash: { firstRestartDelayMs: 1000, maxRestartDelayMs: 4000, maxAttempts: 3, stableAfterMs: 60000 },
      stats: { diskRescanDebounceMs: 50 },
      // catalogue files are served by a local test server
      files: { allowPrivateContentUrls: true },
      websocket: { allowedOrigins: ["*"] },
    },
    options.config ?? {},
  );
  await writeFile(configFile, JSON.stringify(config, null, 2));

  const logs: string[] = [];
  let child: ChildProcess | null = null;
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    const running = child;
    if (running && running.exitCode === null && running.signalCode === null) {
      const exited = new Promise((resolve) => running.once("exit", resolve));
      running.kill("SIGKILL");
      await exited;
    }
    const containers = await runtime.docker.listContainers({
      all: true,
      filters: { label: [`hopper.node=${nodeId}`] },
    });
    await Promise.all(containers.map((container) => runtime.remove(container.Id)));
    await rm(dir, { recursive: true, force: true });
  };

  try {
    child = spawn(process.execPath, ["--import", "tsx", AGENT_MAIN, "--config", configFile], {
      stdio: ["ignore", "pipe", "pipe"],
      cwd: path.dirname(AGENT_MAIN),
    });
    const started = child;
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`agent did not start:\n${logs.slice(-20).join("\n")}`)), 30_000);
      const onData = (chunk: Buffer) => {
        for (const line of chunk.toString().split("\n").filter(Boolean)) {
          logs.push(line);
          if (line.includes('"agent started"')) {
            clearTimeout(timer);
            resolve();
          }
        }
      };
      started.stdout?.on("data", onData);
      started.stderr?.on("data", onData);
      started.once("exit", (code) => {
        clearTimeout(timer);
        reject(new Error(`agent exited with ${code}:\n${logs.slice(-20).join("\n")}`));
      });
    });
    const portFirst = options.portFirst ?? 25565;
    const node = await (options.db ?? processDb()).hostingNode.create({
      data: {
        id: nodeId,
        name: `Test node ${nodeId}`,
        region: options.region ?? "europe",
        agentUrl,
        publicUrl: agentUrl,
        gameHost: "127.0.0.1",
        tokenCiphertext: encryptNodeToken(token),
        cpu: options.cpu ?? 8,
        memoryMiB: options.memoryMiB ?? 65536,
        diskMiB: options.diskMiB ?? 262144,
        portFirst,
        portLast: portFirst + 99,
      },
    });
    return { node, image, agentUrl, token, logs, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
