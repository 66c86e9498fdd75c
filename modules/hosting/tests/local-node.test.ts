import { spawn } from "node:child_process";
import { stat, readFile } from "node:fs/promises";
import net from "node:net";
import path from "node:path";

import { describe, expect, it, onTestFinished } from "vitest";

import { setupTestDatabase } from "../../../tests/setup/test-database";
import { testTempDir } from "../../../tests/support/temp-dir";
import { agentJson } from "../src/server/services/agent/agent-client";
import { decryptNodeToken } from "../src/server/services/nodes/node-token";
import { LOCAL_NODE_ID, markLocalNodeSeen, prepareLocalAgent } from "../src/server/services/nodes/local-node";
import type { LocalAgentOptions } from "../src/server/services/nodes/local-node";
import { DOCKER_SOCKET, dockerAvailable } from "./support/local-agent";
import { waitUntil } from "./support/node-fixtures";

// The local node of `hopper start` (docs/hosting.md "The local agent"): off, or no Docker engine with `auto`, starts
// without it (one log line); `on` without an engine is an error; with an engine the node row local-1, a token kept
// in the data directory (0600, reused by restarts) and an agent.json the real agent starts from.
const database = setupTestDatabase();
const docker = await dockerAvailable("hosting local node");

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function options(extra: Partial<LocalAgentOptions> = {}): LocalAgentOptions & { lines: string[] } {
  const lines: string[] = [];
  return {
    dataDir: testTempDir("hopper-local-node-"),
    webPort: 3999,
    agentPort: 4000,
    webOrigins: ["http://localhost:3999"],
    setting: "auto",
    dockerSocket: DOCKER_SOCKET,
    log: (line) => lines.push(line),
    lines,
    ...extra,
  };
}

describe("the local agent of hopper start", () => {
  it("starts without one when off or when no engine answers, and refuses `on` without an engine", async () => {
    const off = options({ setting: "off" });
    expect(await prepareLocalAgent(database.db, off)).toBeNull();
    expect(off.lines.join("\n")).toMatch(/off/);
    const none = options({ dockerSocket: "/nonexistent/docker.sock" });
    expect(await prepareLocalAgent(database.db, none)).toBeNull();
    expect(none.lines).toHaveLength(1);
    expect(none.lines[0]).toMatch(/no Docker engine answers/);
    await expect(
      prepareLocalAgent(database.db, options({ setting: "on", dockerSocket: "/nonexistent/docker.sock" })),
    ).rejects.toThrow(/HOSTING_LOCAL_AGENT=on/);
    expect(await database.db.hostingNode.count({ where: { id: LOCAL_NODE_ID } })).toBe(0);
  });

  it.skipIf(!docker)("registers local-1, keeps its token across restarts and runs a real agent", async () => {
    const agentPort = await freePort();
    const opts = options({ agentPort });
    const local = (await prepareLocalAgent(database.db, opts))!;
    expect(local).not.toBeNull();
    const tokenFile = path.join(opts.dataDir, "agent", "node-token");
    expect((await stat(tokenFile)).mode & 0o777).toBe(0o600);
    const token = (await readFile(tokenFile, "utf8")).trim();
    const node = await database.db.hostingNode.findUniqueOrThrow({ where: { id: LOCAL_NODE_ID } });
    expect(node).toMatchObject({ region: "europe", agentUrl: `http://127.0.0.1:${agentPort}`, draining: false });
    // Room for the demo server and a bought small plan (2 CPU each) even on a one-core machine: a buyer under
    // `hopper start` must not meet "out of stock" (the local node's idle test servers overcommit CPU).
    expect(node.cpu).toBeGreaterThanOrEqual(8);
    expect(decryptNodeToken(node.tokenCiphertext)).toBe(token);
    const config = JSON.parse(await readFile(local.configFile, "utf8")) as Record<string, unknown>;
    expect(config).toMatchObject({ nodeId: LOCAL_NODE_ID, nodeToken: token, webAppUrl: "http://127.0.0.1:3999" });
    expect(["bridge", "none"]).toContain((config.docker as { networkMode: string }).networkMode);

    // a restart keeps the token and an admin's drain
    await database.db.hostingNode.update({ where: { id: LOCAL_NODE_ID }, data: { draining: true } });
    await prepareLocalAgent(database.db, opts);
    expect((await readFile(tokenFile, "utf8")).trim()).toBe(token);
    expect(await database.db.hostingNode.findUniqueOrThrow({ where: { id: LOCAL_NODE_ID } })).toMatchObject({
      draining: true,
    });

    const agent = spawn(process.execPath, ["--import", "tsx", local.agentMain, "--config", local.configFile], {
      cwd: path.dirname(local.agentMain),
      stdio: "ignore",
    });
    onTestFinished(async () => {
      if (agent.exitCode === null && agent.signalCode === null) {
        const exited = new Promise((resolve) => agent.once("exit", resolve));
        agent.kill("SIGKILL");
        await exited;
      }
    });
    let system: { nodeId: string } | null = null;
    await waitUntil(async () => {
      system = await agentJson<{ nodeId: string }>(node, "GET", "/api/system", { timeoutMs: 1000 }).catch(() => null);
      return system !== null;
    });
    expect(system).toMatchObject({ nodeId: LOCAL_NODE_ID });
    await markLocalNodeSeen(database.db, new Date());
    expect(
      (await database.db.hostingNode.findUniqueOrThrow({ where: { id: LOCAL_NODE_ID } })).lastSeenAt,
    ).not.toBeNull();
    // servers paid while no node answered (the demo server) are placed now, not at the next sweep
    const sweeps = await database.db.$queryRawUnsafe<{ count: bigint }[]>(
      `SELECT count(*) FROM pgboss.job WHERE name = 'hosting.provision-sweep'`,
    );
    expect(Number(sweeps[0]!.count)).toBeGreaterThan(0);
  });
});
