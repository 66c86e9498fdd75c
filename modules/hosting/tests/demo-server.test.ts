import { afterAll, describe, expect, it } from "vitest";

import type { ServerView } from "@hopper/agent/protocol";

import { setupTestDatabase } from "../../../tests/setup/test-database";
import { PYRO_PLANS } from "../../billing/src/server/services/catalogue/catalogue-data";
import { seedCatalogue } from "../../billing/src/server/services/catalogue/seed-catalogue";
import { DEMO_SERVER_SUBSCRIPTION_ID } from "../../billing/src/server/services/demo/demo-billing";
import provisionJob from "../src/jobs/provision";
import { agentJson } from "../src/server/services/agent/agent-client";
import { DEMO_SERVER_ID, seedDemoServer } from "../src/server/services/servers/demo-server";
import { provisionPending } from "../src/server/services/servers/provision";
import { dockerAvailable, startTestAgent, type TestAgent } from "./support/local-agent";

// The hosting demo (docs/hosting.md "Demo data"): demo-creator's "Demo SMP" is seeded on the smallest plan in
// Europe, paid through billing's real state machine (a provisioned pyro subscription naming it, a succeeded charge),
// with the provisioning event queued; it waits without a node, and the provisioning job creates it on the agent
// once one answers.
const database = setupTestDatabase();
const db = () => database.db;
const docker = await dockerAvailable("hosting demo server");
const jobContext = () => ({ db: db(), jobId: "test", send: async () => null });

let agent: TestAgent | undefined;
afterAll(async () => {
  await agent?.stop();
});

describe("the demo server", () => {
  it("is seeded paid, provisioning, without a node, with the provisioning event queued; seeding again adds nothing", async () => {
    await seedCatalogue(db());
    await db().user.create({ data: { id: "DemoUsrC", username: "demo-creator", usernameKey: "demo-creator" } });
    const now = new Date();
    const line = await seedDemoServer(db(), now);
    expect(line).toContain("Demo SMP");

    const server = await db().hostingServer.findUniqueOrThrow({ where: { id: DEMO_SERVER_ID } });
    const smallest = await db().billingProduct.findFirstOrThrow({ where: { slug: PYRO_PLANS[0]!.slug } });
    expect(server).toMatchObject({
      ownerId: "DemoUsrC",
      name: "Demo SMP",
      region: "europe",
      productId: smallest.id,
      memoryMiB: smallest.ramMb,
      status: "provisioning",
      nodeId: null,
      port: null,
    });
    expect(["vanilla", "paper"]).toContain(server.loader);

    const subscription = await db().subscription.findUniqueOrThrow({
      where: { id: DEMO_SERVER_SUBSCRIPTION_ID },
      include: { charges: { orderBy: { due: "asc" } } },
    });
    expect(subscription).toMatchObject({ userId: "DemoUsrC", serverId: DEMO_SERVER_ID, provisioned: true });
    expect(subscription.charges.map((charge) => charge.status)).toEqual(["succeeded", "open"]);
    const queued = await db().$queryRawUnsafe<{ data: { serverId: string } }[]>(
      `SELECT data FROM pgboss.job WHERE name = 'hosting.provision'`,
    );
    expect(queued.map((job) => job.data.serverId)).toEqual([DEMO_SERVER_ID]);

    expect(await seedDemoServer(db(), new Date())).toBeNull();
    expect(await db().hostingServer.count()).toBe(1);
    expect(await db().subscription.count({ where: { serverId: DEMO_SERVER_ID } })).toBe(1);
  });

  it("waits without a node, saying so", async () => {
    await provisionJob(
      { subscriptionId: DEMO_SERVER_SUBSCRIPTION_ID, userId: "DemoUsrC", serverId: DEMO_SERVER_ID },
      jobContext(),
    );
    const server = await db().hostingServer.findUniqueOrThrow({ where: { id: DEMO_SERVER_ID } });
    expect(server).toMatchObject({ status: "provisioning", nodeId: null });
    expect(server.statusMessage).toMatch(/Europe/);
  });

  it.skipIf(!docker)("is created on the agent once a node of Europe answers (the sweep)", async () => {
    agent = await startTestAgent({ db: db(), region: "europe", cpu: 8, memoryMiB: 16384 });
    // seen, as `hopper start` marks its local agent once it answers (placement takes fresh nodes only)
    await db().hostingNode.update({ where: { id: agent.node.id }, data: { lastSeenAt: new Date() } });
    const report = await provisionPending(db(), new Date());
    expect(report.created).toBe(1);
    const server = await db().hostingServer.findUniqueOrThrow({ where: { id: DEMO_SERVER_ID } });
    expect(server).toMatchObject({ status: "installing", nodeId: agent.node.id });
    const onAgent = await agentJson<ServerView>(agent.node, "GET", `/api/servers/${server.agentId}`);
    expect(onAgent.id).toBe(server.agentId);
  });
});
