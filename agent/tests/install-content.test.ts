import { createHash } from "node:crypto";
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ServerView } from "../src/protocol.js";
import { AgentProcess } from "./helpers/agent-process.js";
import { ConsoleClient, signConsoleToken } from "./helpers/console-client.js";
import { dockerAvailable } from "./helpers/docker-check.js";
import { FakeWebApp } from "./helpers/fake-web-app.js";
import { testImage, testServer, waitUntil } from "./helpers/fixtures.js";

const docker = await dockerAvailable("install, reinstall and content install");

describe.skipIf(!docker)("install, reinstall and content from a URL", () => {
  const web = new FakeWebApp();
  let agent: AgentProcess;
  let files: http.Server;
  let filesUrl = "";
  const id = "installs";
  const jar = Buffer.from("PK fake mod jar");

  beforeAll(async () => {
    const image = await testImage();
    await web.start();
    files = http.createServer((req, res) => {
      if (req.url === "/redirect") return void res.writeHead(302, { location: "/mods/sodium.jar" }).end();
      if (req.url?.startsWith("/mods/")) return void res.writeHead(200).end(jar);
      res.writeHead(404).end();
    });
    await new Promise<void>((r) => files.listen(0, "127.0.0.1", r));
    const address = files.address();
    filesUrl = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
    agent = new AgentProcess({ webAppUrl: web.url });
    await agent.init();
    await agent.start();
    await agent.api("POST", "/api/servers", testServer(id, image));
    await waitUntil(() => web.events("install-result").length >= 1);
  });

  afterAll(async () => {
    await agent?.cleanup();
    await web.stop();
    files?.close();
  });

  it("reinstalls with a new loader and game version, optionally wiping files, streaming output", async () => {
    await agent.api("PUT", `/api/servers/${id}/files/write?path=old-world.txt`, "old");
    const client = await ConsoleClient.connect(agent.url, id);
    client.send({ type: "auth", token: await signConsoleToken(agent.nodeToken, { serverId: id, permissions: ["*"] }) });
    await client.waitFor((m) => m.type === "auth-ok");
    const res = await agent.api("POST", `/api/servers/${id}/install`, {
      loader: "neoforge",
      loaderVersion: "21.1.77",
      gameVersion: "1.21.1",
      wipe: true,
    });
    expect(res.status).toBe(202);
    await waitUntil(() => web.events("install-result").some((e) => e.serverId === id && e.reinstall && e.successful));
    await client.waitFor((m) => m.type === "install-output" && m.line.includes("Installation finished"));
    const view = await agent.api<ServerView>("GET", `/api/servers/${id}`);
    expect(view.json.installed).toEqual({ loader: "neoforge", loaderVersion: "21.1.77", gameVersion: "1.21.1" });
    expect((await agent.api("GET", `/api/servers/${id}/files/read?path=old-world.txt`)).status).toBe(404);

    // the new environment reaches the server process
    await agent.api("POST", `/api/servers/${id}/power`, { action: "start" });
    await client.waitFor((m) => m.type === "console" && m.lines.some((l) => l.includes("version 1.21.1 (NEOFORGE)")));
    await agent.api("POST", `/api/servers/${id}/power`, { action: "kill" });
    await waitUntil(async () => (await agent.api<ServerView>("GET", `/api/servers/${id}`)).json.state === "offline");
    client.close();
  });

  it("puts mods, plugins and data packs from a URL into the right folder", async () => {
    const sha512 = createHash("sha512").update(jar).digest("hex");
    const mod = await agent.api("POST", `/api/servers/${id}/content`, {
      url: `${filesUrl}/redirect`,
      kind: "mod",
      filename: "sodium.jar",
      sha512,
    });
    expect(mod.status, mod.text).toBe(201);
    expect(mod.json.path).toBe("mods/sodium.jar");
    expect((await agent.api("GET", `/api/servers/${id}/files/read?path=mods/sodium.jar`)).text).toBe(jar.toString());
    const plugin = await agent.api("POST", `/api/servers/${id}/content`, {
      url: `${filesUrl}/mods/essentials.jar`,
      kind: "plugin",
    });
    expect(plugin.json.path).toBe("plugins/essentials.jar");
    const pack = await agent.api("POST", `/api/servers/${id}/content`, {
      url: `${filesUrl}/mods/pack.zip`,
      kind: "datapack",
    });
    expect(pack.json.path).toBe("world/datapacks/pack.zip");

    const bad = await agent.api("POST", `/api/servers/${id}/content`, {
      url: `${filesUrl}/mods/x.jar`,
      kind: "mod",
      sha512: "0".repeat(128),
    });
    expect(bad.status).toBe(422);
    expect((await agent.api("GET", `/api/servers/${id}/files/read?path=mods/x.jar`)).status).toBe(404);
    const traversal = await agent.api("POST", `/api/servers/${id}/content`, {
      url: `${filesUrl}/mods/a.jar`,
      kind: "mod",
      filename: "../a.jar",
    });
    expect(traversal.status).toBe(400);
  });
});
