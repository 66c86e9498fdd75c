import { Prisma } from "@hopper/core/db";
import type { DbOrTx } from "@hopper/core/db";
import { listProducts } from "@hopper/billing/server";
import { AppError } from "@hopper/core/errors";

import { REGIONS } from "../regions";

// Capacity and placement (docs/hosting.md "Provisioning"). A node offers cpu cores, memory and storage; every
// server placed on it that is not deleted uses its plan's share (swap is not counted: it is disk-backed and
// bounded by the plan's memory). Stock is computed from the free capacity of the nodes that may take servers,
// never a constant.

export type HostingNodeRow = Prisma.HostingNodeGetPayload<object>;

/** What a server needs from a node (the plan's resources, as stored on HostingServer). */
export interface PlanResources {
  cpu: number;
  memoryMiB: number;
  diskMiB: number;
}

export interface Resources extends PlanResources {
  servers: number;
}

export interface NodeUsage {
  node: HostingNodeRow;
  used: Resources;
  /** capacity − used (may be negative after an admin lowered a node's capacity); `servers` counts free ports. */
  free: Resources;
}

/**
 * A node is healthy when its agent answered within this window. The health job (every minute) and each callback
 * bump lastSeenAt, so a live agent, the local agent of `hopper start` and the tests' agents stay fresh; a node
 * never seen, or silent for 5 minutes, takes no new servers.
 */
export const HEALTH_WINDOW_MS = 5 * 60 * 1000;

export function isHealthy(node: { lastSeenAt: Date | null }, now: Date): boolean {
  return node.lastSeenAt !== null && node.lastSeenAt.getTime() >= now.getTime() - HEALTH_WINDOW_MS;
}

/** A node may take a new server: healthy and not draining. */
export function takesServers(node: { lastSeenAt: Date | null; draining: boolean }, now: Date): boolean {
  return !node.draining && isHealthy(node, now);
}

// The node's columns under the model's field names, so raw rows are HostingNode rows.
const NODE_COLUMNS = Prisma.sql`
  n.id, n.name, n.region, n.agent_url AS "agentUrl", n.public_url AS "publicUrl", n.game_host AS "gameHost",
  n.token_ciphertext AS "tokenCiphertext", n.cpu, n.memory_mib AS "memoryMiB", n.disk_mib AS "diskMiB",
  n.port_first AS "portFirst", n.port_last AS "portLast", n.draining, n.last_seen_at AS "lastSeenAt",
  n.last_error AS "lastError", n.created_at AS "createdAt", n.updated_at AS "updatedAt"`;

// Every server row holding a node's resources (deleted ones released theirs).
const USAGE_COLUMNS = Prisma.sql`
  COALESCE(SUM(s.cpu), 0)::int AS "usedCpu", COALESCE(SUM(s.memory_mib), 0)::int AS "usedMemoryMiB",
  COALESCE(SUM(s.disk_mib), 0)::int AS "usedDiskMiB", COUNT(s.id)::int AS "usedServers"`;

interface UsageRow extends HostingNodeRow {
  usedCpu: number;
  usedMemoryMiB: number;
  usedDiskMiB: number;
  usedServers: number;
  /** Ports held by any row (deleted servers included while they keep their port, as the unique index does). */
  heldPorts: number;
}

function toUsage(row: UsageRow): NodeUsage {
  const { usedCpu, usedMemoryMiB, usedDiskMiB, usedServers, heldPorts, ...node } = row;
  return {
    node,
    used: { cpu: usedCpu, memoryMiB: usedMemoryMiB, diskMiB: usedDiskMiB, servers: usedServers },
    free: {
      cpu: node.cpu - usedCpu,
      memoryMiB: node.memoryMiB - usedMemoryMiB,
      diskMiB: node.diskMiB - usedDiskMiB,
      servers: Math.max(0, node.portLast - node.portFirst + 1 - heldPorts),
    },
  };
}

function usageSql(where: Prisma.Sql) {
  return Prisma.sql`
    SELECT ${NODE_COLUMNS}, ${USAGE_COLUMNS},
      (SELECT COUNT(*)::int FROM hosting_servers p WHERE p.node_id = n.id AND p.port IS NOT NULL) AS "heldPorts"
    FROM hosting_nodes n
    LEFT JOIN hosting_servers s ON s.node_id = n.id AND s.status <> 'deleted'
    WHERE ${where}
    GROUP BY n.id
    ORDER BY n.region, n.name, n.id`;
}

/** Every node with what its servers use and what is left (one query). */
export async function nodeUsage(db: DbOrTx): Promise<NodeUsage[]> {
  const rows = await db.$queryRaw<UsageRow[]>(usageSql(Prisma.sql`TRUE`));
  return rows.map(toUsage);
}

/** How many servers of this plan fit in the free resources (0 when any is short). */
export function fits(free: Resources, plan: PlanResources): number {
  if (plan.cpu <= 0 || plan.memoryMiB <= 0 || plan.diskMiB <= 0) return 0;
  return Math.max(
    0,
    Math.min(
      Math.floor(free.cpu / plan.cpu),
      Math.floor(free.memoryMiB / plan.memoryMiB),
      Math.floor(free.diskMiB / plan.diskMiB),
      free.servers,
    ),
  );
}

export interface Stock {
  region: string;
  productId: string;
  /** How many more servers of this plan can be placed in this region now. */
  available: number;
}

/** The plan's resources from a pyro product (null when the product lacks them: it cannot be placed). */
export function productResources(product: {
  cpu: number | null;
  ramMb: number | null;
  storageMb: number | null;
}): PlanResources | null {
  if (!product.cpu || !product.ramMb || !product.storageMb) return null;
  return { cpu: product.cpu, memoryMiB: product.ramMb, diskMiB: product.storageMb };
}

/**
 * Per region × active pyro product, how many more servers fit on the region's healthy, non-draining nodes (each
 * node counted on its own: a server cannot span nodes), after the unplaced claims on the region (recent unpaid
 * orders, paid servers waiting for room) have taken theirs. Every region is listed, with 0 where it has no node.
 * Two queries (nodes with their usage, the products), whatever the number of nodes and plans.
 */
export async function stock(db: DbOrTx, now: Date): Promise<Stock[]> {
  const [usage, products, claims] = await Promise.all([
    nodeUsage(db),
    listProducts(db, { kind: "pyro" }),
    unplacedClaims(db, now),
  ]);
  const open = reserve(
    usage.filter((entry) => takesServers(entry.node, now)),
    claims,
  );
  return REGIONS.flatMap((region) =>
    products.map((product) => {
      const plan = productResources(product);
      const available = plan
        ? open
            .filter((entry) => entry.node.region === region.id)
            .reduce((sum, entry) => sum + fits(entry.free, plan), 0)
        : 0;
      return { region: region.id, productId: product.id, available };
    }),
  );
}

/** How long an unpaid order holds its room in the stock: the abandoned-order sweep's window (abandoned-orders.ts). */
export const ORDER_HOLD_MS = 60 * 60 * 1000;

/**
 * Servers with a claim on their region but no node yet: orders awaiting payment younger than the hold (the buyer is
 * paying: the last slot must not be sold again meanwhile) and paid servers waiting for room. Oldest first.
 */
async function unplacedClaims(db: DbOrTx, now: Date) {
  return db.hostingServer.findMany({
    where: {
      nodeId: null,
      OR: [
        { status: "provisioning" },
        { status: "awaiting_payment", createdAt: { gte: new Date(now.getTime() - ORDER_HOLD_MS) } },
      ],
    },
    select: { region: true, cpu: true, memoryMiB: true, diskMiB: true },
    orderBy: { createdAt: "asc" },
  });
}

/**
 * The nodes' free resources once each claim is placed as placement would (the node of its region with most free
 * memory that fits it); a claim that fits nowhere holds nothing now. Copies: the usage given is not changed.
 */
function reserve(
  usage: NodeUsage[],
  claims: { region: string; cpu: number; memoryMiB: number; diskMiB: number }[],
): NodeUsage[] {
  const nodes = usage.map((entry) => ({ ...entry, free: { ...entry.free } }));
  for (const claim of claims) {
    const target = nodes
      .filter((entry) => entry.node.region === claim.region && fits(entry.free, claim) > 0)
      .sort((a, b) => b.free.memoryMiB - a.free.memoryMiB)[0];
    if (!target) continue;
    target.free.cpu -= claim.cpu;
    target.free.memoryMiB -= claim.memoryMiB;
    target.free.diskMiB -= claim.diskMiB;
    target.free.servers -= 1;
  }
  return nodes;
}

/**
 * The node of the region a new server of this plan goes to: healthy, not draining, with room for the plan and a
 * free port; the one with most free memory (spreading load), null when none fits. Must run in a transaction that
 * then records the server on the node: it locks the region's nodes FOR UPDATE first, so concurrent placements in
 * a region queue up and each sees the servers placed before it. The lock and the usage are two statements on
 * purpose: in READ COMMITTED a statement reads the snapshot taken when it began, so usage read in the statement
 * that waited for the lock would miss the placement it waited for.
 */
export async function pickNode(
  tx: DbOrTx,
  region: string,
  plan: PlanResources,
  now: Date = new Date(),
): Promise<HostingNodeRow | null> {
  await tx.$queryRaw`SELECT id FROM hosting_nodes WHERE region = ${region} ORDER BY id FOR UPDATE`;
  const since = new Date(now.getTime() - HEALTH_WINDOW_MS);
  const rows = await tx.$queryRaw<UsageRow[]>(
    usageSql(Prisma.sql`n.region = ${region} AND NOT n.draining AND n.last_seen_at >= ${since}`),
  );
  const candidates = rows
    .map(toUsage)
    .filter((entry) => fits(entry.free, plan) > 0)
    .sort((a, b) => b.free.memoryMiB - a.free.memoryMiB || a.node.id.localeCompare(b.node.id));
  return candidates[0]?.node ?? null;
}

/**
 * The lowest port of the node's range no server row holds (one query). Call it under pickNode's lock, in the same
 * transaction; the unique (node, port) index refuses a duplicate should anything else race. A full range is a
 * conflict (pickNode does not pick such a node).
 */
export async function allocatePort(
  tx: DbOrTx,
  node: { id: string; portFirst: number; portLast: number },
): Promise<number> {
  const [row] = await tx.$queryRaw<{ port: number | null }[]>`
    SELECT MIN(candidate)::int AS port
    FROM generate_series(${node.portFirst}::int, ${node.portLast}::int) AS candidate
    WHERE NOT EXISTS (SELECT 1 FROM hosting_servers s WHERE s.node_id = ${node.id} AND s.port = candidate)`;
  if (row?.port == null) throw new AppError("conflict", "This node has no free port left.");
  return row.port;
}
