import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DockerRuntime } from "../src/docker/runtime.js";
import type { ServerView } from "../src/protocol.js";
import { AgentProcess } from "./helpers/agent-process.js";
import { ConsoleClient, hasLine, isState, signConsoleToken } from "./helpers/console-client.js";
import { DOCKER_SOCKET, dockerAvailable } from "./helpers/docker-check.js";
import { FakeWebApp } from "./helpers/fake-web-app.js";
import { testImage, testServer, waitUntil } from "./helpers/fixtures.js";

const docker = await dockerAvailable("crash detection and restart back-off");

describe.skipIf(!docker)("crash detection and restart back-off", () => {
  const web = new FakeWebApp();
  let agent: AgentProcess;
  let client: ConsoleClient;
  const id = "crashy";

  beforeAll(async () => {
    const image = await testImage();
    await web.start();
    // back-off 1 s, 2 s, 4 s; give up after 3 crashes in a row
    agent = new AgentProcess({ webAppUrl: web.url });
    await agent.init();
    await agent.start();
    expect((await agent.api("POST", "/api/servers", testServer(id, image))).status).toBe(201);
    await waitUntil(() => web.events("install-result").some((e) => e.serverId === id));
    client = await ConsoleClient.connect(agent.url, id);
    client.send({ type: "auth", token: await signConsoleToken(agent.nodeToken, { serverId: id, permissions: ["*"] }) });
    await client.waitFor((m) => m.type === "auth-ok");
  });

  afterAll(async () => {
    client?.close();
    await agent?.cleanup();
    await web.stop();
  });

  it("detects a crash while running and restarts after a delay", async () => {
    await agent.api("POST", `/api/servers/${id}/power`, { action: "start" });
    await client.waitFor(isState("running"));
    const m = client.mark();
    const crashedAt = Date.now();
    client.send({ type: "command", command: "crash" });
    const offline = await client.waitFor(isState("offline"), m);
    expect(offline).toMatchObject({ crashed: { exitCode: 3, oomKilled: false } });
    await client.waitFor(hasLine("Server process stopped unexpectedly (exit code 3)"), m);
    await client.waitFor(hasLine("Restarting in 1s"), m);
    await client.waitFor(isState("running"), m);
    // not a tight loop: the restart waited for the back-off
    expect(Date.now() - crashedAt).toBeGreaterThanOrEqual(900);
    await waitUntil(() => web.events("server-state").some((e) => e.serverId === id && e.crashed && e.exitCode === 3));
  });

  it("a stop typed in the console is a stop, not a crash", async () => {
    const m = client.mark();
    client.send({ type: "command", command: "stop" });
    const offline = await client.waitFor(isState("offline"), m);
    expect(offline.type === "state" && offline.crashed).toBeFalsy();
    await new Promise((r) => setTimeout(r, 1500));
    expect(
      client.messages.slice(m).some((x) => x.type === "console" && x.lines.some((l) => l.includes("Restarting"))),
    ).toBe(false);
    expect((await agent.api<ServerView>("GET", `/api/servers/${id}`)).json.state).toBe("offline");
  });

  it("backs off with growing delays on a boot loop and gives up", async () => {
    await agent.api("PUT", `/api/servers/${id}/files/write?path=crash-on-start`, "boom");
    const m = client.mark();
    await agent.api("POST", `/api/servers/${id}/power`, { action: "start" });
    await client.waitFor(hasLine("Restarting in 1s (attempt 1)"), m);
    await client.waitFor(hasLine("Restarting in 2s (attempt 2)"), m, 20_000);
    await client.waitFor(hasLine("Restarting in 4s (attempt 3)"), m, 20_000);
    await client.waitFor(hasLine("Crashed 3 times in a row; not restarting automatically"), m, 30_000);
    const starts = client.messages.slice(m).filter(isState("starting")).length;
    expect(starts).toBe(4);
    const view = await agent.api<ServerView>("GET", `/api/servers/${id}`);
    expect(view.json.state).toBe("offline");
    expect(view.json.crashed?.exitCode, JSON.stringify(view.json)).toBe(1);

    // a manual start after fixing the problem works
    await agent.api("POST", `/api/servers/${id}/files/delete`, { paths: ["crash-on-start"] });
    const m2 = client.mark();
    await agent.api("POST", `/api/servers/${id}/power`, { action: "start" });
    await client.waitFor(isState("running"), m2);
    await agent.api("POST", `/api/servers/${id}/power`, { action: "kill" });
    await client.waitFor(isState("offline"), m2);
  });

  it("after an agent crash: re-attaches to a running server, and treats one that died meanwhile as crashed", async () => {
    const m = client.mark();
    await agent.api("POST", `/api/servers/${id}/power`, { action: "start" });
    await client.waitFor(isState("running"), m);
    client.close();
    await agent.kill();
    await agent.start();
    expect((await agent.api<ServerView>("GET", `/api/servers/${id}`)).json.state).toBe("running");
    client = await ConsoleClient.connect(agent.url, id);
    client.send({ type: "auth", token: await signConsoleToken(agent.nodeToken, { serverId: id, permissions: ["*"] }) });
    await client.waitFor((x) => x.type === "auth-ok");
    client.send({ type: "command", command: "say still attached" });
    await client.waitFor(hasLine("[Server] still attached"));

    // the agent dies, then the server dies while nobody watches
    client.close();
    await agent.kill();
    await new DockerRuntime(DOCKER_SOCKET).kill(`${agent.nodeId}-${id}`);
    await agent.start();
    const view = await agent.api<ServerView>("GET", `/api/servers/${id}`);
    expect(view.json.crashed?.exitCode).toBe(137);
    // ...and the back-off brings it back
    await waitUntil(
      async () => (await agent.api<ServerView>("GET", `/api/servers/${id}`)).json.state === "running",
      20_000,
    );
    client = await ConsoleClient.connect(agent.url, id);
    client.send({ type: "auth", token: await signConsoleToken(agent.nodeToken, { serverId: id, permissions: ["*"] }) });
    await client.waitFor((x) => x.type === "auth-ok");
  });
});
