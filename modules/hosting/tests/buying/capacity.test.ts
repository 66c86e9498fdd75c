import { beforeEach, describe, expect, it } from "vitest";

import { setupTestDatabase } from "../../../../tests/setup/test-database";
import {
  allocatePort,
  HEALTH_WINDOW_MS,
  nodeUsage,
  ORDER_HOLD_MS,
  pickNode,
  stock,
} from "../../src/server/services/nodes/capacity";
import { createServerOrder, DEFAULT_GAME_VERSION } from "../../src/server/services/servers/create-order";
import { isRegion, REGIONS } from "../../src/server/services/regions";
import { nodeRow, NOW, pyroPlan, serverRow, userRow } from "./buying-support";

// Capacity, stock and placement (docs/hosting.md "Provisioning") on real PostgreSQL.
const database = setupTestDatabase();
const db = () => database.db;

beforeEach(async () => {
  await db().hostingServer.deleteMany();
  await db().hostingNode.deleteMany();
  await db().billingPrice.deleteMany();
  await db().billingProduct.deleteMany();
});

describe("regions", () => {
  it("are europe and north-america (Dallas)", () => {
    expect(REGIONS).toEqual([
      { id: "europe", name: "Europe" },
      { id: "north-america", name: "North America (Dallas)" },
    ]);
    expect(isRegion("europe")).toBe(true);
    expect(isRegion("mars")).toBe(false);
    expect(isRegion(undefined)).toBe(false);
  });
});

describe("nodeUsage", () => {
  it("sums the resources of the servers placed on each node, deleted ones excepted", async () => {
    const owner = await userRow(db());
    const { productId } = await pyroPlan(db(), { cpu: 2, ramMb: 2048, storageMb: 16384 });
    const a = await nodeRow(db(), { cpu: 8, memoryMiB: 16384, diskMiB: 100000 });
    const b = await nodeRow(db());
    await serverRow(db(), owner.id, productId, { nodeId: a.id, port: 25565 });
    await serverRow(db(), owner.id, productId, { nodeId: a.id, port: 25566, cpu: 3, memoryMiB: 4096, diskMiB: 1000 });
    await serverRow(db(), owner.id, productId, { nodeId: a.id, port: 25567, status: "deleted" });
    await serverRow(db(), owner.id, productId, { status: "awaiting_payment" });

    const usage = await nodeUsage(db());
    const ofA = usage.find((entry) => entry.node.id === a.id)!;
    expect(ofA.used).toEqual({ cpu: 5, memoryMiB: 6144, diskMiB: 17384, servers: 2 });
    // the deleted server still holds its port (the unique index does too) until it is released
    expect(ofA.free).toEqual({ cpu: 3, memoryMiB: 10240, diskMiB: 82616, servers: 97 });
    expect(ofA.node).toMatchObject({ id: a.id, region: "europe", portFirst: 25565, draining: false });
    expect(ofA.node.lastSeenAt).toEqual(NOW);
    const ofB = usage.find((entry) => entry.node.id === b.id)!;
    expect(ofB.used).toEqual({ cpu: 0, memoryMiB: 0, diskMiB: 0, servers: 0 });
  });
});

describe("stock", () => {
  it("counts per region and plan what fits on healthy, non-draining nodes, each node on its own", async () => {
    const small = await pyroPlan(db(), { cpu: 2, ramMb: 2048, storageMb: 16384 });
    const large = await pyroPlan(db(), { cpu: 4, ramMb: 8192, storageMb: 65536 }, 2400);
    // 8 cpu / 10 GiB: 4 small by cpu, 5 by memory → 4; large: 2 by cpu, 1 by memory → 1
    await nodeRow(db(), { cpu: 8, memoryMiB: 10240, diskMiB: 200000 });
    // 3 cpu / 6 GiB: 1 small, 0 large (no single node adds up the rest of another)
    await nodeRow(db(), { cpu: 3, memoryMiB: 6144, diskMiB: 200000 });
    // not counted: draining, never seen, silent for longer than the health window
    await nodeRow(db(), { draining: true });
    await nodeRow(db(), { lastSeenAt: null });
    await nodeRow(db(), { lastSeenAt: new Date(NOW.getTime() - HEALTH_WINDOW_MS - 1) });

    const entries = await stock(db(), NOW);
    const of = (region: string, productId: string) =>
      entries.find((entry) => entry.region === region && entry.productId === productId)?.available;
    expect(entries).toHaveLength(4);
    expect(of("europe", small.productId)).toBe(5);
    expect(of("europe", large.productId)).toBe(1);
    expect(of("north-america", small.productId)).toBe(0);
    expect(of("north-america", large.productId)).toBe(0);
  });

  it("goes down as servers are placed, and to 0 when the ports run out", async () => {
    const owner = await userRow(db());
    const small = await pyroPlan(db(), { cpu: 1, ramMb: 1024, storageMb: 1024 });
    const node = await nodeRow(db(), { region: "north-america", portFirst: 30000, portLast: 30001 });
    const before = await stock(db(), NOW);
    expect(before.find((entry) => entry.region === "north-america")?.available).toBe(2);
    await serverRow(db(), owner.id, small.productId, { nodeId: node.id, port: 30000, cpu: 1, memoryMiB: 1024 });
    await serverRow(db(), owner.id, small.productId, { nodeId: node.id, port: 30001, cpu: 1, memoryMiB: 1024 });
    const after = await stock(db(), NOW);
    expect(after.find((entry) => entry.region === "north-america")?.available).toBe(0);
  });
});

describe("stock holds the room of unplaced servers", () => {
  it("an order awaiting payment (within the hold) and a paid server waiting for room take the last slot", async () => {
    const buyer = await userRow(db());
    const other = await userRow(db());
    const small = await pyroPlan(db(), { cpu: 1, ramMb: 1024, storageMb: 1024 });
    await nodeRow(db(), { region: "north-america", cpu: 1, memoryMiB: 1024, diskMiB: 1024 });
    const available = async () => (await stock(db(), NOW)).find((entry) => entry.region === "north-america")?.available;
    expect(await available()).toBe(1);

    // The first buyer is paying: the second is told it is out of stock, never sold the same slot.
    const order = await serverRow(db(), buyer.id, small.productId, {
      region: "north-america",
      status: "awaiting_payment",
      cpu: 1,
      memoryMiB: 1024,
      diskMiB: 1024,
    });
    await db().hostingServer.update({ where: { id: order.id }, data: { createdAt: new Date(NOW.getTime() - 60_000) } });
    expect(await available()).toBe(0);
    await expect(
      createServerOrder(
        db(),
        other.actor,
        {
          orderId: `S${other.id.slice(1)}`,
          productId: small.productId,
          region: "north-america",
          name: "Second",
          loader: "paper",
          gameVersion: DEFAULT_GAME_VERSION,
        },
        NOW,
      ),
    ).rejects.toMatchObject({ code: "conflict" });

    // Past the hold (the sweep discards it), it holds nothing; paid and waiting for room, it holds again.
    await db().hostingServer.update({
      where: { id: order.id },
      data: { createdAt: new Date(NOW.getTime() - ORDER_HOLD_MS - 1) },
    });
    expect(await available()).toBe(1);
    await db().hostingServer.update({ where: { id: order.id }, data: { status: "provisioning" } });
    expect(await available()).toBe(0);
    // Europe is untouched by a claim on north-america.
    expect((await stock(db(), NOW)).find((entry) => entry.region === "europe")?.available).toBe(0);
  });
});

describe("pickNode and allocatePort", () => {
  const plan = { cpu: 2, memoryMiB: 2048, diskMiB: 16384 };

  it("picks the healthy, non-draining node with the most free memory that fits; null when none does", async () => {
    const owner = await userRow(db());
    const { productId } = await pyroPlan(db(), { cpu: 2, ramMb: 2048, storageMb: 16384 });
    const busy = await nodeRow(db(), { memoryMiB: 32768 });
    await serverRow(db(), owner.id, productId, { nodeId: busy.id, port: 25565, memoryMiB: 24576 });
    const roomy = await nodeRow(db(), { memoryMiB: 16384 });
    await nodeRow(db(), { memoryMiB: 65536, draining: true });
    await nodeRow(db(), { memoryMiB: 65536, lastSeenAt: null });
    await nodeRow(db(), { memoryMiB: 65536, region: "north-america" });

    const picked = await db().$transaction((tx) => pickNode(tx, "europe", plan, NOW));
    expect(picked?.id).toBe(roomy.id);
    const none = await db().$transaction((tx) => pickNode(tx, "europe", { ...plan, cpu: 9 }, NOW));
    expect(none).toBeNull();
    // the health window is measured from the given time
    const later = new Date(NOW.getTime() + HEALTH_WINDOW_MS + 1);
    expect(await db().$transaction((tx) => pickNode(tx, "europe", plan, later))).toBeNull();
  });

  it("hands out the lowest free port, and refuses when the range is full", async () => {
    const owner = await userRow(db());
    const { productId } = await pyroPlan(db(), { cpu: 1, ramMb: 1024, storageMb: 1024 });
    const node = await nodeRow(db(), { portFirst: 40000, portLast: 40002 });
    await serverRow(db(), owner.id, productId, { nodeId: node.id, port: 40000 });
    await serverRow(db(), owner.id, productId, { nodeId: node.id, port: 40002 });
    expect(await allocatePort(db(), node)).toBe(40001);
    await serverRow(db(), owner.id, productId, { nodeId: node.id, port: 40001 });
    await expect(allocatePort(db(), node)).rejects.toMatchObject({ code: "conflict" });
    // a node without a free port is not picked
    expect(await db().$transaction((tx) => pickNode(tx, "europe", plan, NOW))).toBeNull();
  });

  it("serializes concurrent placements in a region: each sees the one before and none shares a port", async () => {
    const owner = await userRow(db());
    const { productId } = await pyroPlan(db(), { cpu: 1, ramMb: 1024, storageMb: 1024 });
    // room for exactly three servers of the plan
    await nodeRow(db(), { cpu: 3, memoryMiB: 3072, diskMiB: 100000 });
    const orders = await Promise.all(
      [1, 2, 3, 4].map(() =>
        serverRow(db(), owner.id, productId, { status: "awaiting_payment", cpu: 1, memoryMiB: 1024, diskMiB: 1024 }),
      ),
    );
    const small = { cpu: 1, memoryMiB: 1024, diskMiB: 1024 };
    const placed = await Promise.all(
      orders.map((order) =>
        db().$transaction(async (tx) => {
          const node = await pickNode(tx, "europe", small, NOW);
          if (!node) return null;
          const port = await allocatePort(tx, node);
          await tx.hostingServer.update({ where: { id: order.id }, data: { nodeId: node.id, port } });
          return port;
        }),
      ),
    );
    const ports = placed.filter((port): port is number => port !== null);
    expect(ports.sort()).toEqual([25565, 25566, 25567]);
    expect(placed.filter((port) => port === null)).toHaveLength(1);
  });
});
