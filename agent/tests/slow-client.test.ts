import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AgentProcess } from "./helpers/agent-process.js";
import { ConsoleClient, hasLine, signConsoleToken } from "./helpers/console-client.js";
import { dockerAvailable } from "./helpers/docker-check.js";
import { FakeWebApp } from "./helpers/fake-web-app.js";
import { testImage, testServer, waitUntil } from "./helpers/fixtures.js";
import { RawSocketClient } from "./helpers/raw-socket-client.js";

const docker = await dockerAvailable("slow console client");

describe.skipIf(!docker)("a slow console client", () => {
  const web = new FakeWebApp();
  let agent: AgentProcess;
  const id = "slow-client";

  beforeAll(async () => {
    const image = await testImage();
    await web.start();
    // a generous server-side throttle so the per-socket queue is what drops lines here
    agent = new AgentProcess({
      webAppUrl: web.url,
      overrides: { console: { throttleLines: 100_000, throttleWindowMs: 100 } },
    });
    await agent.init();
    await agent.start();
    await agent.api("POST", "/api/servers", testServer(id, image));
    await waitUntil(() => web.events("install-result").length >= 1);
    await agent.api("POST", `/api/servers/${id}/power`, { action: "start" });
    await waitUntil(
      async () => (await agent.api<{ state: string }>("GET", `/api/servers/${id}`)).json.state === "running",
    );
  });

  afterAll(async () => {
    await agent?.cleanup();
    await web.stop();
  });

  it("keeps the agent and other clients fast while one client stops reading", async () => {
    const token = await signConsoleToken(agent.nodeToken, { serverId: id, permissions: ["*"] });
    const slow = await RawSocketClient.connect(agent.port, `/api/servers/${id}/ws`);
    slow.sendText(JSON.stringify({ type: "auth", token }));
    await slow.waitForText("auth-ok", 5000);
    const fast = await ConsoleClient.connect(agent.url, id);
    fast.send({ type: "auth", token });
    await fast.waitFor((m) => m.type === "auth-ok");

    // the slow client stops reading: kernel buffers fill, then the agent's small queue for it
    slow.pause();
    for (let i = 0; i < 10; i++) {
      await agent.api("POST", `/api/servers/${id}/commands`, { command: "flood 20000" });
      await new Promise((r) => setTimeout(r, 200));
    }
    await agent.api("POST", `/api/servers/${id}/commands`, { command: "say end of flood" });
    // the fast client got everything while the slow one was stuck, and the agent answers promptly
    await fast.waitFor(hasLine("end of flood"), 0, 20_000);
    const t0 = Date.now();
    expect((await agent.api("GET", `/api/servers/${id}`)).status).toBe(200);
    expect(Date.now() - t0).toBeLessThan(1000);

    slow.resume();
    await slow.waitForText("end of flood", 20_000);
    // whether lines were dropped depends on the host's TCP buffer sizes (up to 32 MB here); the
    // drop-oldest queue itself is covered by client-channel.test.ts
    const fastLines = fast.consoleLines().filter((l) => l.includes("flood line")).length;
    expect(slow.count("flood line")).toBeLessThanOrEqual(fastLines);
    slow.close();
    fast.close();
  });
});
