import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { ServerView } from "@hopper/agent/protocol";

import { setupTestDatabase } from "../../../../tests/setup/test-database";
import { applyProviderEvent } from "../../../billing/src/server/services/charges/apply-event";
import { runRenewals } from "../../../billing/src/server/services/charges/renewals";
import { runUnprovision } from "../../../billing/src/server/services/charges/unprovision";
import type { SubscriptionEvent } from "../../../billing/src/server/services/provisioning/events";
import { upgradePlan } from "../../../billing/src/server/services/subscriptions/upgrade";
import { asProviderEvent, at, card, localProvider, T0 } from "../../../billing/tests/charges-support";
import provisionJob from "../../src/jobs/provision";
import planChangedJob from "../../src/jobs/plan-changed";
import suspendJob from "../../src/jobs/suspend";
import { agentJson } from "../../src/server/services/agent/agent-client";
import { discardAbandonedOrders } from "../../src/server/services/servers/abandoned-orders";
import { buyServer } from "../../src/server/services/servers/buy";
import { provisionServer } from "../../src/server/services/servers/provision";
import { staffSuspend, staffUnsuspend } from "../../src/server/services/servers/staff-suspend";
import { dockerAvailable, startTestAgent, type TestAgent } from "../support/local-agent";
import { waitForValue } from "../support/node-fixtures";
import { pyroPlan, userRow } from "./buying-support";

// Buying and provisioning end to end (docs/hosting.md "Buying a server", "Provisioning"): billing's real local
// payment provider (its webhook deliveries applied as the webhook route applies them), the hosting jobs' handlers
// run directly, and a real agent process on the real Docker engine.
const database = setupTestDatabase();
const db = () => database.db;
const docker = await dockerAvailable("hosting provisioning");

const jobContext = () => ({ db: db(), jobId: "test", send: async () => null });

describe.skipIf(!docker)("buying a server provisions it on the region's agent", () => {
  let agent: TestAgent;
  let plan: { productId: string; priceId: string };

  beforeAll(async () => {
    agent = await startTestAgent({ db: db(), region: "europe", cpu: 8, memoryMiB: 16384 });
    // The health check of a live node keeps lastSeenAt fresh. Billing's simulated clock starts at T0 (2030) while
    // the jobs place by the real clock: seen at T0 is fresh for both.
    await db().hostingNode.update({ where: { id: agent.node.id }, data: { lastSeenAt: T0 } });
    plan = await pyroPlan(db(), { cpu: 1, ramMb: 256, storageMb: 1024, swapMb: 0 });
  });
  afterAll(async () => {
    await agent?.stop();
  });

  const agentServer = (agentId: string) =>
    agentJson<ServerView>(agent.node, "GET", `/api/servers/${agentId}`).catch(() => null);

  /** A buyer with a card, who pays for the plan in europe; the payment's webhook is applied. */
  async function buy(behaviour: "ok" | "offfail", orderId?: string) {
    const { provider, delivered } = localProvider();
    const user = await userRow(db());
    const paymentMethodId = await card(db(), user.id, behaviour);
    const bought = await buyServer(
      db(),
      user.actor,
      {
        orderId: orderId ?? `O${user.id.slice(1)}`,
        productId: plan.productId,
        priceId: plan.priceId,
        interval: "monthly",
        paymentMethodId,
        region: "europe",
        name: "My server",
        loader: "fabric",
        loaderVersion: "0.16.10",
        gameVersion: "1.21.4",
      },
      T0,
      provider,
    );
    for (const event of delivered.splice(0)) await applyProviderEvent(db(), asProviderEvent(event), T0);
    return { user, provider, delivered, paymentMethodId, ...bought };
  }

  async function eventOf(serverId: string): Promise<SubscriptionEvent> {
    const subscription = await db().subscription.findFirstOrThrow({ where: { serverId } });
    return { subscriptionId: subscription.id, userId: subscription.userId, serverId };
  }

  it("4242: the charge succeeds, the job places the server, creates it on the agent and it installs", async () => {
    const { serverId, purchase, user } = await buy("ok");
    expect(purchase.status).toBe("processing");
    const order = await db().hostingServer.findUniqueOrThrow({ where: { id: serverId } });
    expect(order).toMatchObject({ ownerId: user.id, status: "awaiting_payment", nodeId: null, cpu: 1, memoryMiB: 256 });
    expect(order.agentId).toMatch(/^hs-[0-9a-f]{16}$/);
    const subscription = await db().subscription.findFirstOrThrow({ where: { serverId } });
    expect(subscription.provisioned).toBe(true);

    await provisionJob(await eventOf(serverId), jobContext());
    const server = await db().hostingServer.findUniqueOrThrow({ where: { id: serverId } });
    expect(server).toMatchObject({ status: "installing", nodeId: agent.node.id, port: 25565, statusMessage: null });
    const installed = await waitForValue(
      () => agentServer(server.agentId),
      (view) => view?.installed != null,
      "install",
    );
    expect(installed).toMatchObject({
      suspended: false,
      plan: { cpu: 1, memoryMiB: 256, diskMiB: 1024 },
      installed: { loader: "fabric", gameVersion: "1.21.4" },
    });

    // A replayed event changes nothing; a rerun after a crash between the database and the agent (the row still
    // provisioning, the agent already has it) finds the same server there: never two.
    expect(await provisionServer(db(), serverId, new Date())).toBe("unchanged");
    await db().hostingServer.update({ where: { id: serverId }, data: { status: "provisioning" } });
    expect(await provisionServer(db(), serverId, new Date())).toBe("created");
    const all = await agentJson<ServerView[]>(agent.node, "GET", "/api/servers");
    expect(all.filter((view) => view.id === server.agentId)).toHaveLength(1);
    expect(await db().hostingServer.count({ where: { nodeId: agent.node.id, port: 25565 } })).toBe(1);
  });

  it("Pay again for a paid order (Back, Pay): 409 'already paid for', one subscription, no new charge", async () => {
    const orderId = `R${(await userRow(db())).id.slice(1)}`;
    const { serverId, user, paymentMethodId, provider } = await buy("ok", orderId);
    const charges = await db().charge.count({ where: { userId: user.id } });
    const again = () =>
      buyServer(
        db(),
        user.actor,
        {
          orderId,
          productId: plan.productId,
          priceId: plan.priceId,
          interval: "monthly",
          paymentMethodId,
          region: "europe",
          name: "My server",
          loader: "fabric",
          loaderVersion: "0.16.10",
          gameVersion: "1.21.4",
        },
        T0,
        provider,
      );
    // Paid (the webhook applied), the row still awaiting the provisioning job: billing refuses a second subscription.
    await expect(again()).rejects.toMatchObject({ code: "conflict", message: "This server is already paid for." });
    await provisionJob(await eventOf(serverId), jobContext());
    // Placed: the order itself refuses.
    await expect(again()).rejects.toMatchObject({ code: "conflict", message: "This server is already paid for." });
    expect(await db().subscription.count({ where: { userId: user.id } })).toBe(1);
    expect(await db().charge.count({ where: { userId: user.id } })).toBe(charges);
    expect(await db().hostingServer.findUniqueOrThrow({ where: { id: serverId } })).toMatchObject({
      status: "installing",
    });
  });

  it("a declined card creates no server and no subscription", async () => {
    const { provider } = localProvider();
    const user = await userRow(db());
    const paymentMethodId = await card(db(), user.id, "bad");
    const result = await buyServer(
      db(),
      user.actor,
      {
        orderId: `D${user.id.slice(1)}`,
        productId: plan.productId,
        priceId: plan.priceId,
        interval: "monthly",
        paymentMethodId,
        region: "europe",
        name: "Declined",
        loader: "paper",
        gameVersion: "1.21.4",
      },
      T0,
      provider,
    ).catch((error: unknown) => error);
    expect(await db().hostingServer.count({ where: { ownerId: user.id } })).toBe(0);
    expect(await db().subscription.count({ where: { userId: user.id } })).toBe(0);
    if ("purchase" in (result as object)) {
      expect((result as { purchase: { status: string; message?: string } }).purchase).toMatchObject({
        status: "failed",
      });
    }
  });

  it("a double-clicked Pay makes one server and one payment", async () => {
    const { provider, delivered } = localProvider();
    const user = await userRow(db());
    const paymentMethodId = await card(db(), user.id, "ok");
    const input = {
      orderId: `P${user.id.slice(1)}`,
      productId: plan.productId,
      priceId: plan.priceId,
      interval: "monthly",
      paymentMethodId,
      region: "europe",
      name: "Twice",
      loader: "paper",
      gameVersion: "1.21.4",
    };
    const [first, second] = await Promise.all([
      buyServer(db(), user.actor, input, T0, provider),
      buyServer(db(), user.actor, input, T0, provider),
    ]);
    expect(first.serverId).toBe(second.serverId);
    expect(first.purchase.chargeId).toBe(second.purchase.chargeId);
    expect(await db().hostingServer.count({ where: { ownerId: user.id } })).toBe(1);
    expect(await db().subscription.count({ where: { userId: user.id } })).toBe(1);
    expect(await db().charge.count({ where: { userId: user.id } })).toBe(1);
    // The second click asked the provider with the same idempotency key: the same payment (its webhook may be
    // delivered twice; applying both changes the one charge once).
    const payments = new Set(delivered.map((event) => event.providerPaymentId));
    expect(payments.size).toBe(1);
    for (const event of delivered.splice(0)) await applyProviderEvent(db(), asProviderEvent(event), T0);
    expect(await db().charge.count({ where: { userId: user.id, status: "succeeded" } })).toBe(1);
  });

  it("a failed renewal suspends the server on the agent; paying resumes it; staff suspension outlives payment", async () => {
    const { serverId, provider, delivered, user } = await buy("offfail");
    await provisionJob(await eventOf(serverId), jobContext());
    const { agentId } = await db().hostingServer.findUniqueOrThrow({ where: { id: serverId } });
    await waitForValue(
      () => agentServer(agentId),
      (view) => view?.installed != null,
      "install",
    );

    // The renewal fails off-session, is retried after 2 days and the period ends unpaid: billing suspends.
    await runRenewals(db(), at(30), provider);
    await runRenewals(db(), at(32.5), provider);
    await runUnprovision(db(), at(32.5));
    const subscription = await db().subscription.findFirstOrThrow({ where: { serverId } });
    expect(subscription.provisioned).toBe(false);
    await suspendJob({ ...(await eventOf(serverId)), reason: "paymentfailed" }, jobContext());
    expect((await agentServer(agentId))?.suspended).toBe(true);
    const suspendedRow = await db().hostingServer.findUniqueOrThrow({ where: { id: serverId } });
    expect(suspendedRow.suspendedReason).toBe("paymentfailed");
    expect(suspendedRow.suspendedAt).not.toBeNull();
    const suspendedNote = await db().notification.findFirst({
      where: { userId: user.id, title: { contains: "suspended" } },
    });
    expect(suspendedNote?.text).toMatch(/payment failed/i);

    // The owner fixes the card; the retry succeeds, billing provisions again and the job resumes the server.
    await db().paymentMethod.updateMany({ where: { userId: user.id }, data: { isPrimary: false } });
    await card(db(), user.id, "ok");
    await runRenewals(db(), at(35), provider);
    for (const event of delivered.splice(0)) await applyProviderEvent(db(), asProviderEvent(event), at(35));
    expect((await db().subscription.findFirstOrThrow({ where: { serverId } })).provisioned).toBe(true);
    await provisionJob(await eventOf(serverId), jobContext());
    expect((await agentServer(agentId))?.suspended).toBe(false);
    expect((await db().hostingServer.findUniqueOrThrow({ where: { id: serverId } })).suspendedReason).toBeNull();

    // Staff suspension: admins only; billing's events never lift it; lifting it resumes a paid server.
    const admin = await userRow(db(), "admin");
    const moderator = await userRow(db(), "moderator");
    await expect(staffSuspend(db(), null, serverId, "abuse", new Date())).rejects.toMatchObject({
      code: "unauthorized",
    });
    await expect(staffSuspend(db(), user.actor, serverId, "x", new Date())).rejects.toMatchObject({
      code: "forbidden",
    });
    await expect(staffSuspend(db(), moderator.actor, serverId, "x", new Date())).rejects.toMatchObject({
      code: "forbidden",
    });
    await expect(staffSuspend(db(), admin.actor, serverId, "x".repeat(501), new Date())).rejects.toMatchObject({
      code: "invalid_input",
    });
    await staffSuspend(db(), admin.actor, serverId, "Mining cryptocurrency is not allowed.", new Date());
    expect((await agentServer(agentId))?.suspended).toBe(true);
    expect(await provisionServer(db(), serverId, new Date())).toBe("unchanged");
    expect((await agentServer(agentId))?.suspended).toBe(true);
    await staffUnsuspend(db(), admin.actor, serverId, new Date());
    expect((await agentServer(agentId))?.suspended).toBe(false);
    await expect(staffUnsuspend(db(), admin.actor, serverId, new Date())).rejects.toMatchObject({ code: "conflict" });
  });

  it("a suspension retry that outlives a payment leaves the paid server running; the row says when it began", async () => {
    const { serverId, provider, delivered, user } = await buy("offfail");
    await provisionJob(await eventOf(serverId), jobContext());
    const { agentId } = await db().hostingServer.findUniqueOrThrow({ where: { id: serverId } });
    await waitForValue(
      () => agentServer(agentId),
      (view) => view?.installed != null,
      "install",
    );
    await runRenewals(db(), at(30), provider);
    await runRenewals(db(), at(32.5), provider);
    await runUnprovision(db(), at(32.5));

    // The node cannot be reached: the job fails (and is retried), but the row already records the suspension.
    const agentUrl = agent.node.agentUrl;
    await db().hostingNode.update({ where: { id: agent.node.id }, data: { agentUrl: "http://127.0.0.1:1" } });
    const before = Date.now();
    await expect(suspendJob({ ...(await eventOf(serverId)), reason: "paymentfailed" }, jobContext())).rejects.toThrow();
    const suspended = await db().hostingServer.findUniqueOrThrow({ where: { id: serverId } });
    expect(suspended.suspendedReason).toBe("paymentfailed");
    expect(suspended.suspendedAt?.getTime()).toBeGreaterThanOrEqual(before - 1000);
    await db().hostingNode.update({ where: { id: agent.node.id }, data: { agentUrl } });

    // Meanwhile the owner pays: the resume clears the row (suspendedAt too).
    await db().paymentMethod.updateMany({ where: { userId: user.id }, data: { isPrimary: false } });
    await card(db(), user.id, "ok");
    await runRenewals(db(), at(35), provider);
    for (const event of delivered.splice(0)) await applyProviderEvent(db(), asProviderEvent(event), at(35));
    await provisionJob(await eventOf(serverId), jobContext());
    expect(await db().hostingServer.findUniqueOrThrow({ where: { id: serverId } })).toMatchObject({
      suspendedReason: null,
      suspendedAt: null,
    });

    // The late retry sees the payment and suspends nothing.
    await suspendJob({ ...(await eventOf(serverId)), reason: "paymentfailed" }, jobContext());
    expect((await db().hostingServer.findUniqueOrThrow({ where: { id: serverId } })).suspendedReason).toBeNull();
    expect((await agentServer(agentId))?.suspended).toBe(false);
  });

  it("a plan change paid later (webhook) and a downgrade at renewal reach the agent through billing's event", async () => {
    const { serverId, user, provider, delivered } = await buy("ok");
    await provisionJob(await eventOf(serverId), jobContext());
    const { agentId } = await db().hostingServer.findUniqueOrThrow({ where: { id: serverId } });
    await waitForValue(
      () => agentServer(agentId),
      (view) => view?.installed != null,
      "install",
    );
    const bigger = await pyroPlan(db(), { cpu: 1, ramMb: 512, storageMb: 2048, swapMb: 0 }, 1200);
    const subscription = await db().subscription.findFirstOrThrow({ where: { serverId } });
    const queued = async () =>
      (
        await db().$queryRawUnsafe<{ data: SubscriptionEvent }[]>(
          `SELECT data FROM pgboss.job WHERE name = 'hosting.plan-changed'`,
        )
      ).filter((job) => job.data.serverId === serverId);

    // The local provider answers processing: nothing changes until the webhook says the difference is paid.
    const upgrade = await upgradePlan(db(), user.actor, subscription.id, bigger.priceId, at(10), provider);
    expect(upgrade.status).toBe("processing");
    expect(await queued()).toHaveLength(0);
    for (const event of delivered.splice(0)) await applyProviderEvent(db(), asProviderEvent(event), at(10));
    const [changed] = await queued();
    expect(changed?.data).toMatchObject({ subscriptionId: subscription.id, serverId });
    await planChangedJob(changed!.data, jobContext());
    expect((await agentServer(agentId))?.plan).toMatchObject({ cpu: 1, memoryMiB: 512, diskMiB: 2048 });
    expect(await db().hostingServer.findUniqueOrThrow({ where: { id: serverId } })).toMatchObject({
      productId: bigger.productId,
      memoryMiB: 512,
      upgrading: false,
    });
    // A rerun changes nothing.
    await planChangedJob(changed!.data, jobContext());

    // Back to the small plan: it applies at renewal, and the renewal's payment announces it.
    const downgrade = await upgradePlan(db(), user.actor, subscription.id, plan.priceId, at(11), provider);
    expect(downgrade.status).toBe("scheduled");
    expect(await queued()).toHaveLength(1);
    await runRenewals(db(), at(30), provider);
    for (const event of delivered.splice(0)) await applyProviderEvent(db(), asProviderEvent(event), at(30));
    const jobs = await queued();
    expect(jobs).toHaveLength(2);
    await planChangedJob(jobs[1]!.data, jobContext());
    expect((await agentServer(agentId))?.plan).toMatchObject({ cpu: 1, memoryMiB: 256, diskMiB: 1024 });
    expect((await db().hostingServer.findUniqueOrThrow({ where: { id: serverId } })).productId).toBe(plan.productId);
  });

  it("a payment arriving after its order was discarded gets a new server, linked to its subscription, once", async () => {
    const { provider } = localProvider();
    const user = await userRow(db());
    const paymentMethodId = await card(db(), user.id, "ok");
    const { serverId, purchase } = await buyServer(
      db(),
      user.actor,
      {
        orderId: `L${user.id.slice(1)}`,
        productId: plan.productId,
        priceId: plan.priceId,
        interval: "monthly",
        paymentMethodId,
        region: "europe",
        name: "Late",
        loader: "paper",
        gameVersion: "1.21.4",
      },
      T0,
      provider,
    );
    const charge = await db().charge.findUniqueOrThrow({ where: { id: purchase.chargeId } });
    // The provider says failed: billing discards the purchase, the sweep the order.
    await applyProviderEvent(
      db(),
      {
        eventId: `evt-f-${user.id}`,
        type: "payment.failed",
        providerPaymentId: charge.providerPaymentId!,
        chargeId: charge.id,
        message: "declined",
      },
      T0,
    );
    expect(await discardAbandonedOrders(db(), T0, serverId)).toBe(1);
    // …then takes the money after all: billing restores the subscription, with no server.
    await applyProviderEvent(
      db(),
      {
        eventId: `evt-s-${user.id}`,
        type: "payment.succeeded",
        providerPaymentId: charge.providerPaymentId!,
        chargeId: charge.id,
      },
      at(0.1),
    );
    const subscription = await db().subscription.findFirstOrThrow({ where: { userId: user.id } });
    expect(subscription).toMatchObject({ provisioned: true, serverId: null });
    const event: SubscriptionEvent = { subscriptionId: subscription.id, userId: user.id, serverId: null };

    await Promise.all([provisionJob(event, jobContext()), provisionJob(event, jobContext())]);
    const servers = await db().hostingServer.findMany({ where: { ownerId: user.id } });
    expect(servers).toHaveLength(1);
    const made = servers[0]!;
    const { username } = await db().user.findUniqueOrThrow({ where: { id: user.id } });
    expect(made).toMatchObject({
      name: `${username}'s server`,
      productId: plan.productId,
      memoryMiB: 256,
      region: "europe",
      status: "installing",
      nodeId: agent.node.id,
    });
    expect((await db().subscription.findUniqueOrThrow({ where: { id: subscription.id } })).serverId).toBe(made.id);
    const note = await db().notification.findFirst({ where: { userId: user.id, title: { contains: made.name } } });
    expect(note?.text).toMatch(/arrived after its order was discarded/);
    await waitForValue(
      () => agentServer(made.agentId),
      (view) => view !== null,
      "the server on the agent",
    );
    // A replay, and the event naming the server, change nothing.
    await provisionJob(event, jobContext());
    await provisionJob({ ...event, serverId: made.id }, jobContext());
    expect(await db().hostingServer.count({ where: { ownerId: user.id } })).toBe(1);
  });

  it("with no room in the region the paid server waits in provisioning with a message", async () => {
    const big = await pyroPlan(db(), { cpu: 8, ramMb: 65536, storageMb: 1024 });
    const user = await userRow(db());
    const server = await db().hostingServer.create({
      data: {
        id: `W${user.id.slice(1)}`,
        agentId: "hs-00000000000000aa",
        ownerId: user.id,
        name: "Too big",
        region: "europe",
        productId: big.productId,
        cpu: 8,
        memoryMiB: 65536,
        swapMiB: 0,
        diskMiB: 1024,
        loader: "paper",
        gameVersion: "1.21.4",
        status: "awaiting_payment",
      },
    });
    expect(await provisionServer(db(), server.id, new Date())).toBe("waiting");
    const waiting = await db().hostingServer.findUniqueOrThrow({ where: { id: server.id } });
    expect(waiting).toMatchObject({ status: "provisioning", nodeId: null });
    expect(waiting.statusMessage).toMatch(/Waiting for room in Europe/);
  });
});
