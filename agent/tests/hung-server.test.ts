import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ServerView } from "../src/protocol.js";
import { AgentProcess } from "./helpers/agent-process.js";
import { ConsoleClient, hasLine, isState, signConsoleToken } from "./helpers/console-client.js";
import { dockerAvailable } from "./helpers/docker-check.js";
import { FakeWebApp } from "./helpers/fake-web-app.js";
import { testImage, testServer, waitUntil } from "./helpers/fixtures.js";

const docker = await dockerAvailable("hung server: stop grace, kill and the power lock");

describe.skipIf(!docker)("a server that ignores 'stop'", () => {
  const web = new FakeWebApp();
  let agent: AgentProcess;
  let client: ConsoleClient;
  const id = "hung";

  beforeAll(async () => {
    const image = await testImage();
    await web.start();
    agent = new AgentProcess({ webAppUrl: web.url });
    await agent.init();
    await agent.start();
    const server = testServer(id, image);
    await agent.api("POST", "/api/servers", { ...server, startup: { ...server.startup, stopGraceSeconds: 2 } });
    await waitUntil(() => web.events("install-result").length >= 1);
    client = await ConsoleClient.connect(agent.url, id);
    client.send({ type: "auth", token: await signConsoleToken(agent.nodeToken, { serverId: id, permissions: ["*"] }) });
    await client.waitFor((m) => m.type === "auth-ok");
  });

  afterAll(async () => {
    client?.close();
    await agent?.cleanup();
    await web.stop();
  });

  async function startRunning(): Promise<void> {
    const m = client.mark();
    const res = await agent.api("POST", `/api/servers/${id}/power`, { action: "start", waitSeconds: 10 });
    expect(res.status, res.text).toBe(202);
    await client.waitFor(isState("running"), m);
  }

  it("sends the stop command, then kills after the grace period; not a crash", async () => {
    await startRunning();
    await agent.api("PUT", `/api/servers/${id}/files/write?path=ignore-stop`, "1");
    const m = client.mark();
    const t0 = Date.now();
    expect((await agent.api("POST", `/api/servers/${id}/power`, { action: "stop" })).status).toBe(202);
    await client.waitFor(hasLine("Ignoring stop"), m);
    // the lock is held by the stop: a concurrent start is refused, not queued forever
    const clash = await agent.api("POST", `/api/servers/${id}/power`, { action: "start", waitSeconds: 0 });
    expect(clash.status).toBe(409);
    expect(clash.json.message).toContain("Another power action (stop)");
    await client.waitFor(hasLine("did not stop within 2s; killing it"), m, 10_000);
    const offline = await client.waitFor(isState("offline"), m);
    expect(Date.now() - t0).toBeGreaterThanOrEqual(1900);
    expect(offline.type === "state" && offline.crashed).toBeFalsy();
  });

  it("kill pre-empts a stop that is waiting, and the lock is free afterwards", async () => {
    await agent.api("PATCH", `/api/servers/${id}`, { startup: { stopGraceSeconds: 600 } });
    await startRunning();
    const m = client.mark();
    await agent.api("POST", `/api/servers/${id}/power`, { action: "stop" });
    await client.waitFor(hasLine("Ignoring stop"), m);
    expect((await agent.api("POST", `/api/servers/${id}/power`, { action: "kill" })).status).toBe(202);
    await client.waitFor(isState("offline"), m, 10_000);
    const view = await agent.api<ServerView>("GET", `/api/servers/${id}`);
    expect(view.json.crashed).toBeNull();
    await agent.api("POST", `/api/servers/${id}/files/delete`, { paths: ["ignore-stop"] });
    await startRunning();
    await agent.api("POST", `/api/servers/${id}/power`, { action: "stop" });
    await client.waitFor(isState("offline"), client.mark() - 1, 10_000);
  });
});
