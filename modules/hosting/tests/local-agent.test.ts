import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { setupTestDatabase } from "../../../tests/setup/test-database";
import { agentJson } from "../src/server/services/agent/agent-client";
import { dockerAvailable, startTestAgent, type TestAgent } from "./support/local-agent";

// The test agent the hosting tests run against (tests/support/local-agent.ts): a real agent process on the real
// Docker engine, registered as a node whose encrypted token the agent client can use.
const database = setupTestDatabase();
const docker = await dockerAvailable("hosting local agent");

describe.skipIf(!docker)("the test agent", () => {
  let agent: TestAgent;
  beforeAll(async () => {
    agent = await startTestAgent({ db: database.db, region: "north-america", cpu: 4 });
  });
  afterAll(async () => {
    await agent?.stop();
  });

  it("answers /api/system through the agent client with the node's stored token", async () => {
    const row = await database.db.hostingNode.findUniqueOrThrow({ where: { id: agent.node.id } });
    expect(row).toMatchObject({ region: "north-america", cpu: 4, agentUrl: agent.agentUrl });
    const system = await agentJson<{ nodeId: string; docker: boolean }>(row, "GET", "/api/system");
    expect(system).toMatchObject({ nodeId: agent.node.id, docker: true });
    expect(agent.image).toMatch(/^hopper-test-server:/);
  });

  it("is refused with a wrong token", async () => {
    const response = await fetch(`${agent.agentUrl}/api/system`, { headers: { authorization: "Bearer nope" } });
    expect(response.status).toBe(403);
  });
});
