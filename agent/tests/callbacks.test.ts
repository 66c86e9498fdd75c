import { readdir } from "node:fs/promises";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { ServerView } from "../src/protocol.js";
import { AgentProcess } from "./helpers/agent-process.js";
import { dockerAvailable } from "./helpers/docker-check.js";
import { FakeWebApp } from "./helpers/fake-web-app.js";
import { testImage, testServer, waitUntil } from "./helpers/fixtures.js";

const docker = await dockerAvailable("callbacks to the web app");

describe.skipIf(!docker)("callbacks survive a web-app outage and an agent restart", () => {
  const web = new FakeWebApp();
  let agent: AgentProcess;
  const id = "callbacks";
  let webPort: number;

  const pending = async () =>
    (await readdir(path.join(agent.dir, "data", "outbox"))).filter((n) => n.endsWith(".json")).length;

  beforeAll(async () => {
    const image = await testImage();
    await web.start();
    webPort = web.port;
    agent = new AgentProcess({ webAppUrl: web.url });
    await agent.init();
    await agent.start();
    await agent.api("POST", "/api/servers", testServer(id, image));
    await waitUntil(() => web.events("install-result").length >= 1);
  });

  afterEach((ctx) => {
    if (ctx.task.result?.state === "fail") console.error(agent.logs.slice(-40).join("\n"));
  });

  afterAll(async () => {
    await agent?.cleanup();
    await web.stop();
  });

  it("keeps events on disk while the web app is down and delivers them in order when it is back", async () => {
    await web.stop();
    await agent.api("POST", `/api/servers/${id}/power`, { action: "start" });
    await waitUntil(async () => (await agent.api<ServerView>("GET", `/api/servers/${id}`)).json.state === "running");
    await agent.api("POST", `/api/servers/${id}/power`, { action: "stop" });
    await waitUntil(async () => (await agent.api<ServerView>("GET", `/api/servers/${id}`)).json.state === "offline");
    await waitUntil(async () => (await pending()) >= 4);

    // the agent restarts during the outage: nothing queued is lost
    await agent.stop();
    await agent.start();
    expect(await pending()).toBeGreaterThanOrEqual(4);
    expect(web.events("server-state").filter((e) => e.serverId === id)).toEqual([]);

    await web.start(webPort);
    await waitUntil(() => web.events("server-state").filter((e) => e.serverId === id).length >= 4, 20_000);
    const states = web
      .events("server-state")
      .filter((e) => e.serverId === id)
      .map((e) => e.state);
    expect(states.slice(0, 4)).toEqual(["starting", "running", "stopping", "offline"]);
    await waitUntil(async () => (await pending()) === 0);
    // every envelope says which node sent it
    expect(web.received.every((e) => e.nodeId === agent.nodeId)).toBe(true);
  });

  it("retries on 5xx and parks events the web app rejects for good", async () => {
    web.failWith = 503;
    await agent.api("POST", `/api/servers/${id}/power`, { action: "start" });
    await waitUntil(async () => (await pending()) >= 2);
    web.failWith = null;
    await waitUntil(async () => (await pending()) === 0, 20_000);
    expect(web.events("server-state").some((e) => e.serverId === id && e.state === "running")).toBe(true);

    web.failWith = 400;
    const before = web.received.length;
    // kill produces two state events (stopping, offline); both are refused and parked
    await agent.api("POST", `/api/servers/${id}/power`, { action: "kill" });
    await waitUntil(
      async () =>
        (await readdir(path.join(agent.dir, "data", "outbox", "rejected"))).length >= 2 && (await pending()) === 0,
      20_000,
    );
    web.failWith = null;
    expect(web.received.length).toBe(before);
  });
});
