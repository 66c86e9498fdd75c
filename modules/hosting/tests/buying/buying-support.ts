import { randomBytes } from "node:crypto";

import { newId } from "../../../core/src/db/ids";
import type { DbOrTx } from "../../../core/src/db/client";
import { encryptNodeToken, newNodeToken } from "../../src/server/services/nodes/node-token";

// Rows for the buying and placement tests: nodes (no agent behind them unless a test starts one), servers placed on
// them, and pyro plans with their resources.

export const NOW = new Date("2030-01-01T00:00:00.000Z");

export async function nodeRow(
  db: DbOrTx,
  options: {
    region?: string;
    cpu?: number;
    memoryMiB?: number;
    diskMiB?: number;
    portFirst?: number;
    portLast?: number;
    draining?: boolean;
    lastSeenAt?: Date | null;
  } = {},
) {
  const id = `n-${randomBytes(5).toString("hex")}`;
  return db.hostingNode.create({
    data: {
      id,
      name: `Node ${id}`,
      region: options.region ?? "europe",
      agentUrl: "http://127.0.0.1:1",
      publicUrl: "http://127.0.0.1:1",
      gameHost: "127.0.0.1",
      tokenCiphertext: encryptNodeToken(newNodeToken()),
      cpu: options.cpu ?? 8,
      memoryMiB: options.memoryMiB ?? 16384,
      diskMiB: options.diskMiB ?? 131072,
      portFirst: options.portFirst ?? 25565,
      portLast: options.portLast ?? 25664,
      draining: options.draining ?? false,
      lastSeenAt: options.lastSeenAt === undefined ? NOW : options.lastSeenAt,
    },
  });
}

export async function userRow(db: DbOrTx, role: "user" | "moderator" | "admin" = "user") {
  const id = newId();
  const username = `h${id.toLowerCase()}`;
  await db.user.create({ data: { id, username, usernameKey: username, role } });
  return { id, actor: { userId: id, role } };
}

export async function pyroPlan(
  db: DbOrTx,
  resources: { cpu: number; ramMb: number; storageMb: number; swapMb?: number },
  monthly = 600,
) {
  const productId = newId();
  await db.billingProduct.create({
    data: {
      id: productId,
      kind: "pyro",
      slug: `pyro-${productId.toLowerCase()}`,
      name: `Plan ${productId}`,
      swapMb: resources.swapMb ?? 512,
      ...resources,
    },
  });
  const priceId = newId();
  await db.billingPrice.create({
    data: { id: priceId, productId, currency: "USD", monthly, quarterly: monthly * 2.5, yearly: monthly * 10 },
  });
  return { productId, priceId };
}

/** A server row using a plan's resources, placed on a node (or not) in a status. */
export async function serverRow(
  db: DbOrTx,
  ownerId: string,
  productId: string,
  options: {
    nodeId?: string | null;
    port?: number | null;
    region?: string;
    status?: string;
    cpu?: number;
    memoryMiB?: number;
    diskMiB?: number;
  } = {},
) {
  return db.hostingServer.create({
    data: {
      id: newId(),
      agentId: `hs-${randomBytes(8).toString("hex")}`,
      ownerId,
      name: "Test server",
      region: options.region ?? "europe",
      nodeId: options.nodeId ?? null,
      port: options.port ?? null,
      productId,
      cpu: options.cpu ?? 2,
      memoryMiB: options.memoryMiB ?? 2048,
      swapMiB: 512,
      diskMiB: options.diskMiB ?? 16384,
      loader: "paper",
      gameVersion: "1.21.4",
      status: options.status ?? "ready",
    },
  });
}
