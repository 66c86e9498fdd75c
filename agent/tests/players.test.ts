import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ServerPlayers, ServerView } from "../src/protocol.js";
import { PlayerTracker } from "../src/servers/player-tracker.js";
import { AgentProcess } from "./helpers/agent-process.js";
import { ConsoleClient, hasLine, signConsoleToken } from "./helpers/console-client.js";
import { dockerAvailable } from "./helpers/docker-check.js";
import { FakeWebApp } from "./helpers/fake-web-app.js";
import { testImage, testServer, waitUntil } from "./helpers/fixtures.js";

describe("player tracker (console parsing)", () => {
  it("counts vanilla, Forge and Paper join/leave lines and ignores chat and other prefixes", () => {
    const t = new PlayerTracker();
    expect(t.observe("[12:00:00] [Server thread/INFO]: Alex joined the game")).toBe(true);
    expect(t.observe("[12:00:01] [Server thread/INFO] [minecraft/MinecraftServer]: Steve joined the game")).toBe(true);
    expect(t.observe("[12:00:02 INFO]: Notch_1 joined the game")).toBe(true);
    expect(t.view()).toEqual({ online: 3, max: null, names: ["Alex", "Steve", "Notch_1"] });
    for (const ignored of [
      "[Server thread/INFO]: <Alex> Eve joined the game",
      "[12:00:03 INFO]: [Not Secure] <Alex> Eve joined the game",
      "[Server thread/INFO]: [Server] Eve joined the game",
      "[Server thread/INFO]: * Alex Eve joined the game",
      "[Server thread/WARN]: Eve joined the game",
      "[User Authenticator #1/INFO]: Eve joined the game",
      "Eve joined the game",
      "[Server thread/INFO]: Way_too_long_name_x joined the game",
      "[Server thread/INFO]: Eve joined the game, really",
      "[Server thread/INFO]: Eve left the game", // never joined
    ]) {
      expect(t.observe(ignored), ignored).toBe(false);
    }
    expect(t.observe("\u001b[32m[Server thread/INFO]: Alex left the game\u001b[0m")).toBe(true);
    expect(t.view().online).toBe(2);
    expect(t.observe("[Server thread/INFO]: Alex joined the game")).toBe(true);
    expect(t.observe("[Server thread/INFO]: Alex joined the game")).toBe(false); // already online
  });

  it("takes the list answer as the truth, with the maximum; resets keep the maximum", () => {
    const t = new PlayerTracker();
    t.observe("[Server thread/INFO]: Ghost joined the game");
    expect(t.observe("[Server thread/INFO]: There are 3 of a max of 20 players online: Alex, .Bedrock, Steve")).toBe(
      true,
    );
    expect(t.view()).toEqual({ online: 3, max: 20, names: ["Alex", "Steve"] });
    expect(t.observe("[Server thread/INFO]: There are 0 of a max of 20 players online: ")).toBe(true);
    expect(t.view()).toEqual({ online: 0, max: 20, names: [] });
    t.observe("[Server thread/INFO]: Alex joined the game");
    expect(t.reset()).toBe(true);
    expect(t.view()).toEqual({ online: 0, max: 20, names: [] });
    expect(t.setMaxFromProperties("motd=x\nmax-players=64\n")).toBe(true);
    expect(t.view().max).toBe(64);
    expect(t.setMaxFromProperties("max-players=lots\n")).toBe(false);
  });

  it("bounds what it remembers and what it lists", () => {
    const t = new PlayerTracker();
    for (let i = 0; i < 1500; i++) t.observe(`[Server thread/INFO]: p${i} joined the game`);
    expect(t.view().online).toBe(1500);
    expect(t.view().names).toHaveLength(100);
    t.observe("[Server thread/INFO]: p1499 left the game"); // an unnamed one leaves
    expect(t.view().online).toBe(1499);
  });
});

const docker = await dockerAvailable("players from the console");

describe.skipIf(!docker)("players online on a real server", () => {
  const web = new FakeWebApp();
  let agent: AgentProcess;
  const id = "players";

  beforeAll(async () => {
    const image = await testImage();
    await web.start();
    agent = new AgentProcess({ webAppUrl: web.url });
    await agent.init();
    await agent.start();
    expect((await agent.api("POST", "/api/servers", testServer(id, image))).status).toBe(201);
    await waitUntil(() => web.events("install-result").length >= 1);
    await agent.api("POST", `/api/servers/${id}/power`, { action: "start" });
    await waitUntil(async () => (await view()).state === "running");
  });

  afterAll(async () => {
    await agent?.cleanup();
    await web.stop();
  });

  async function view(): Promise<ServerView> {
    return (await agent.api<ServerView>("GET", `/api/servers/${id}`)).json;
  }
  const command = (c: string) => agent.api("POST", `/api/servers/${id}/commands`, { command: c });

  it("tracks joins and leaves in the REST view and the socket's stats, ignores chat, resets on stop", async () => {
    // max-players comes from server.properties the server wrote on its first start
    await waitUntil(async () => (await view()).stats.players.max === 20);
    expect((await view()).stats.players).toEqual({ online: 0, max: 20, names: [] });

    const client = await ConsoleClient.connect(agent.url, id);
    client.send({ type: "auth", token: await signConsoleToken(agent.nodeToken, { serverId: id, permissions: ["*"] }) });
    await client.waitFor((m) => m.type === "auth-ok");
    const playersInStats = (want: (p: ServerPlayers) => boolean, from: number) =>
      client.waitFor((m) => m.type === "stats" && want(m.stats.players), from, 10_000);

    let m = client.mark();
    await command("join Alex");
    await command("join Steve");
    await playersInStats((p) => p.online === 2, m);
    expect((await view()).stats.players).toEqual({ online: 2, max: 20, names: ["Alex", "Steve"] });

    m = client.mark();
    await command("leave Alex");
    // a player saying something that looks like a join is chat, not a join
    await command("chat Steve Eve joined the game");
    await client.waitFor(hasLine("<Steve> Eve joined the game"), m);
    await playersInStats((p) => p.online === 1, m);
    expect((await view()).stats.players).toEqual({ online: 1, max: 20, names: ["Steve"] });

    // the list answer agrees
    m = client.mark();
    await command("list");
    await client.waitFor(hasLine("There are 1 of a max of 20 players online: Steve"), m);
    expect((await view()).stats.players.names).toEqual(["Steve"]);

    m = client.mark();
    await agent.api("POST", `/api/servers/${id}/power`, { action: "stop" });
    await waitUntil(async () => (await view()).state === "offline");
    expect((await view()).stats.players).toEqual({ online: 0, max: 20, names: [] });
    await playersInStats((p) => p.online === 0, m);
    client.close();
  });
});
