import { writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AgentProcess } from "./helpers/agent-process.js";
import { ConsoleClient, hasLine, isState, signConsoleToken } from "./helpers/console-client.js";
import { dockerAvailable } from "./helpers/docker-check.js";
import { FakeWebApp } from "./helpers/fake-web-app.js";
import { testImage, testServer, waitUntil } from "./helpers/fixtures.js";

const docker = await dockerAvailable("disk limit");

describe.skipIf(!docker)("disk limit of the plan", () => {
  const web = new FakeWebApp();
  let agent: AgentProcess;
  const id = "disk-limit";

  beforeAll(async () => {
    const image = await testImage();
    await web.start();
    agent = new AgentProcess({ webAppUrl: web.url });
    await agent.init();
    await agent.start();
    const server = testServer(id, image);
    await agent.api("POST", "/api/servers", { ...server, plan: { ...server.plan, diskMiB: 16 } });
    await waitUntil(() => web.events("install-result").length >= 1);
  });

  afterAll(async () => {
    await agent?.cleanup();
    await web.stop();
  });

  it("stops a running server that outgrows its disk and refuses to start it until space is freed", async () => {
    const client = await ConsoleClient.connect(agent.url, id);
    client.send({ type: "auth", token: await signConsoleToken(agent.nodeToken, { serverId: id, permissions: ["*"] }) });
    await client.waitFor((m) => m.type === "auth-ok");
    await agent.api("POST", `/api/servers/${id}/power`, { action: "start" });
    await client.waitFor(isState("running"));
    const m = client.mark();
    // the game itself writes a big file (not through the agent's API, which checks quota itself)
    const root = path.join(agent.dir, "data", "servers", id, "data");
    await writeFile(path.join(root, "world", "huge.dat"), Buffer.alloc(20 * 1024 * 1024));
    await client.waitFor(hasLine("is above the plan's 16 MiB; stopping the server"), m, 15_000);
    const offline = await client.waitFor(isState("offline"), m, 15_000);
    expect(offline.type === "state" && offline.crashed).toBeFalsy();

    const refused = await agent.api("POST", `/api/servers/${id}/power`, { action: "start", waitSeconds: 0 });
    expect(refused.status).toBe(409);
    expect(refused.json.error).toBe("disk_full");
    const upload = await agent.api("PUT", `/api/servers/${id}/files/write?path=more.txt`, "x");
    expect(upload.status).toBe(413);

    await agent.api("POST", `/api/servers/${id}/files/delete`, { paths: ["world/huge.dat"] });
    const m2 = client.mark();
    await agent.api("POST", `/api/servers/${id}/power`, { action: "start" });
    await client.waitFor(isState("running"), m2);
    client.close();
  });
});
