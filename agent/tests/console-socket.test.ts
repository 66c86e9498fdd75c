import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { AgentProcess } from "./helpers/agent-process.js";
import { ConsoleClient, hasLine, signConsoleToken } from "./helpers/console-client.js";
import { dockerAvailable } from "./helpers/docker-check.js";
import { FakeWebApp } from "./helpers/fake-web-app.js";
import { testImage, testServer, waitUntil } from "./helpers/fixtures.js";

const docker = await dockerAvailable("console socket auth, permissions and limits");

describe.skipIf(!docker)("console socket: tokens, permissions, throttling", () => {
  const web = new FakeWebApp();
  let agent: AgentProcess;
  const id = "socket";
  const other = "socket-other";

  beforeAll(async () => {
    const image = await testImage();
    await web.start();
    agent = new AgentProcess({
      webAppUrl: web.url,
      overrides: {
        tokens: { clockSkewSeconds: 5, expiryWarningSeconds: 60, expiryCheckIntervalMs: 200 },
        console: { throttleLines: 200, throttleWindowMs: 1000 },
      },
    });
    await agent.init();
    await agent.start();
    for (const sid of [id, other]) {
      expect((await agent.api("POST", "/api/servers", testServer(sid, image))).status).toBe(201);
    }
    await waitUntil(() => web.events("install-result").length >= 2);
    await agent.api("POST", `/api/servers/${id}/power`, { action: "start" });
    await waitUntil(
      async () => (await agent.api<{ state: string }>("GET", `/api/servers/${id}`)).json.state === "running",
    );
  });

  afterAll(async () => {
    await agent?.cleanup();
    await web.stop();
  });

  async function open(token: string): Promise<ConsoleClient> {
    const client = await ConsoleClient.connect(agent.url, id);
    client.send({ type: "auth", token });
    return client;
  }

  const token = (
    permissions: string[],
    extra: Parameters<typeof signConsoleToken>[1] extends infer C ? Partial<C> : never = {},
  ) => signConsoleToken(agent.nodeToken, { serverId: id, permissions, ...extra });

  it("refuses bad tokens and closes the socket", async () => {
    const cases: [string, string][] = [
      [await signConsoleToken("x".repeat(64), { serverId: id, permissions: ["*"] }), "Invalid token"],
      [await token(["*"], { purpose: "backup-download" }), "another purpose"],
      [await token(["*"], { serverId: other }), "another server"],
      [
        await token(["*"], { issuedAt: Math.floor(Date.now() / 1000) - 3600, ttlSeconds: 7200 }),
        "before the agent started",
      ],
      [await token(["*"], { issuedAt: Math.floor(Date.now() / 1000) - 700, ttlSeconds: 600 }), "expired"],
      [await token(["control.console"]), "does not allow connecting"],
    ];
    for (const [bad, reason] of cases) {
      const client = await open(bad);
      const refusal = await client.waitFor((m) => m.type === "auth-error");
      expect(refusal.type === "auth-error" && refusal.reason).toContain(reason);
      expect((await client.waitForClose()).code).toBe(4001);
    }
  });

  it("refuses sockets from foreign browser origins", async () => {
    const url = `${agent.url.replace("http", "ws")}/api/servers/${id}/ws`;
    const foreign = new WebSocket(url, { origin: "https://evil.example" });
    const status = await new Promise<number>((resolve) => {
      foreign.on("unexpected-response", (_req, res) => resolve(res.statusCode ?? 0));
      foreign.on("open", () => resolve(101));
      foreign.on("error", () => undefined);
    });
    expect(status).toBe(403);
    const own = new WebSocket(url, { origin: new URL(web.url).origin });
    await new Promise((resolve) => own.once("open", resolve));
    own.close();
  });

  it("accepts a token within the clock-skew allowance", async () => {
    // issued 3 s "in the future" by a web app whose clock runs ahead; the allowance is 5 s
    const client = await open(await token(["websocket.connect"], { issuedAt: Math.floor(Date.now() / 1000) + 3 }));
    await client.waitFor((m) => m.type === "auth-ok");
    client.close();
  });

  it("checks every inbound event against the token's permissions", async () => {
    const client = await open(await token(["websocket.connect"]));
    await client.waitFor((m) => m.type === "auth-ok");
    await client.waitFor((m) => m.type === "console" && m.history === true);
    let m = client.mark();
    client.send({ type: "command", command: "say should not arrive" });
    await client.waitFor((x) => x.type === "error" && x.message.includes("control.console"), m);
    client.send({ type: "power", action: "stop" });
    await client.waitFor((x) => x.type === "error" && x.message.includes("control.stop"), m);
    await new Promise((r) => setTimeout(r, 500));
    expect(client.consoleLines().some((l) => l.includes("should not arrive"))).toBe(false);
    expect(client.states().at(-1)).toBe("running");

    // re-authenticating on the same socket with more permissions lifts the refusal
    m = client.mark();
    client.send({ type: "auth", token: await token(["websocket.connect", "control.console"]) });
    await client.waitFor((x) => x.type === "auth-ok", m);
    client.send({ type: "command", command: "say now allowed" });
    await client.waitFor(hasLine("[Server] now allowed"), m);
    // no second subscription: the state is not re-sent on refresh
    expect(client.messages.slice(m).filter((x) => x.type === "state").length).toBe(0);
    client.close();
  });

  it("hides install output and backup progress without the permission", async () => {
    const plain = await open(await token(["websocket.connect"]));
    const admin = await open(await token(["*"]));
    await plain.waitFor((m) => m.type === "auth-ok");
    await admin.waitFor((m) => m.type === "auth-ok");
    const created = await agent.api<{ id: string }>("POST", `/api/servers/${id}/backups`, { name: "perm check" });
    expect(created.status).toBe(202);
    await admin.waitFor((m) => m.type === "backup-progress" && m.status === "ready");
    expect(plain.messages.some((m) => m.type === "backup-progress")).toBe(false);
    plain.close();
    admin.close();
  });

  it("warns before expiry, accepts a new token on the same socket, and ends an expired session", async () => {
    const client = await open(await token(["*"], { ttlSeconds: 62 }));
    await client.waitFor((m) => m.type === "auth-ok");
    const warning = await client.waitFor((m) => m.type === "token-expiring", 0, 5000);
    expect(warning.type === "token-expiring" && warning.expiresAt).toBeGreaterThan(Date.now() / 1000);
    const m = client.mark();
    client.send({ type: "auth", token: await token(["*"], { ttlSeconds: 600 }) });
    await client.waitFor((x) => x.type === "auth-ok" && x.expiresAt > Date.now() / 1000 + 500, m);
    client.close();

    // a token already inside its skew window: refused after exp + skew
    const shortLived = await open(await token(["*"], { ttlSeconds: 1 }));
    await shortLived.waitFor((x) => x.type === "auth-ok");
    await shortLived.waitFor((x) => x.type === "token-expired", 0, 10_000);
    expect((await shortLived.waitForClose()).code).toBe(4002);
  });

  it("limits inbound frame size and message rate", async () => {
    const big = new WebSocket(`${agent.url.replace("http", "ws")}/api/servers/${id}/ws`);
    await new Promise((r) => big.once("open", r));
    const closed = new Promise<number>((r) => big.once("close", (code) => r(code)));
    big.send(JSON.stringify({ type: "command", command: "x".repeat(10_000) }));
    expect(await closed).toBe(1009);

    const client = await open(await token(["*"]));
    await client.waitFor((m) => m.type === "auth-ok");
    const m = client.mark();
    for (let i = 0; i < 40; i++) client.send({ type: "command", command: `say burst ${i}` });
    await client.waitFor((x) => x.type === "throttled" && x.what === "command", m);
    await new Promise((r) => setTimeout(r, 1000));
    const delivered = client.consoleLines().filter((l) => l.includes("burst")).length;
    expect(delivered).toBeGreaterThanOrEqual(10);
    expect(delivered).toBeLessThan(40);
    expect(client.messages.slice(m).filter((x) => x.type === "throttled").length).toBe(1);
    client.close();
  });

  it("throttles a flooding server with one notice line", async () => {
    const client = await open(await token(["*"]));
    await client.waitFor((m) => m.type === "auth-ok");
    const m = client.mark();
    await agent.api("POST", `/api/servers/${id}/commands`, { command: "flood 5000" });
    await client.waitFor(hasLine("printing console output too quickly"), m);
    await new Promise((r) => setTimeout(r, 1500));
    const lines = client.messages.slice(m).flatMap((x) => (x.type === "console" ? x.lines : []));
    expect(lines.filter((l) => l.includes("too quickly")).length).toBe(1);
    const flood = lines.filter((l) => l.includes("flood line")).length;
    expect(flood).toBeGreaterThan(0);
    expect(flood).toBeLessThanOrEqual(400);
    // the server is still usable afterwards
    await agent.api("POST", `/api/servers/${id}/commands`, { command: "say still alive" });
    await client.waitFor(hasLine("still alive"), m, 10_000);
    client.close();
  });
});
