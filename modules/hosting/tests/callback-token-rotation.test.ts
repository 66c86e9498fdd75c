// Rotating a node's token loses no callback (review finding 7): a REAL agent still running with its old token
// reports to the real route over HTTP and is answered 503 with Retry-After — not a 4xx, which the agent would park
// in outbox/rejected for good — so it keeps the callback and retries; nothing is applied until the tokens agree
// again, then the same callback is (docs/hosting.md "Operating nodes").
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { setupRouteServer } from "../../../tests/support/route-server";
import { setupTestDatabase } from "../../../tests/setup/test-database";
import { POST } from "../src/server/http/agent-callbacks";
import { agentJson } from "../src/server/services/agent/agent-client";
import { rotateNodeToken } from "../src/server/services/nodes/nodes";
import { dockerAvailable, startTestAgent, type TestAgent } from "./support/local-agent";
import { person, placedServer, waitUntil } from "./support/node-fixtures";

const database = setupTestDatabase();
const docker = await dockerAvailable("hosting callbacks after a token rotation");
const answers: { status: number; retryAfter: string | null }[] = [];
const web = setupRouteServer(async (request) => {
  const response = await POST(request);
  answers.push({ status: response.status, retryAfter: response.headers.get("retry-after") });
  return response;
});

describe.skipIf(!docker)("callbacks of an agent whose token was rotated", () => {
  let agent: TestAgent;
  beforeAll(async () => {
    agent = await startTestAgent({ db: database.db, webAppUrl: web.origin });
  });
  afterAll(async () => {
    await agent?.stop();
  });

  it("are answered 503 + Retry-After, kept by the agent and applied once the tokens agree", async () => {
    const owner = await person(database.db);
    const admin = await person(database.db, "admin");
    const server = await placedServer(database.db, owner.id, agent.node.id);
    const row = () => database.db.hostingServer.findUniqueOrThrow({ where: { id: server.id } });
    // `agent.node` keeps the token the agent runs with: the test talks to the agent with it after the rotation
    await agentJson(agent.node, "POST", "/api/servers", {
      json: {
        id: server.agentId,
        image: agent.image,
        plan: { cpu: 1, memoryMiB: 128, swapMiB: 0, diskMiB: 1024 },
        install: { loader: "fabric", loaderVersion: "0.16.10", gameVersion: "1.21.4" },
      },
    });
    await waitUntil(async () => (await row()).status === "ready");

    await rotateNodeToken(database.db, admin.actor, agent.node.id, web.origin);
    answers.length = 0;
    await agentJson(agent.node, "POST", `/api/servers/${server.agentId}/power`, { json: { action: "start" } });
    // refused more than once: the agent retried instead of parking the callback
    await waitUntil(() => answers.filter((answer) => answer.status === 503).length >= 2);
    expect(answers.every((answer) => answer.status === 503 && answer.retryAfter === "60")).toBe(true);
    expect((await row()).state).toBe("offline");

    // the operator's restart with the new token, from the web app's side: the tokens agree again
    await database.db.hostingNode.update({
      where: { id: agent.node.id },
      data: { tokenCiphertext: agent.node.tokenCiphertext },
    });
    await waitUntil(async () => (await row()).state === "running");
    expect(answers.at(-1)?.status).toBe(200);
    await agentJson(agent.node, "POST", `/api/servers/${server.agentId}/power`, { json: { action: "kill" } });
  });
});
