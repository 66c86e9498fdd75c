import type { Db } from "@hopper/core/db";
import { newId } from "@hopper/core/db";
import { attachServer, listProducts, paidPyroSubscription } from "@hopper/billing/server";
import type { SubscriptionEvent } from "@hopper/billing/server";
import { notify } from "@hopper/notifications/server";

import { productResources, stock } from "../nodes/capacity";
import { REGIONS, regionName } from "../regions";
import { notificationText } from "./buying-refusals";
import { DEFAULT_GAME_VERSION, DEFAULT_LOADER, newAgentId, SERVER_NAME_MAX } from "./create-order";

// A paid pyro subscription always gets a server (docs/hosting.md "Provisioning"): a payment that arrived after its
// order was discarded (billing restores the purchase without a server) or a subscription whose server is gone would
// otherwise be billed every month for nothing. The server gets the subscription's plan, the first region with room
// (else Europe, where it waits for room), the buy flow's default loader and version, and "<username>'s server".

/**
 * The server a SUBSCRIPTION_PROVISIONED event is for: the one it names when that exists, else a new one made for the
 * subscription and linked to it through billing (null when the subscription is not a paid pyro one any more). One
 * server per subscription whatever the replays: made under a lock on the subscription, linked with a guarded update.
 */
export async function serverForPayment(db: Db, event: SubscriptionEvent, now: Date): Promise<string | null> {
  if (event.serverId) {
    const named = await db.hostingServer.findUnique({ where: { id: event.serverId }, select: { status: true } });
    if (named && named.status !== "deleted") return event.serverId;
  }
  const [products, entries] = await Promise.all([
    listProducts(db, { kind: "pyro", includeRetired: true }),
    stock(db, now),
  ]);
  return db.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT pg_advisory_xact_lock(hashtext(${`hosting:payment:${event.subscriptionId}`}))::text`;
    const subscription = await paidPyroSubscription(tx, event.subscriptionId);
    if (!subscription) return null;
    if (subscription.serverId) {
      const current = await tx.hostingServer.findUnique({
        where: { id: subscription.serverId },
        select: { status: true },
      });
      // Made by a replay of this event meanwhile, or the subscription was linked since.
      if (current && current.status !== "deleted") return subscription.serverId;
    }
    const product = products.find((candidate) => candidate.id === subscription.productId);
    const resources = product ? productResources(product) : null;
    const owner = await tx.user.findUnique({ where: { id: subscription.userId }, select: { username: true } });
    if (!product || !resources || !owner) return null;
    const region =
      REGIONS.find((candidate) =>
        entries.some((entry) => entry.region === candidate.id && entry.productId === product.id && entry.available > 0),
      )?.id ?? "europe";
    const id = newId();
    const name = `${owner.username}'s server`.slice(0, SERVER_NAME_MAX);
    await tx.hostingServer.create({
      data: {
        id,
        agentId: newAgentId(),
        ownerId: subscription.userId,
        name,
        region,
        productId: product.id,
        ...resources,
        swapMiB: product.swapMb ?? 0,
        loader: DEFAULT_LOADER,
        gameVersion: DEFAULT_GAME_VERSION,
        status: "awaiting_payment",
        createdAt: now,
      },
    });
    if (!(await attachServer(tx, subscription.id, id, subscription.serverId))) {
      throw new Error(`subscription ${subscription.id} was linked to another server meanwhile`);
    }
    await notify(tx, {
      userId: subscription.userId,
      type: "subscription_changed",
      title: notificationText("madeForPaymentTitle", { name }),
      text: notificationText("madeForPaymentText", { plan: product.name, region: regionName(region) }),
      link: `/servers/manage/${id}`,
      body: { server_id: id, subscription_id: subscription.id },
      dedupeKey: `hosting:made-for-payment:${subscription.id}:${id}`,
    });
    return id;
  });
}
