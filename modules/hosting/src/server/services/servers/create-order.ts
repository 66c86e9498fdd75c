import { randomBytes } from "node:crypto";

import type { Actor } from "@hopper/core/auth";
import { ID_PATTERN, newId, Prisma } from "@hopper/core/db";
import type { DbOrTx } from "@hopper/core/db";
import { loaders } from "@hopper/agent/protocol";
import type { Loader } from "@hopper/agent/protocol";
import { listProducts } from "@hopper/billing/server";
import { GAME_VERSIONS, isGameVersion } from "@hopper/catalog/server";

import { productResources, stock } from "../nodes/capacity";
import { isRegion, regionName } from "../regions";
import { requireSignedIn } from "./server-access";
import { problem, refusal } from "./buying-refusals";

// Placing an order for a server (docs/hosting.md "Buying a server"): the HostingServer row waiting for its first
// payment. Billing's purchase then names it (`serverId`), and the provisioning job places it once paid.

export const SERVER_NAME_MAX = 64;
const LOADER_VERSION = /^[A-Za-z0-9.+_-]{1,64}$/;

/** The newest release: the default game version of a new server. */
export const DEFAULT_GAME_VERSION = GAME_VERSIONS.find((tag) => tag.version_type === "release")?.version ?? "1.21.4";
export const DEFAULT_LOADER: Loader = "paper";

export interface OrderInput {
  /** The order's id, chosen when the review step is shown: a repeated Pay sends the same one (one server). */
  orderId: string;
  /** The pyro product (a plan). */
  productId: string;
  region: string;
  name: string;
  loader: string;
  loaderVersion?: string | null;
  gameVersion: string;
  modpackVersionId?: string | null;
}

export interface OrderPlan {
  id: string;
  name: string;
  cpu: number;
  memoryMiB: number;
  swapMiB: number;
  diskMiB: number;
}

/** A new agent id: "hs-" and 16 hex digits, fixed before any agent call so a retried creation is the same server. */
export function newAgentId(): string {
  return `hs-${randomBytes(8).toString("hex")}`;
}

/** The active pyro plan, or not_found. */
export async function orderablePlan(db: DbOrTx, productId: string): Promise<OrderPlan> {
  // Billing's catalogue, not its table: the plans (and their prices) are billing's.
  const product = ID_PATTERN.test(productId)
    ? (await listProducts(db, { kind: "pyro" })).find((candidate) => candidate.id === productId)
    : undefined;
  const resources = product ? productResources(product) : null;
  if (!product || !resources) throw refusal("not_found", problem("planNotFound"), "productId");
  return { id: product.id, name: product.name, ...resources, swapMiB: product.swapMb ?? 0 };
}

/** Refuses an order's fields that cannot be placed, before anything is written. */
export function checkOrderFields(input: OrderInput): {
  name: string;
  loader: Loader;
  loaderVersion: string | null;
  gameVersion: string;
} {
  const name = input.name.trim();
  if (!name) throw refusal("invalid_input", problem("nameRequired"), "name");
  if (name.length > SERVER_NAME_MAX) {
    throw refusal("invalid_input", problem("nameTooLong", { max: String(SERVER_NAME_MAX) }), "name");
  }
  if (!isRegion(input.region)) throw refusal("invalid_input", problem("regionUnknown"), "region");
  const loader = loaders.find((known) => known === input.loader);
  if (!loader) throw refusal("invalid_input", problem("loaderUnknown"), "loader");
  if (!isGameVersion(input.gameVersion)) throw refusal("invalid_input", problem("gameVersionUnknown"), "gameVersion");
  const loaderVersion = input.loaderVersion?.trim() || null;
  if (loaderVersion && !LOADER_VERSION.test(loaderVersion)) {
    throw refusal("invalid_input", problem("loaderVersionInvalid"), "loaderVersion");
  }
  return { name, loader, loaderVersion, gameVersion: input.gameVersion };
}

/** Refuses a plan out of stock in the region (and says so when there are no nodes at all). */
export async function requireStock(db: DbOrTx, plan: OrderPlan, region: string, now: Date): Promise<void> {
  const nodes = await db.hostingNode.count();
  if (nodes === 0) throw refusal("conflict", problem("noNodes"));
  const entries = await stock(db, now);
  const entry = entries.find((candidate) => candidate.region === region && candidate.productId === plan.id);
  if (!entry || entry.available < 1) {
    throw refusal("conflict", problem("outOfStock", { plan: plan.name, region: regionName(region) }), "region");
  }
}

/**
 * The server row of an order, awaiting payment: the plan's resources, the region, what to install. Placing the same
 * order twice (a double-clicked Pay) answers the same row; an order id another user took is refused.
 */
export async function createServerOrder(db: DbOrTx, actor: Actor | null, input: OrderInput, now: Date) {
  const buyer = requireSignedIn(actor);
  if (!ID_PATTERN.test(input.orderId)) throw refusal("invalid_input", problem("orderTaken"), "orderId");
  const fields = checkOrderFields(input);
  const plan = await orderablePlan(db, input.productId);
  const existing = await db.hostingServer.findUnique({ where: { id: input.orderId } });
  if (existing) {
    if (existing.ownerId !== buyer.userId || existing.productId !== plan.id) {
      throw refusal("conflict", problem("orderTaken"), "orderId");
    }
    // Pay again after the order was paid (Back, Pay): the server is billing's now, never a second subscription.
    if (existing.status !== "awaiting_payment") throw refusal("conflict", problem("serverAlreadyPaid"), "orderId");
    return existing;
  }
  await requireStock(db, plan, input.region, now);
  try {
    return await db.hostingServer.create({
      data: {
        id: input.orderId,
        agentId: newAgentId(),
        ownerId: buyer.userId,
        name: fields.name,
        region: input.region,
        productId: plan.id,
        cpu: plan.cpu,
        memoryMiB: plan.memoryMiB,
        swapMiB: plan.swapMiB,
        diskMiB: plan.diskMiB,
        loader: fields.loader,
        loaderVersion: fields.loaderVersion,
        gameVersion: fields.gameVersion,
        modpackVersionId: input.modpackVersionId ?? null,
        status: "awaiting_payment",
        createdAt: now,
      },
    });
  } catch (error) {
    // The other click of a double-clicked Pay created it between our read and our insert.
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") {
      const raced = await db.hostingServer.findUnique({ where: { id: input.orderId } });
      if (raced && raced.ownerId === buyer.userId) return raced;
    }
    throw error;
  }
}

/** A fresh order id for the review step's form. */
export const newOrderId = newId;
