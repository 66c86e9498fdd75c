import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DockerRuntime } from "../src/docker/runtime.js";
import type { ServerView } from "../src/protocol.js";
import { AgentProcess } from "./helpers/agent-process.js";
import { ConsoleClient, hasLine, isState, signConsoleToken } from "./helpers/console-client.js";
import { DOCKER_SOCKET, dockerAvailable } from "./helpers/docker-check.js";
import { FakeWebApp } from "./helpers/fake-web-app.js";
import { testImage, testServer, waitUntil } from "./helpers/fixtures.js";

const docker = await dockerAvailable("power cycle");

describe.skipIf(!docker)("power cycle over REST with console and state over WebSocket", () => {
  const web = new FakeWebApp();
  let agent: AgentProcess;
  let image: string;
  const id = "power-cycle";

  beforeAll(async () => {
    image = await testImage();
    await web.start();
    agent = new AgentProcess({ webAppUrl: web.url });
    await agent.init();
    await agent.start();
  });

  afterAll(async () => {
    await agent?.cleanup();
    await web.stop();
  });

  async function connect(permissions = ["*"]): Promise<ConsoleClient> {
    const client = await ConsoleClient.connect(agent.url, id);
    client.send({ type: "auth", token: await signConsoleToken(agent.nodeToken, { serverId: id, permissions }) });
    await client.waitFor((m) => m.type === "auth-ok");
    return client;
  }

  it("refuses REST calls without the node token", async () => {
    const missing = await fetch(`${agent.url}/api/servers`);
    expect(missing.status).toBe(401);
    expect(missing.headers.get("www-authenticate")).toBe("Bearer");
    const wrong = await fetch(`${agent.url}/api/servers`, { headers: { authorization: "Bearer nope" } });
    expect(wrong.status).toBe(403);
  });

  it("creates and installs a server, reporting the result by callback", async () => {
    const created = await agent.api<ServerView>("POST", "/api/servers", testServer(id, image));
    expect(created.status).toBe(201);
    expect(created.json.state).toBe("offline");
    await waitUntil(() => web.events("install-result").some((e) => e.serverId === id && e.successful));
    const view = await agent.api<ServerView>("GET", `/api/servers/${id}`);
    expect(view.json.installed).toMatchObject({ loader: "fabric", gameVersion: "1.21.4" });
  });

  it("starts, runs commands, streams stats, stops, restarts and kills", async () => {
    const client = await connect();
    await client.waitFor(isState("offline"));

    let m = client.mark();
    const start = await agent.api("POST", `/api/servers/${id}/power`, { action: "start" });
    expect(start.status).toBe(202);
    // a second power action while the first holds the lock is refused at once, not queued forever
    const clash = await agent.api("POST", `/api/servers/${id}/power`, { action: "stop", waitSeconds: 0 });
    expect([202, 409]).toContain(clash.status);
    await client.waitFor(isState("starting"), m);
    await client.waitFor(isState("running"), m);
    await client.waitFor(hasLine("Done ("), m);
    if (clash.status === 202) {
      // the stop won the race after start finished: bring it back up
      await client.waitFor(isState("offline"), m);
      m = client.mark();
      await agent.api("POST", `/api/servers/${id}/power`, { action: "start", waitSeconds: 30 });
      await client.waitFor(isState("running"), m);
    }

    client.send({ type: "command", command: "say hello from the socket" });
    await client.waitFor(hasLine("[Server] hello from the socket"));
    const cmd = await agent.api("POST", `/api/servers/${id}/commands`, { command: "list" });
    expect(cmd.status).toBe(202);
    await client.waitFor(hasLine("There are 0 of a max of 20 players online"));

    const stats = await client.waitFor((msg) => msg.type === "stats" && msg.state === "running", client.mark(), 10_000);
    if (stats.type !== "stats") throw new Error("unreachable");
    expect(stats.stats.memoryBytes).toBeGreaterThan(0);
    expect(stats.stats.cpuPercent).toBeGreaterThanOrEqual(0);
    expect(stats.stats.cpuPercent).toBeLessThanOrEqual(100);
    expect(stats.stats.diskBytes).toBeGreaterThan(0);
    expect(stats.stats.uptimeMs).toBeGreaterThan(0);

    m = client.mark();
    await agent.api("POST", `/api/servers/${id}/power`, { action: "stop" });
    await client.waitFor(isState("stopping"), m);
    const offline = await client.waitFor(isState("offline"), m);
    expect(offline.type === "state" && offline.crashed).toBeFalsy();
    const lock = await agent.api("GET", `/api/servers/${id}/files/read?path=world/session.lock`);
    expect(lock.status).toBe(200);
    expect(lock.text).toContain("saved");

    m = client.mark();
    await agent.api("POST", `/api/servers/${id}/power`, { action: "restart" });
    await client.waitFor(isState("running"), m);
    m = client.mark();
    await agent.api("POST", `/api/servers/${id}/power`, { action: "kill" });
    await client.waitFor(isState("offline"), m);
    const view = await agent.api<ServerView>("GET", `/api/servers/${id}`);
    expect(view.json.state).toBe("offline");
    expect(view.json.crashed).toBeNull();

    // every state change went to the web app as a callback
    await waitUntil(
      () => web.events("server-state").filter((e) => e.serverId === id && e.state === "running").length >= 2,
    );
    client.close();
  });

  it("leaves servers running on a graceful agent stop and re-attaches after restart", async () => {
    let client = await connect();
    await agent.api("POST", `/api/servers/${id}/power`, { action: "start" });
    await client.waitFor(isState("running"));
    client.send({ type: "command", command: "say before restart" });
    await client.waitFor(hasLine("before restart"));

    await agent.stop();
    const runtime = new DockerRuntime(DOCKER_SOCKET);
    const status = await runtime.inspect(`${agent.nodeId}-${id}`);
    expect(status?.running).toBe(true);

    await agent.start();
    const view = await agent.api<ServerView>("GET", `/api/servers/${id}`);
    expect(view.json.state).toBe("running");

    // old tokens were issued before this agent process started: a fresh one is needed
    client = await connect();
    const history = await client.waitFor((m) => m.type === "console" && m.history === true);
    expect(history.type === "console" && history.lines.some((l) => l.includes("before restart"))).toBe(true);
    client.send({ type: "command", command: "say after restart" });
    await client.waitFor(hasLine("[Server] after restart"));

    const m = client.mark();
    await agent.api("POST", `/api/servers/${id}/power`, { action: "stop" });
    await client.waitFor(isState("offline"), m);
    client.close();
  });

  it("refuses to start a suspended server and applies new limits", async () => {
    const patched = await agent.api<ServerView>("PATCH", `/api/servers/${id}`, {
      suspended: true,
      plan: { memoryMiB: 256 },
    });
    expect(patched.status).toBe(200);
    expect(patched.json.plan.memoryMiB).toBe(256);
    const start = await agent.api("POST", `/api/servers/${id}/power`, { action: "start" });
    expect(start.status).toBe(409);
    expect(start.json.error).toBe("suspended");
    await agent.api("PATCH", `/api/servers/${id}`, { suspended: false });
  });

  it("deletes a server with its container and files", async () => {
    const res = await agent.api("DELETE", `/api/servers/${id}`);
    expect(res.status).toBe(204);
    expect((await agent.api("GET", `/api/servers/${id}`)).status).toBe(404);
    expect(await new DockerRuntime(DOCKER_SOCKET).inspect(`${agent.nodeId}-${id}`)).toBeNull();
  });
});
