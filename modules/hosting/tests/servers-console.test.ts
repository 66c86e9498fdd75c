// The panel's list and server view (procedures `hosting.servers.*`) and the console token (`hosting.console.token`)
// from outside: anonymous, another user, a moderator, an admin and the owner; the token's claims and lifetime, its
// refusals (suspended, not set up, on no node); then, with a REAL agent process on the real Docker engine, a
// WebSocket client presenting the token gets auth-ok, the start-up and 'Done' lines after Start and the answer to a
// command, while another server's token is refused (docs/hosting.md "Your servers", "Console").
import { randomBytes } from "node:crypto";

import { jwtVerify } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";

import type { AgentMessage } from "@hopper/agent/protocol";

import type { Viewer } from "../../core/src/auth/viewer";
import type { Db } from "../../core/src/db/client";
import { newId } from "../../core/src/db/ids";
import { createCallerFactory } from "../../core/src/trpc";
import { setupTestDatabase } from "../../../tests/setup/test-database";
import { seedCatalogue } from "../../billing/src/server/services/catalogue/seed-catalogue";
import { hostingRouter } from "../src/server/router";
import { consoleToken, CONSOLE_TOKEN_SECONDS } from "../src/server/services/console/console-token";
import { encryptNodeToken, newNodeToken } from "../src/server/services/nodes/node-token";
import { SERVERS_PER_PAGE } from "../src/server/services/servers/list-servers";
import { dockerAvailable, startTestAgent, type TestAgent } from "./support/local-agent";
import { serverOnAgent, signedInPerson, waitFor, type Person } from "./support/server-on-agent";

const database = setupTestDatabase();
const db = (): Db => database.db;
const createCaller = createCallerFactory(hostingRouter);
const caller = (viewer: Viewer | null) => createCaller({ db: db(), viewer, ip: null, userAgent: null });

async function refusal(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return "OK";
  } catch (error) {
    const code = (error as { code?: string }).code ?? "";
    return `${code}: ${(error as Error).message}`;
  }
}

/** A node row whose agent is never asked (the list, the view and the token's signing need none). */
async function paperNode(token = newNodeToken()) {
  const id = `paper-${randomBytes(4).toString("hex")}`;
  const node = await db().hostingNode.create({
    data: {
      id,
      name: id,
      region: "europe",
      agentUrl: "http://127.0.0.1:1",
      publicUrl: "https://eu-1.nodes.example:8443",
      gameHost: "eu-1.play.example",
      tokenCiphertext: encryptNodeToken(token),
      cpu: 8,
      memoryMiB: 65536,
      diskMiB: 262144,
    },
  });
  return { node, token };
}

let port = 30000;
async function serverRow(
  ownerId: string,
  nodeId: string | null,
  data: { productId?: string; status?: string; suspendedReason?: string; name?: string; createdAt?: Date } = {},
) {
  return db().hostingServer.create({
    data: {
      id: newId(),
      agentId: `hs-${randomBytes(8).toString("hex")}`,
      ownerId,
      name: data.name ?? "Survival",
      region: "europe",
      nodeId,
      port: nodeId ? port++ : null,
      productId: data.productId ?? newId(),
      cpu: 2,
      memoryMiB: 4096,
      swapMiB: 0,
      diskMiB: 20480,
      loader: "fabric",
      gameVersion: "1.21.4",
      status: data.status ?? "ready",
      suspendedReason: data.suspendedReason ?? null,
      ...(data.createdAt ? { createdAt: data.createdAt } : {}),
    },
  });
}

describe("the list and the server view", () => {
  let owner: Person;
  let other: Person;
  let moderator: Person;
  let admin: Person;
  let serverId: string;
  let planName: string;
  const due = new Date(Date.now() + 20 * 86_400_000);

  beforeAll(async () => {
    await seedCatalogue(db());
    [owner, other, moderator, admin] = await Promise.all([
      signedInPerson(db()),
      signedInPerson(db()),
      signedInPerson(db(), "moderator"),
      signedInPerson(db(), "admin"),
    ]);
    const product = await db().billingProduct.findFirstOrThrow({
      where: { kind: "pyro" },
      include: { prices: true },
    });
    planName = product.name;
    const { node } = await paperNode();
    const server = await serverRow(owner.id, node.id, { productId: product.id, name: "Owner's world" });
    serverId = server.id;
    const price = product.prices[0]!;
    const subscription = await db().subscription.create({
      data: { id: newId(), userId: owner.id, priceId: price.id, interval: "monthly", provisioned: true, serverId },
    });
    await db().charge.create({
      data: {
        id: newId(),
        userId: owner.id,
        subscriptionId: subscription.id,
        priceId: price.id,
        type: "subscription",
        status: "open",
        amount: 500,
        currency: price.currency,
        interval: "monthly",
        due,
      },
    });
    // Noise: a deleted server of the owner and a server of someone else.
    await serverRow(owner.id, null, { status: "deleted", name: "Gone" });
    await serverRow(other.id, node.id, { name: "Other's world" });
  });

  it("refuses anonymous callers", async () => {
    expect(await refusal(caller(null).servers.list({ page: 1 }))).toMatch(/^UNAUTHORIZED/);
    expect(await refusal(caller(null).servers.view({ id: serverId }))).toMatch(/^UNAUTHORIZED/);
  });

  it("shows the owner their servers with plan, region, address, status and next renewal (not deleted ones)", async () => {
    const list = await caller(owner.viewer).servers.list({ page: 1 });
    expect(list.servers.map((view) => view.server.name)).toEqual(["Owner's world"]);
    const [view] = list.servers;
    expect(view!.planName).toBe(planName);
    expect(view!.server.region).toBe("europe");
    expect(view!.address).toMatch(/^eu-1\.play\.example:\d+$/);
    expect(view!.subscription?.state).toBe("active");
    expect(view!.subscription?.nextRenewal?.getTime()).toBe(due.getTime());
    expect(view!.canStart).toBe(true);
    // The node's token never reaches a page.
    expect(JSON.stringify(view)).not.toContain("token");
    const one = await caller(owner.viewer).servers.view({ id: serverId });
    // The page's view is the list's entry with what only a server's own pages show: its notices, why it waits for a
    // node and when an unpaid suspension ends in deletion (none of these here).
    expect(one).toEqual({ ...view, notices: [], waiting: null, deletesAt: null });
  });

  it("carries the notices shown on the server now, for the shell", async () => {
    const notice = await db().hostingNotice.create({
      data: { level: "warn", message: "Maintenance tonight", dismissable: true },
    });
    const one = await caller(owner.viewer).servers.view({ id: serverId });
    expect(one.notices.map((n) => [n.id, n.message])).toEqual([[notice.id, "Maintenance tonight"]]);
    await db().hostingNotice.delete({ where: { id: notice.id } });
  });

  it("tells another user and a moderator the server does not exist; an admin sees it but lists only their own", async () => {
    for (const person of [other, moderator]) {
      expect(await refusal(caller(person.viewer).servers.view({ id: serverId }))).toBe("NOT_FOUND: Server not found");
      const names = (await caller(person.viewer).servers.list({ page: 1 })).servers.map((v) => v.server.name);
      expect(names).not.toContain("Owner's world");
    }
    expect((await caller(admin.viewer).servers.view({ id: serverId })).server.name).toBe("Owner's world");
    expect((await caller(admin.viewer).servers.list({ page: 1 })).servers).toEqual([]);
  });

  it("answers a malformed or unknown id with the same not-found, and a bad page with 400", async () => {
    for (const id of ["../x", "ZZZZZZZZ", "a".repeat(300)]) {
      expect(await refusal(caller(owner.viewer).servers.view({ id }))).toMatch(/^(NOT_FOUND|BAD_REQUEST)/);
    }
    expect(await refusal(caller(owner.viewer).servers.list({ page: 0 }))).toMatch(/^BAD_REQUEST/);
  });

  it("pages the list newest first, 20 a page", async () => {
    const many = await signedInPerson(db());
    const base = Date.now() - 1_000_000;
    for (let i = 0; i < SERVERS_PER_PAGE + 1; i++) {
      await serverRow(many.id, null, { name: `s${i}`, status: "provisioning", createdAt: new Date(base + i * 1000) });
    }
    const first = await caller(many.viewer).servers.list({ page: 1 });
    const second = await caller(many.viewer).servers.list({ page: 2 });
    expect([first.servers.length, second.servers.length, first.pageCount, first.total]).toEqual([
      SERVERS_PER_PAGE,
      1,
      2,
      SERVERS_PER_PAGE + 1,
    ]);
    expect(first.servers[0]!.server.name).toBe(`s${SERVERS_PER_PAGE}`);
    expect(second.servers[0]!.server.name).toBe("s0");
    // Not set up yet: no address, cannot start.
    expect([second.servers[0]!.address, second.servers[0]!.canStart]).toEqual([null, false]);
  });
});

describe("the console token", () => {
  let owner: Person;
  let other: Person;
  let moderator: Person;
  let admin: Person;
  let nodeToken: string;
  let serverId: string;
  let agentId: string;

  beforeAll(async () => {
    [owner, other, moderator, admin] = await Promise.all([
      signedInPerson(db()),
      signedInPerson(db()),
      signedInPerson(db(), "moderator"),
      signedInPerson(db(), "admin"),
    ]);
    const paper = await paperNode();
    nodeToken = paper.token;
    const server = await serverRow(owner.id, paper.node.id);
    serverId = server.id;
    agentId = server.agentId;
  });

  it("is an HS256 JWT signed with the node token, for this server and user, ten minutes long", async () => {
    const now = new Date("2026-11-26T12:00:00.000Z");
    const issued = await consoleToken(db(), owner.actor, serverId, now);
    const { payload, protectedHeader } = await jwtVerify(issued.token, new TextEncoder().encode(nodeToken), {
      currentDate: now,
    });
    expect(protectedHeader.alg).toBe("HS256");
    expect(payload).toMatchObject({ purpose: "console", server_id: agentId, sub: owner.id });
    expect(payload.permissions).toEqual(
      expect.arrayContaining(["websocket.connect", "control.console", "control.start"]),
    );
    expect(payload.iat).toBe(now.getTime() / 1000);
    expect(payload.exp).toBe(now.getTime() / 1000 + CONSOLE_TOKEN_SECONDS);
    expect(issued.expiresAt.getTime()).toBe(now.getTime() + 600_000);
    expect(issued.socketUrl).toBe(`wss://eu-1.nodes.example:8443/api/servers/${agentId}/ws`);
    // Expired past its ten minutes.
    const later = new Date(now.getTime() + 601_000);
    await expect(jwtVerify(issued.token, new TextEncoder().encode(nodeToken), { currentDate: later })).rejects.toThrow(
      /exp/,
    );
  });

  it("is given to an admin (sub: the admin) through the procedure, and refused to everyone else", async () => {
    const issued = await caller(admin.viewer).console.token({ id: serverId });
    const { payload } = await jwtVerify(issued.token, new TextEncoder().encode(nodeToken));
    expect(payload.sub).toBe(admin.id);
    expect(await refusal(caller(null).console.token({ id: serverId }))).toMatch(/^UNAUTHORIZED/);
    for (const person of [other, moderator]) {
      expect(await refusal(caller(person.viewer).console.token({ id: serverId }))).toBe("NOT_FOUND: Server not found");
    }
  });

  it("is refused for a suspended server, one being set up and one on no node", async () => {
    const { node } = await paperNode();
    const suspended = await serverRow(owner.id, node.id, { suspendedReason: "paymentfailed" });
    const installing = await serverRow(owner.id, node.id, { status: "installing" });
    const unplaced = await serverRow(owner.id, null, { status: "provisioning" });
    expect(await refusal(caller(owner.viewer).console.token({ id: suspended.id }))).toMatch(/^CONFLICT: .*suspended/);
    expect(await refusal(caller(owner.viewer).console.token({ id: installing.id }))).toMatch(/^CONFLICT: .*set up/);
    expect(await refusal(caller(owner.viewer).console.token({ id: unplaced.id }))).toMatch(/^CONFLICT: .*set up/);
  });
});

/** A console client as the browser's: records every message and waits for one (bounded). */
class Socket {
  readonly messages: AgentMessage[] = [];
  closed: number | null = null;
  private constructor(readonly ws: WebSocket) {
    ws.on("message", (data) => this.messages.push(JSON.parse(String(data)) as AgentMessage));
    ws.on("close", (code) => (this.closed = code));
  }
  static async open(url: string): Promise<Socket> {
    const ws = new WebSocket(url);
    await new Promise<void>((resolve, reject) => {
      ws.once("open", () => resolve());
      ws.once("error", reject);
    });
    return new Socket(ws);
  }
  send(message: unknown) {
    this.ws.send(JSON.stringify(message));
  }
  async until(predicate: (message: AgentMessage) => boolean): Promise<AgentMessage> {
    let found: AgentMessage | undefined;
    await waitFor(() => (found = this.messages.find(predicate)) !== undefined);
    return found!;
  }
  lines() {
    return this.messages.flatMap((message) => (message.type === "console" ? message.lines : []));
  }
}

const docker = await dockerAvailable("hosting console");

describe.skipIf(!docker)("the console socket on a real agent", () => {
  let agent: TestAgent;
  let owner: Person;
  let serverId: string;
  let otherServerId: string;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    agent = await startTestAgent({ db: db() });
    owner = await signedInPerson(db());
    const [server, otherServer] = await Promise.all([
      serverOnAgent(db(), agent.node, owner.id, agent.image),
      serverOnAgent(db(), agent.node, owner.id, agent.image),
    ]);
    serverId = server.id;
    otherServerId = otherServer.id;
  }, 120_000);
  afterAll(async () => {
    for (const socket of sockets) socket.ws.close();
    await agent?.stop();
  });

  it("authenticates with the token, shows the start-up lines and 'Done' after Start, and answers a command", async () => {
    const issued = await caller(owner.viewer).console.token({ id: serverId });
    expect(issued.socketUrl).toBe(
      `${agent.agentUrl.replace(/^http/, "ws")}/api/servers/${
        (await db().hostingServer.findUniqueOrThrow({ where: { id: serverId } })).agentId
      }/ws`,
    );
    const socket = await Socket.open(issued.socketUrl);
    sockets.push(socket);
    socket.send({ type: "auth", token: issued.token });
    const ok = await socket.until((m) => m.type === "auth-ok");
    expect(ok.type === "auth-ok" && ok.permissions).toEqual(expect.arrayContaining(["control.console"]));

    socket.send({ type: "power", action: "start" });
    await waitFor(() => socket.lines().some((line) => line.includes("Done (")));
    expect(socket.lines().some((line) => line.includes("Starting minecraft server"))).toBe(true);
    await socket.until((m) => m.type === "state" && m.state === "running");

    socket.send({ type: "command", command: "say hello" });
    await waitFor(() => socket.lines().some((line) => line.includes("[Server] hello")));

    socket.send({ type: "power", action: "stop" });
    await socket.until((m) => m.type === "state" && m.state === "offline");
  }, 60_000);

  it("refuses another server's token on this server's socket (close 4001)", async () => {
    const mine = await caller(owner.viewer).console.token({ id: serverId });
    const theirs = await caller(owner.viewer).console.token({ id: otherServerId });
    const socket = await Socket.open(mine.socketUrl);
    sockets.push(socket);
    socket.send({ type: "auth", token: theirs.token });
    await socket.until((m) => m.type === "auth-error");
    await waitFor(() => socket.closed !== null);
    expect(socket.closed).toBe(4001);
  }, 30_000);
});
