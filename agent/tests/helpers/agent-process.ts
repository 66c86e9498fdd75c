import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { DockerRuntime } from "../../src/docker/runtime.js";
import { DOCKER_SOCKET } from "./docker-check.js";

const AGENT_MAIN = fileURLToPath(new URL("../../src/main.ts", import.meta.url));

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, "127.0.0.1", () => {
      const address = srv.address();
      srv.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

export interface AgentOptions {
  webAppUrl: string;
  overrides?: Record<string, unknown>;
}

/**
 * A real agent process (as production runs it: `node --import tsx src/main.ts --config …`), so tests
 * can kill it with SIGKILL and start it again on the same data directory and port.
 */
export class AgentProcess {
  readonly nodeId = `test-${randomBytes(4).toString("hex")}`;
  readonly nodeToken = randomBytes(32).toString("hex");
  port = 0;
  dir = "";
  private child: ChildProcess | null = null;
  logs: string[] = [];

  constructor(private readonly options: AgentOptions) {}

  /** OS process id of the running agent (for CPU and memory measurements). */
  get pid(): number | undefined {
    return this.child?.pid;
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  get configFile(): string {
    return path.join(this.dir, "agent.json");
  }

  async init(): Promise<void> {
    this.dir = await mkdtemp(path.join(os.tmpdir(), "hopper-agent-test-"));
    this.port = await freePort();
    const config = deepMerge(
      {
        nodeId: this.nodeId,
        nodeToken: this.nodeToken,
        webAppUrl: this.options.webAppUrl,
        dataDir: path.join(this.dir, "data"),
        dockerSocket: DOCKER_SOCKET,
        listen: { host: "127.0.0.1", port: this.port },
        logLevel: "debug",
        docker: { networkMode: "none", readOnlyRootfs: true, containerPrefix: `${this.nodeId}-` },
        callbacks: { firstRetryDelayMs: 100, maxRetryDelayMs: 500, requestTimeoutMs: 2000 },
        crash: { firstRestartDelayMs: 1000, maxRestartDelayMs: 4000, maxAttempts: 3, stableAfterMs: 60000 },
        stats: { diskRescanDebounceMs: 50 },
        files: { allowPrivateContentUrls: true },
      },
      this.options.overrides ?? {},
    );
    await writeFile(this.configFile, JSON.stringify(config, null, 2));
  }

  async start(): Promise<void> {
    const child = spawn(process.execPath, ["--import", "tsx", AGENT_MAIN, "--config", this.configFile], {
      stdio: ["ignore", "pipe", "pipe"],
      cwd: path.dirname(AGENT_MAIN),
    });
    this.child = child;
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`agent did not start:\n${this.logs.slice(-20).join("\n")}`)),
        30_000,
      );
      const onData = (chunk: Buffer) => {
        for (const line of chunk.toString().split("\n").filter(Boolean)) {
          this.logs.push(line);
          if (line.includes('"agent started"')) {
            clearTimeout(timer);
            resolve();
          }
        }
      };
      child.stdout?.on("data", onData);
      child.stderr?.on("data", onData);
      child.once("exit", (code) => {
        clearTimeout(timer);
        reject(new Error(`agent exited with ${code}:\n${this.logs.slice(-20).join("\n")}`));
      });
    });
  }

  /** Graceful stop (SIGTERM): servers must keep running. */
  async stop(): Promise<void> {
    await this.signal("SIGTERM");
  }

  /** Simulates a crash of the agent. */
  async kill(): Promise<void> {
    await this.signal("SIGKILL");
  }

  private async signal(sig: NodeJS.Signals): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill(sig);
    await exited;
    this.child = null;
  }

  /** Stops the agent and removes its containers and files. */
  async cleanup(): Promise<void> {
    await this.kill();
    const runtime = new DockerRuntime(DOCKER_SOCKET);
    const containers = await runtime.docker.listContainers({
      all: true,
      filters: { label: [`hopper.node=${this.nodeId}`] },
    });
    await Promise.all(containers.map((c) => runtime.remove(c.Id)));
    if (this.dir) await rm(this.dir, { recursive: true, force: true });
  }

  async api<T = Record<string, unknown>>(
    method: string,
    route: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<ApiResponse<T>> {
    const response = await fetch(`${this.url}${route}`, {
      method,
      headers: {
        authorization: `Bearer ${this.nodeToken}`,
        ...(body !== undefined && !(body instanceof Uint8Array) && typeof body !== "string"
          ? { "content-type": "application/json" }
          : {}),
        ...headers,
      },
      // the cast bridges Node's and the DOM's typings of fetch bodies (root tsconfig uses DOM)
      body: (body === undefined
        ? undefined
        : body instanceof Uint8Array || typeof body === "string"
          ? body
          : JSON.stringify(body)) as unknown as RequestInit["body"],
    });
    const text = await response.text();
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = null;
    }
    return { status: response.status, json: json as T, text };
  }
}

export interface ApiResponse<T> {
  status: number;
  json: T;
  text: string;
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
