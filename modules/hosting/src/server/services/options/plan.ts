import type { Actor } from "@hopper/core/auth";
import type { DbOrTx } from "@hopper/core/db";
import { AppError } from "@hopper/core/errors";
import { cancelSubscription, listProducts, subscriptionsOfServers, upgradePlan } from "@hopper/billing/server";

import { agentJson } from "../agent/agent-client";
import { nodeUsage, productResources } from "../nodes/capacity";
import { manageableServer, placedNode } from "../servers/server-access";

// The billing option of a server (docs/hosting.md "Options"): its plan, price and next renewal, a move to another
// plan (billing's upgradePlan: a bigger plan charges the prorated difference now and applies at once, a smaller
// one applies at renewal) and cancellation (billing's cancel). A bigger plan needs room on the server's own node
// for the difference (a server does not move between nodes): otherwise it is out of stock.

type Server = Awaited<ReturnType<typeof manageableServer>>;

async function subscriptionOf(db: DbOrTx, server: Server) {
  const subscription = (await subscriptionsOfServers(db, [server.id])).get(server.id);
  if (!subscription) throw new AppError("conflict", "This server has no subscription yet.");
  return subscription;
}

/** How much more of each resource a node must give for the server to move to this plan (0 when smaller). */
async function roomFor(db: DbOrTx, server: Server, plan: { cpu: number; memoryMiB: number; diskMiB: number }) {
  if (!server.nodeId) return false;
  const usage = (await nodeUsage(db)).find((entry) => entry.node.id === server.nodeId);
  if (!usage || usage.node.draining) return false;
  return (
    plan.cpu - server.cpu <= usage.free.cpu &&
    plan.memoryMiB - server.memoryMiB <= usage.free.memoryMiB &&
    plan.diskMiB - server.diskMiB <= usage.free.diskMiB
  );
}

export async function planOverview(db: DbOrTx, actor: Actor | null, serverId: string) {
  const server = await manageableServer(db, actor, serverId);
  const subscription = (await subscriptionsOfServers(db, [server.id])).get(server.id) ?? null;
  const products = await listProducts(db, { kind: "pyro" });
  const plans = await Promise.all(
    products.map(async (product) => {
      const resources = productResources(product);
      const price = product.prices.find((p) => p.active && p.currency === (subscription?.currency ?? p.currency));
      const interval = (subscription?.interval ?? "monthly") as "monthly" | "quarterly" | "yearly";
      const bigger = resources ? resources.memoryMiB > server.memoryMiB || resources.cpu > server.cpu : false;
      return {
        productId: product.id,
        name: product.name,
        resources,
        priceId: price?.id ?? null,
        amount: price ? price[interval] : null,
        currency: price?.currency ?? null,
        current: product.id === server.productId,
        bigger,
        inStock: resources ? !bigger || (await roomFor(db, server, resources)) : false,
      };
    }),
  );
  return { subscription, plans };
}

/**
 * Applies the subscription's plan to the server and its node when they differ: the hosting.plan-changed job (billing's
 * SUBSCRIPTION_PLAN_CHANGED, after a paid upgrade or a downgrade at renewal) and the fast path of a change paid at
 * once. Idempotent: the row takes the plan only after the agent did, and a rerun with the plan applied does nothing.
 */
export async function syncServerPlan(db: DbOrTx, serverId: string) {
  const server = await db.hostingServer.findUnique({ where: { id: serverId }, include: { node: true } });
  if (!server?.node) return null;
  const subscription = (await subscriptionsOfServers(db, [server.id])).get(server.id);
  if (!subscription || subscription.product.id === server.productId) return null;
  const product = (await listProducts(db, { kind: "pyro", includeRetired: true })).find(
    (p) => p.id === subscription.product.id,
  );
  const resources = product ? productResources(product) : null;
  if (!product || !resources) return null;
  const plan = { ...resources, swapMiB: product.swapMb ?? 0 };
  await db.hostingServer.update({ where: { id: server.id }, data: { upgrading: true } });
  try {
    // CPU and memory apply live on the node; disk is the quota the agent checks writes against.
    await agentJson(server.node, "PATCH", `/api/servers/${server.agentId}`, { json: { plan } });
    await db.hostingServer.update({ where: { id: server.id }, data: { productId: product.id, ...plan } });
  } finally {
    await db.hostingServer.update({ where: { id: server.id }, data: { upgrading: false } });
  }
  return plan;
}

export async function changeServerPlan(db: DbOrTx, actor: Actor | null, serverId: string, priceId: string, now: Date) {
  const server = await manageableServer(db, actor, serverId);
  placedNode(server);
  const subscription = await subscriptionOf(db, server);
  const products = await listProducts(db, { kind: "pyro" });
  const target = products.find((product) => product.prices.some((price) => price.id === priceId));
  const resources = target ? productResources(target) : null;
  if (!target || !resources) throw new AppError("not_found", "That plan was not found.");
  const bigger =
    resources.memoryMiB > server.memoryMiB || resources.cpu > server.cpu || resources.diskMiB > server.diskMiB;
  if (bigger && !(await roomFor(db, server, resources))) {
    throw new AppError("conflict", `${target.name} is out of stock on your server's node right now.`);
  }
  const result = await upgradePlan(db, actor, subscription.id, priceId, now);
  // Paid at once: applied now (the job billing's event starts finds it done). Paid later (webhook, 3-D Secure), or an
  // agent unreachable now: the job applies it, retried.
  if (result.status === "succeeded" || result.status === "waived") {
    await syncServerPlan(db, server.id).catch(() => null);
  }
  return result;
}

export async function cancelServerSubscription(db: DbOrTx, actor: Actor | null, serverId: string) {
  const server = await manageableServer(db, actor, serverId);
  const subscription = await subscriptionOf(db, server);
  return cancelSubscription(db, actor, subscription.id);
}
