import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createSession } from "../../core/src/auth/sessions";
import { resolveViewer } from "../../core/src/auth/viewer";
import type { Viewer } from "../../core/src/auth/viewer";
import type { Role } from "../../core/src/db/generated/client";
import { createCallerFactory } from "../../core/src/trpc";
import { setupTestDatabase } from "../../../tests/setup/test-database";
import { hostingRouter } from "../src/server/router";
import { decryptNodeToken } from "../src/server/services/nodes/node-token";
import { checkNodeHealth } from "../src/server/services/nodes/nodes";
import { dockerAvailable, startTestAgent, type TestAgent } from "./support/local-agent";
import { person, placedServer } from "./support/node-fixtures";

// hosting.nodes.* from outside (docs/hosting.md "Operating nodes"): admins register nodes (token shown once with a
// ready agent.json), list them with use and live health, drain and rotate; anonymous is 401, a user or a moderator
// 403, and bad input is a 400 that creates nothing.
const database = setupTestDatabase();
const docker = await dockerAvailable("hosting nodes");
const createCaller = createCallerFactory(hostingRouter);
const callerFor = (viewer: Viewer | null) => createCaller({ db: database.db, viewer, ip: null, userAgent: null }).nodes;

async function viewerOf(role: Role) {
  const { id } = await person(database.db, role);
  const session = await createSession(database.db, id, { ip: "192.0.2.1", userAgent: "vitest" });
  return (await resolveViewer(database.db, { sessionId: session.id }))!;
}

async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return "resolved";
  } catch (error) {
    return (error as { code?: string }).code ?? String(error);
  }
}

const form = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  name: `Node ${id}`,
  region: "europe",
  agentUrl: "http://127.0.0.1:1",
  publicUrl: "https://eu-1.example.test:8443",
  gameHost: "eu-1.example.test",
  cpu: "16",
  memoryMiB: "65536",
  diskMiB: 524288,
  portFirst: "25565",
  portLast: "25664",
  ...extra,
});

describe.skipIf(!docker)("hosting.nodes", () => {
  let agent: TestAgent;
  let admin: Viewer;
  let user: Viewer;
  let moderator: Viewer;
  beforeAll(async () => {
    agent = await startTestAgent({ db: database.db, cpu: 8, memoryMiB: 8192, diskMiB: 20480 });
    [admin, user, moderator] = await Promise.all([viewerOf("admin"), viewerOf("user"), viewerOf("moderator")]);
  });
  afterAll(async () => {
    await agent?.stop();
  });

  it("lets only admins in", async () => {
    for (const [viewer, code] of [
      [null, "UNAUTHORIZED"],
      [user, "FORBIDDEN"],
      [moderator, "FORBIDDEN"],
    ] as const) {
      const nodes = callerFor(viewer);
      expect(await codeOf(nodes.list())).toBe(code);
      expect(await codeOf(nodes.register(form("eu-refused")))).toBe(code);
      expect(await codeOf(nodes.setDraining({ nodeId: agent.node.id, draining: true }))).toBe(code);
      expect(await codeOf(nodes.rotateToken({ nodeId: agent.node.id }))).toBe(code);
    }
    expect(await database.db.hostingNode.count({ where: { id: "eu-refused" } })).toBe(0);
    const node = await database.db.hostingNode.findUniqueOrThrow({ where: { id: agent.node.id } });
    expect(node.draining).toBe(false);
    expect(decryptNodeToken(node.tokenCiphertext)).toBe(agent.token);
  });

  it("registers a node and shows its token once, with an agent.json that names it", async () => {
    const secret = await callerFor(admin).register(form("eu-7"));
    expect(secret.token).toMatch(/^[0-9a-f]{64}$/);
    const config = JSON.parse(secret.config) as Record<string, unknown>;
    expect(config).toMatchObject({
      nodeId: "eu-7",
      nodeToken: secret.token,
      publicUrl: "https://eu-1.example.test:8443",
    });
    expect(config.webAppUrl).toMatch(/^http/);
    const row = await database.db.hostingNode.findUniqueOrThrow({ where: { id: "eu-7" } });
    expect(row).toMatchObject({ cpu: 16, memoryMiB: 65536, diskMiB: 524288, portFirst: 25565, portLast: 25664 });
    expect(row.tokenCiphertext).not.toContain(secret.token);
    expect(decryptNodeToken(row.tokenCiphertext)).toBe(secret.token);
    // the list never carries a token
    expect(JSON.stringify(await callerFor(admin).list())).not.toContain(secret.token);
    expect(await codeOf(callerFor(admin).register(form("eu-7", { name: "Again" })))).toBe("CONFLICT");
  });

  it("refuses bad fields with a 400 and creates nothing", async () => {
    const bad = [
      { id: "EU 1" },
      { id: "-x" },
      { id: "x".repeat(33) },
      { name: "" },
      { name: "n".repeat(65) },
      { region: "mars" },
      { agentUrl: "javascript:alert(1)" },
      { agentUrl: "ftp://node.test" },
      { publicUrl: `https://${"a".repeat(250)}.test` },
      { agentUrl: "http://user:pw@node.test" },
      { gameHost: "a host" },
      { cpu: "0" },
      { cpu: "1.5" },
      { memoryMiB: "lots" },
      { diskMiB: -1 },
      { portFirst: "80" },
      { portFirst: "30000", portLast: "29999" },
      { portLast: "70000" },
    ];
    for (const [index, extra] of bad.entries()) {
      const id = `bad-${index}`;
      expect(
        await codeOf(callerFor(admin).register(form(id, { ...extra, id: extra.id ?? id }))),
        JSON.stringify(extra),
      ).toBe("BAD_REQUEST");
    }
    expect(await database.db.hostingNode.count({ where: { id: { startsWith: "bad-" } } })).toBe(0);
  });

  it("lists nodes with capacity, use, free room and live health", async () => {
    const owner = await person(database.db);
    await placedServer(database.db, owner.id, agent.node.id, { port: 25570 });
    await callerFor(admin).register(form("eu-dead"));
    const rows = await callerFor(admin).list();
    const live = rows.find((row) => row.node.id === agent.node.id)!;
    expect(live.health).toMatchObject({ ok: true, servers: 0, error: null });
    expect(live.used).toEqual({ cpu: 1, memoryMiB: 128, diskMiB: 1024, servers: 1 });
    expect(live.free).toMatchObject({ cpu: 7, memoryMiB: 8064, diskMiB: 19456 });
    const dead = rows.find((row) => row.node.id === "eu-dead")!;
    expect(dead.health.ok).toBe(false);
    expect(dead.health.error).toMatch(/not reachable/);
    const stored = await database.db.hostingNode.findMany({ where: { id: { in: [agent.node.id, "eu-dead"] } } });
    expect(stored.find((node) => node.id === agent.node.id)!.lastSeenAt).not.toBeNull();
    expect(stored.find((node) => node.id === "eu-dead")).toMatchObject({ lastSeenAt: null });
  });

  it("drains and undrains a node; an unknown node is not found", async () => {
    const nodes = callerFor(admin);
    expect(await nodes.setDraining({ nodeId: agent.node.id, draining: true })).toEqual({
      id: agent.node.id,
      draining: true,
    });
    expect((await database.db.hostingNode.findUniqueOrThrow({ where: { id: agent.node.id } })).draining).toBe(true);
    await nodes.setDraining({ nodeId: agent.node.id, draining: false });
    expect((await database.db.hostingNode.findUniqueOrThrow({ where: { id: agent.node.id } })).draining).toBe(false);
    expect(await codeOf(nodes.setDraining({ nodeId: "no-such-node", draining: true }))).toBe("NOT_FOUND");
    expect(await codeOf(nodes.setDraining({ nodeId: "../x", draining: true }))).toBe("NOT_FOUND");
  });

  it("rotates a token: the new one is shown once and the agent with the old one is refused", async () => {
    const secret = await callerFor(admin).rotateToken({ nodeId: agent.node.id });
    expect(secret.token).not.toBe(agent.token);
    const row = await database.db.hostingNode.findUniqueOrThrow({ where: { id: agent.node.id } });
    expect(decryptNodeToken(row.tokenCiphertext)).toBe(secret.token);
    // the running agent still holds the old token until its agent.json is updated
    const health = await checkNodeHealth(database.db, row, new Date());
    expect(health.ok).toBe(false);
    expect((await database.db.hostingNode.findUniqueOrThrow({ where: { id: agent.node.id } })).lastError).toBeTruthy();
  });
});
