import { mkdtemp, rm } from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ServerView } from "../src/protocol.js";
import { AgentProcess } from "./helpers/agent-process.js";
import { DOCKER_SOCKET, dockerAvailable } from "./helpers/docker-check.js";
import { FakeWebApp } from "./helpers/fake-web-app.js";
import { testImage, testServer, waitUntil } from "./helpers/fixtures.js";

const docker = await dockerAvailable("monitoring");
const METRICS_TOKEN = "agent-metrics-token-for-the-test";

/**
 * A Unix socket that relays to the real Docker engine until it is closed: the agent talks to Docker through it,
 * and closing it makes the engine unreachable for this agent alone.
 */
async function dockerRelay(file: string): Promise<{ close(): Promise<void> }> {
  const connections = new Set<net.Socket>();
  const relay = net.createServer((client) => {
    const engine = net.connect(DOCKER_SOCKET);
    connections.add(client).add(engine);
    client.pipe(engine).pipe(client);
    const drop = () => {
      client.destroy();
      engine.destroy();
    };
    client.on("error", drop).on("close", drop);
    engine.on("error", drop).on("close", drop);
  });
  await new Promise<void>((resolve) => relay.listen(file, resolve));
  return {
    close: () =>
      new Promise<void>((resolve) => {
        relay.close(() => resolve());
        for (const socket of connections) socket.destroy();
      }),
  };
}

function sample(text: string, series: string): number | undefined {
  const line = text.split("\n").find((entry) => entry.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe.skipIf(!docker)("the agent's /healthz and /metrics", () => {
  const web = new FakeWebApp();
  let agent: AgentProcess;
  let image: string;
  let relayDir = "";
  let relay: { close(): Promise<void> };
  const id = "monitoring";

  beforeAll(async () => {
    image = await testImage();
    await web.start();
    relayDir = await mkdtemp(path.join(os.tmpdir(), "hopper-agent-relay-"));
    const socket = path.join(relayDir, "docker.sock");
    relay = await dockerRelay(socket);
    agent = new AgentProcess({
      webAppUrl: web.url,
      overrides: { dockerSocket: socket, metrics: { token: METRICS_TOKEN } },
    });
    await agent.init();
    await agent.start();
  });

  afterAll(async () => {
    await agent?.cleanup();
    await relay?.close();
    await web.stop();
    if (relayDir) await rm(relayDir, { recursive: true, force: true });
  });

  const scrape = async (token = agent.nodeToken) =>
    fetch(`${agent.url}/metrics`, { headers: { authorization: `Bearer ${token}` } });

  it("answers /healthz without a token while Docker answers", async () => {
    const response = await fetch(`${agent.url}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok" });
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it("wants the node token or the metrics token for /metrics, and the metrics token opens nothing else", async () => {
    expect((await fetch(`${agent.url}/metrics`)).status).toBe(401);
    expect((await scrape("not-a-token")).status).toBe(403);
    expect((await scrape()).status).toBe(200);
    const withMetricsToken = await scrape(METRICS_TOKEN);
    expect(withMetricsToken.status).toBe(200);
    expect(withMetricsToken.headers.get("content-type")).toContain("text/plain");
    const servers = await fetch(`${agent.url}/api/servers`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(servers.status).toBe(403);
  });

  it("counts servers by state, power actions and operations by route pattern", async () => {
    const before = await (await scrape()).text();
    expect(sample(before, 'hopper_agent_servers{state="running"}')).toBe(0);
    expect(sample(before, 'hopper_agent_servers{state="offline"}')).toBe(0);
    expect(sample(before, "hopper_agent_docker_up")).toBe(1);

    expect((await agent.api("POST", "/api/servers", testServer(id, image))).status).toBe(201);
    await waitUntil(() => web.events("install-result").some((e) => e.serverId === id && e.successful));
    expect((await agent.api("POST", `/api/servers/${id}/power`, { action: "start" })).status).toBe(202);
    await waitUntil(async () => (await agent.api<ServerView>("GET", `/api/servers/${id}`)).json.state === "running");

    const text = await (await scrape(METRICS_TOKEN)).text();
    expect(sample(text, 'hopper_agent_servers{state="running"}')).toBe(1);
    expect(sample(text, 'hopper_agent_servers{state="offline"}')).toBe(0);
    expect(sample(text, 'hopper_agent_power_actions_total{action="start"}')).toBe(1);
    expect(
      sample(text, 'hopper_agent_operations_total{method="POST",route="/api/servers/:id/power",status_class="2xx"}'),
    ).toBe(1);
    expect(sample(text, 'hopper_agent_operations_total{method="POST",route="/api/servers",status_class="2xx"}')).toBe(
      1,
    );
    // Refused scrapes and listings count like any request; the probes and scrapes themselves do not.
    expect(sample(text, 'hopper_agent_operations_total{method="GET",route="/api/servers",status_class="4xx"}')).toBe(1);
    expect(text).not.toContain("/healthz");
    expect(text).not.toContain(`/api/servers/${id}`);
    expect(sample(text, "process_resident_memory_bytes")).toBeGreaterThan(0);

    expect((await agent.api("POST", `/api/servers/${id}/power`, { action: "kill" })).status).toBe(202);
    await waitUntil(async () => (await agent.api<ServerView>("GET", `/api/servers/${id}`)).json.state === "offline");
    const after = await (await scrape()).text();
    expect(sample(after, 'hopper_agent_servers{state="offline"}')).toBe(1);
    expect(sample(after, 'hopper_agent_power_actions_total{action="kill"}')).toBe(1);
  });

  it("answers 503 on /healthz once Docker stops answering", async () => {
    await relay.close();
    const response = await fetch(`${agent.url}/healthz`);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: "unavailable", problems: ["docker unreachable"] });
    expect(sample(await (await scrape()).text(), "hopper_agent_docker_up")).toBe(0);
  });
});
