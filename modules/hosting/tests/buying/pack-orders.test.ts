// "Create a server with this pack", the flow's 3-D Secure step and the sweep of unpaid orders (docs/hosting.md
// "Buying a server"): billing's real local payment provider, the real catalogue, the agent's callbacks through the
// real route, and a real agent process on the real Docker engine for the pack's install.
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { ServerView } from "@hopper/agent/protocol";

import { resetConfigCache } from "../../../core/src/config";
import { setupTestDatabase } from "../../../../tests/setup/test-database";
import { setupRouteServer } from "../../../../tests/support/route-server";
import { tempDataDir } from "../../../../tests/support/temp-dir";
import { applyProviderEvent } from "../../../billing/src/server/services/charges/apply-event";
import { localPaymentEvent } from "../../../billing/src/server/services/providers/local";
import { asProviderEvent, card, localProvider, T0 } from "../../../billing/tests/charges-support";
import { GET as catalogueDownload } from "../../../catalog/src/server/http/download";
import { createProject } from "../../../catalog/src/server/services/projects/project-create";
import { createVersion } from "../../../catalog/src/server/services/versions/version-create";
import { zip } from "../../../catalog/tests/archives";
import installModpackJob from "../../src/jobs/install-modpack";
import provisionJob from "../../src/jobs/provision";
import { POST as agentCallbacks } from "../../src/server/http/agent-callbacks";
import { agentFetch, agentJson } from "../../src/server/services/agent/agent-client";
import { ABANDONED_AFTER_MS, discardAbandonedOrders } from "../../src/server/services/servers/abandoned-orders";
import { buyServer } from "../../src/server/services/servers/buy";
import type { BuyInput } from "../../src/server/services/servers/buy";
import { answerOrderConfirmation, orderConfirmation } from "../../src/server/services/servers/order-confirmation";
import { serverCheckout } from "../../src/server/services/servers/plans";
import { dockerAvailable, startTestAgent, type TestAgent } from "../support/local-agent";
import { waitForValue } from "../support/node-fixtures";
import { nodeRow, pyroPlan, userRow } from "./buying-support";

tempDataDir("hopper-hosting-pack-orders-");
const database = setupTestDatabase();
const db = () => database.db;
const docker = await dockerAvailable("hosting pack orders");
// One site for the agent: its callbacks, and the catalogue's files the pack's install downloads.
const site = setupRouteServer((request) =>
  new URL(request.url).pathname === "/api/agent/callbacks" ? agentCallbacks(request) : catalogueDownload(request),
);
const jobContext = () => ({ db: db(), jobId: "test", send: async () => null });
const GAME = "1.21.4";
let orders = 0;

let small: { productId: string; priceId: string };
let big: { productId: string; priceId: string };

beforeAll(async () => {
  small = await pyroPlan(db(), { cpu: 1, ramMb: 1024, storageMb: 1024, swapMb: 0 });
  big = await pyroPlan(db(), { cpu: 1, ramMb: 4096, storageMb: 1024, swapMb: 0 });
});

/** An order of `plan` in europe by a new buyer with a card of `behaviour`; the delivered events are returned. */
async function order(
  behaviour: "ok" | "auth",
  plan: { productId: string; priceId: string },
  extra: Partial<BuyInput> = {},
) {
  const { provider, delivered } = localProvider();
  const user = await userRow(db());
  const paymentMethodId = await card(db(), user.id, behaviour);
  const bought = await buyServer(
    db(),
    user.actor,
    {
      orderId: `Q${String(++orders).padStart(7, "0")}`,
      productId: plan.productId,
      priceId: plan.priceId,
      interval: "monthly",
      paymentMethodId,
      region: "europe",
      name: "Pack server",
      loader: "paper",
      gameVersion: GAME,
      ...extra,
    },
    T0,
    provider,
  );
  return { user, delivered, ...bought };
}

const applyAll = async (events: Parameters<typeof asProviderEvent>[0][]) => {
  for (const event of events.splice(0)) await applyProviderEvent(db(), asProviderEvent(event), T0);
};

describe("3-D Secure and unpaid orders", () => {
  // orders in north-america: a node with room that these tests never provision on (no agent behind it)
  beforeAll(async () => {
    await nodeRow(db(), { region: "north-america", cpu: 64, memoryMiB: 262144, diskMiB: 1048576 });
  });
  const na = { region: "north-america" };
  it("requires_action: only the buyer confirms; completing pays and provisioning follows", async () => {
    const { serverId, purchase, user } = await order("auth", small, na);
    expect(purchase.status).toBe("requires_action");
    const stranger = await userRow(db());
    await expect(orderConfirmation(db(), stranger.actor, serverId, purchase.chargeId)).rejects.toMatchObject({
      code: "not_found",
    });
    await expect(orderConfirmation(db(), null, serverId, purchase.chargeId)).rejects.toMatchObject({
      code: "unauthorized",
    });
    await expect(
      answerOrderConfirmation(
        db(),
        stranger.actor,
        { serverId, chargeId: purchase.chargeId, outcome: "complete" },
        new Date(),
      ),
    ).rejects.toMatchObject({ code: "not_found" });
    expect(await orderConfirmation(db(), user.actor, serverId, purchase.chargeId)).toMatchObject({
      serverId,
      pending: true,
    });

    const answer = await answerOrderConfirmation(
      db(),
      user.actor,
      { serverId, chargeId: purchase.chargeId, outcome: "complete" },
      new Date(),
    );
    expect(answer).toEqual({ serverId, discarded: false });
    expect(await db().charge.findUniqueOrThrow({ where: { id: purchase.chargeId } })).toMatchObject({
      status: "succeeded",
    });
    expect(await db().subscription.findFirstOrThrow({ where: { serverId } })).toMatchObject({ provisioned: true });
    expect((await orderConfirmation(db(), user.actor, serverId, purchase.chargeId)).pending).toBe(false);
    // a second answer is refused and changes nothing
    await expect(
      answerOrderConfirmation(db(), user.actor, { serverId, chargeId: purchase.chargeId, outcome: "fail" }, new Date()),
    ).rejects.toMatchObject({ code: "conflict" });
    expect(await db().hostingServer.count({ where: { id: serverId } })).toBe(1);
  });

  it("requires_action failed: the order is discarded at once", async () => {
    const { serverId, purchase, user } = await order("auth", small, na);
    const answer = await answerOrderConfirmation(
      db(),
      user.actor,
      { serverId, chargeId: purchase.chargeId, outcome: "fail" },
      new Date(),
    );
    expect(answer).toEqual({ serverId, discarded: true });
    expect(await db().hostingServer.count({ where: { id: serverId } })).toBe(0);
  });

  it("a payment that fails later (its webhook) leaves an order the sweep discards after an hour", async () => {
    const failing = await order("ok", small, na);
    const waiting = await order("ok", small, na); // its charge is still processing: kept
    const paid = await order("ok", small, na);
    await applyAll(paid.delivered);
    const charge = await db().charge.findUniqueOrThrow({ where: { id: failing.purchase.chargeId } });
    await applyProviderEvent(
      db(),
      asProviderEvent(localPaymentEvent("payment.failed", charge.providerPaymentId!, charge.id, "Card declined.")),
      T0,
    );
    expect(await db().charge.findUniqueOrThrow({ where: { id: charge.id } })).toMatchObject({ status: "failed" });
    const ids = [failing.serverId, waiting.serverId, paid.serverId];
    expect(await db().hostingServer.count({ where: { id: { in: ids } } })).toBe(3);

    // younger than an hour: kept, whatever its charge
    expect(await discardAbandonedOrders(db(), new Date(T0.getTime() + ABANDONED_AFTER_MS / 2))).toBe(0);
    const later = new Date(T0.getTime() + 2 * ABANDONED_AFTER_MS);
    expect(await discardAbandonedOrders(db(), later)).toBeGreaterThanOrEqual(1);
    const left = await db().hostingServer.findMany({ where: { id: { in: ids } }, select: { id: true } });
    expect(left.map((row) => row.id).sort()).toEqual([waiting.serverId, paid.serverId].sort());
    // a second sweep finds nothing more of these
    await discardAbandonedOrders(db(), later);
    expect(await db().hostingServer.count({ where: { id: { in: ids } } })).toBe(2);
  });
});

describe.skipIf(!docker)("a server ordered with a modpack ends ready with the pack's files", () => {
  let agent: TestAgent;

  beforeAll(async () => {
    process.env.HOPPER_URL = site.origin;
    resetConfigCache();
    agent = await startTestAgent({ db: db(), region: "europe", cpu: 8, memoryMiB: 16384, webAppUrl: site.origin });
    await db().hostingNode.update({ where: { id: agent.node.id }, data: { lastSeenAt: T0 } });
  }, 120_000);
  afterAll(async () => {
    await agent?.stop();
    delete process.env.HOPPER_URL;
    resetConfigCache();
  });

  async function modpack(author: { actor: { userId: string; role: "user" } }) {
    const stamp = `${Date.now()}-${++orders}`;
    const library = await createProject(db(), author.actor, {
      name: "Pack Order Library",
      slug: `pack-order-lib-${stamp}`,
      projectType: "mod",
      summary: "A mod inside the pack",
    });
    await db().project.update({ where: { id: library.id }, data: { status: "approved" } });
    const jar = zip({ "fabric.mod.json": JSON.stringify({ schemaVersion: 1, id: "packorderlib", version: "1.0.0" }) });
    const libraryVersion = await createVersion(db(), author.actor, library.id, {
      versionNumber: "1.0.0",
      loaders: ["fabric"],
      gameVersions: [GAME],
      files: [{ filename: "pack-order-lib-1.0.0.jar", body: jar }],
    });
    const file = libraryVersion.files[0]!;
    const index = {
      formatVersion: 1,
      game: "minecraft",
      versionId: "2.0.0",
      name: "Order Pack",
      files: [
        {
          path: "mods/pack-order-lib.jar",
          hashes: { sha1: file.sha1, sha512: file.sha512 },
          env: { client: "required", server: "required" },
          downloads: [`${site.origin}/data/${library.id}/versions/${libraryVersion.id}/${file.filename}`],
          fileSize: jar.length,
        },
      ],
      dependencies: { minecraft: GAME, "fabric-loader": "0.16.10" },
    };
    const pack = await createProject(db(), author.actor, {
      name: "Order Pack",
      slug: `order-pack-${stamp}`,
      projectType: "modpack",
      summary: "A modpack bought with a server",
    });
    await db().project.update({ where: { id: pack.id }, data: { status: "approved" } });
    const version = await createVersion(db(), author.actor, pack.id, {
      versionNumber: "2.0.0",
      loaders: ["fabric"],
      gameVersions: ["1.20.1", GAME],
      files: [
        {
          filename: "order-pack-2.0.0.mrpack",
          body: zip({ "modrinth.index.json": JSON.stringify(index), "overrides/config/order.txt": "from the pack" }),
        },
      ],
    });
    return { pack, version, library };
  }

  it("checkout preselects a plan with room and the pack's loader; the paid order installs the pack once ready", async () => {
    const author = await userRow(db());
    const { pack, version, library } = await modpack(author as { actor: { userId: string; role: "user" } });
    const buyer = await userRow(db());

    const checkout = await serverCheckout(db(), buyer.actor, { pack: pack.id }, T0);
    expect(checkout.plan.id).toBe(big.productId);
    expect(checkout.pack).toMatchObject({
      projectId: pack.id,
      versionId: version.id,
      loader: "fabric",
      gameVersion: GAME,
    });
    expect(checkout.defaults).toEqual({ loader: "fabric", gameVersion: GAME });
    // not a modpack, or no such project: not found
    await expect(serverCheckout(db(), buyer.actor, { pack: library.id }, T0)).rejects.toMatchObject({
      code: "not_found",
    });
    await expect(serverCheckout(db(), buyer.actor, { pack: "nothing1" }, T0)).rejects.toMatchObject({
      code: "not_found",
    });

    // the form's loader fields are ignored: the pack decides
    const bought = await order("ok", big, { pack: pack.id, loader: "paper", gameVersion: "1.20.1" });
    await applyAll(bought.delivered);
    const row = await db().hostingServer.findUniqueOrThrow({ where: { id: bought.serverId } });
    expect(row).toMatchObject({ modpackVersionId: version.id, loader: "fabric", gameVersion: GAME });

    const subscription = await db().subscription.findFirstOrThrow({ where: { serverId: row.id } });
    await provisionJob({ subscriptionId: subscription.id, userId: bought.user.id, serverId: row.id }, jobContext());
    // the agent's install-result callback (through the real route) makes it ready, tells the owner, queues the pack
    await waitForValue(
      () => db().hostingServer.findUniqueOrThrow({ where: { id: row.id } }),
      (server) => server.status === "ready",
      "ready",
    );
    expect(
      await db().notification.count({ where: { userId: bought.user.id, dedupeKey: `hosting:ready:${row.id}` } }),
    ).toBe(1);

    // the job (run here as the jobs process runs it), twice: a retried job is harmless
    await installModpackJob({ serverId: row.id }, jobContext());
    await installModpackJob({ serverId: row.id }, jobContext());
    const mods = await agentJson<{ entries: { name: string }[] }>(
      agent.node,
      "GET",
      `/api/servers/${row.agentId}/files/list`,
      { query: { path: "mods" } },
    );
    expect(mods.entries.map((entry) => entry.name)).toContain("pack-order-lib.jar");
    const override = await agentFetch(agent.node, "GET", `/api/servers/${row.agentId}/files/read`, {
      query: { path: "config/order.txt" },
    });
    expect(await override.text()).toBe("from the pack");
    const view = await agentJson<ServerView>(agent.node, "GET", `/api/servers/${row.agentId}`);
    expect(view.installed).toMatchObject({ loader: "fabric", gameVersion: GAME });
  });
});
