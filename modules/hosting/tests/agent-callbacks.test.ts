import { randomUUID } from "node:crypto";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { setupRouteServer } from "../../../tests/support/route-server";
import { setupTestDatabase } from "../../../tests/setup/test-database";
import { POST } from "../src/server/http/agent-callbacks";
import { agentJson } from "../src/server/services/agent/agent-client";
import { CALLBACK_BODY_MAX } from "../src/server/services/callbacks/apply-callback";
import { dockerAvailable, startTestAgent, type TestAgent } from "./support/local-agent";
import { person, placedServer, waitUntil } from "./support/node-fixtures";

// The agents' callbacks route (docs/hosting.md "Operating nodes"): a real agent sends its callbacks to the real
// route over HTTP; hand-made envelopes prove the refusals and the once-only application.
const database = setupTestDatabase();
const docker = await dockerAvailable("hosting agent callbacks");
const web = setupRouteServer(POST);

describe.skipIf(!docker)("agent callbacks", () => {
  let agent: TestAgent;
  let other: TestAgent;
  let ownerId: string;
  beforeAll(async () => {
    agent = await startTestAgent({ db: database.db, webAppUrl: web.origin });
    other = await startTestAgent({ db: database.db });
    ownerId = (await person(database.db)).id;
  });
  afterAll(async () => {
    await agent?.stop();
    await other?.stop();
  });

  const send = (body: unknown, token: string | null) =>
    fetch(`${web.origin}/api/agent/callbacks`, {
      method: "POST",
      headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: typeof body === "string" ? body : JSON.stringify(body),
    });
  const envelope = (nodeId: string, event: Record<string, unknown>) => ({
    id: randomUUID(),
    nodeId,
    createdAt: new Date().toISOString(),
    event,
  });

  it("marks a server ready when its agent reports the install, and follows its power state", async () => {
    const server = await placedServer(database.db, ownerId, agent.node.id);
    await agentJson(agent.node, "POST", "/api/servers", {
      json: {
        id: server.agentId,
        image: agent.image,
        plan: { cpu: 1, memoryMiB: 128, swapMiB: 0, diskMiB: 1024 },
        install: { loader: "fabric", loaderVersion: "0.16.10", gameVersion: "1.21.4" },
      },
    });
    const row = () => database.db.hostingServer.findUniqueOrThrow({ where: { id: server.id } });
    await waitUntil(async () => (await row()).status === "ready");
    await agentJson(agent.node, "POST", `/api/servers/${server.agentId}/power`, { json: { action: "start" } });
    await waitUntil(async () => (await row()).state === "running");
    const node = await database.db.hostingNode.findUniqueOrThrow({ where: { id: agent.node.id } });
    expect(node.lastSeenAt).not.toBeNull();
    await agentJson(agent.node, "POST", `/api/servers/${server.agentId}/power`, { json: { action: "kill" } });
    await waitUntil(async () => (await row()).state === "offline");
  });

  it("applies an envelope once however often it comes", async () => {
    const server = await placedServer(database.db, ownerId, agent.node.id);
    const failed = envelope(agent.node.id, {
      kind: "install-result",
      serverId: server.agentId,
      successful: false,
      reinstall: false,
      error: "Could not download the loader",
    });
    const answers = await Promise.all(Array.from({ length: 5 }, () => send(failed, agent.token)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    const bodies = (await Promise.all(answers.map((a) => a.json()))) as { duplicate: boolean }[];
    expect(bodies.filter((b) => !b.duplicate)).toHaveLength(1);
    expect(await database.db.hostingServer.findUniqueOrThrow({ where: { id: server.id } })).toMatchObject({
      status: "install_failed",
      statusMessage: "Could not download the loader",
    });
    // a later success is a new envelope; the old one sent again changes nothing back
    const ok = envelope(agent.node.id, {
      kind: "install-result",
      serverId: server.agentId,
      successful: true,
      reinstall: true,
      error: null,
    });
    expect((await send(ok, agent.token)).status).toBe(200);
    expect(await (await send(failed, agent.token)).json()).toMatchObject({ duplicate: true });
    expect((await database.db.hostingServer.findUniqueOrThrow({ where: { id: server.id } })).status).toBe("ready");
    expect(await database.db.hostingAgentEvent.count({ where: { id: failed.id } })).toBe(1);
  });

  it("refuses a missing or wrong token, an unknown node and another node's token, changing nothing", async () => {
    const server = await placedServer(database.db, ownerId, agent.node.id);
    const event = { kind: "server-state", serverId: server.agentId, state: "running", crashed: false, exitCode: null };
    const mine = envelope(agent.node.id, event);
    expect((await send(mine, null)).status).toBe(401);
    // a known node's other token is taken for one not rotated yet: 503 (the agent retries), nothing applied
    expect((await send(mine, "x".repeat(64))).status).toBe(503);
    expect((await send(mine, other.token)).status).toBe(503);
    expect((await send(envelope("no-such-node", event), agent.token)).status).toBe(401);
    expect((await database.db.hostingServer.findUniqueOrThrow({ where: { id: server.id } })).state).toBe("offline");
    expect(await database.db.hostingAgentEvent.count({ where: { id: mine.id } })).toBe(0);
  });

  it("does not let a node change a server of another node", async () => {
    const server = await placedServer(database.db, ownerId, agent.node.id);
    const answer = await send(
      envelope(other.node.id, {
        kind: "install-result",
        serverId: server.agentId,
        successful: false,
        reinstall: false,
        error: "hostile",
      }),
      other.token,
    );
    expect(answer.status).toBe(200);
    expect((await database.db.hostingServer.findUniqueOrThrow({ where: { id: server.id } })).status).toBe("installing");
  });

  it("refuses malformed and oversized bodies with a 4xx", async () => {
    const refused = [
      await send("{not json", agent.token),
      await send({ id: "x", nodeId: agent.node.id }, agent.token),
      await send(envelope(agent.node.id, { kind: "self-destruct", serverId: "hs-0000000000000000" }), agent.token),
      await send(envelope(agent.node.id, { kind: "server-state", serverId: "../etc", state: "running" }), agent.token),
      await send("x".repeat(CALLBACK_BODY_MAX + 1), agent.token),
    ];
    expect(refused.map((r) => r.status)).toEqual([400, 400, 400, 400, 413]);
  });
});
