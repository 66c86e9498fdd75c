import type { DbOrTx } from "@hopper/core/db";
import { publishEvent } from "@hopper/core/jobs";

import { billingSettings } from "../../settings";
import type { SubscriptionEvent, SuspendReason } from "./events";
import { SUBSCRIPTION_PLAN_CHANGED, SUBSCRIPTION_PROVISIONED, SUBSCRIPTION_SUSPENDED } from "./events";

// What a paid period switches on and an unpaid one switches off, by product kind (docs/billing.md, "Perks"). Each
// provisioner flips `provisioned` with a guarded update, so a replayed event or a rerun job changes nothing twice;
// it answers whether it changed anything, and only then is the user notified.

export type { SuspendReason } from "./events";

export interface Provisioner {
  provision(tx: DbOrTx, subscriptionId: string): Promise<boolean>;
  suspend(tx: DbOrTx, subscriptionId: string, reason: SuspendReason): Promise<boolean>;
}

async function flip(tx: DbOrTx, subscriptionId: string, provisioned: boolean): Promise<boolean> {
  const changed = await tx.subscription.updateMany({
    where: { id: subscriptionId, provisioned: !provisioned },
    data: { provisioned },
  });
  return changed.count === 1;
}

/**
 * The user's API rate multiplier (core `users.api_rate_multiplier`, read with the viewer by the REST handler): the
 * setting while a midas subscription of theirs is provisioned, else 1. Set from the flags rather than toggled, so a
 * replay, or a second subscription ending, always leaves the value the flags say.
 */
async function syncApiRate(tx: DbOrTx, subscriptionId: string): Promise<void> {
  const { userId } = await tx.subscription.findUniqueOrThrow({
    where: { id: subscriptionId },
    select: { userId: true },
  });
  const subscribed = await tx.subscription.count({
    where: { userId, provisioned: true, price: { product: { kind: "midas" } } },
  });
  const multiplier = subscribed > 0 ? billingSettings().PLUS_API_RATE_MULTIPLIER : 1;
  await tx.user.updateMany({
    where: { id: userId, NOT: { apiRateMultiplier: multiplier } },
    data: { apiRateMultiplier: multiplier },
  });
}

/**
 * midas: the badge and the flair read `provisioned` through services/perks.ts; the API rate limit is the user's
 * multiplier, set in the same transaction as the flag, so both switch together.
 */
const midas: Provisioner = {
  provision: async (tx, id) => {
    const changed = await flip(tx, id, true);
    if (changed) await syncApiRate(tx, id);
    return changed;
  },
  suspend: async (tx, id) => {
    const changed = await flip(tx, id, false);
    if (changed) await syncApiRate(tx, id);
    return changed;
  },
};

/**
 * pyro: the server plan. Billing owns no servers: the flag flips here, and in the same transaction an event tells
 * the hosting module (which subscribes to it) to create the server on a node, or to suspend or resume it, as the
 * reference's Archon `/servers/{id}/suspend`. Events exist only if the transaction commits.
 */
async function announce(tx: DbOrTx, subscriptionId: string, event: string, reason?: SuspendReason): Promise<void> {
  const subscription = await tx.subscription.findUniqueOrThrow({
    where: { id: subscriptionId },
    select: { userId: true, serverId: true },
  });
  const payload: SubscriptionEvent = { subscriptionId, userId: subscription.userId, serverId: subscription.serverId };
  await publishEvent(event, reason ? { ...payload, reason } : payload, { tx });
}

const pyro: Provisioner = {
  provision: async (tx, id) => {
    const changed = await flip(tx, id, true);
    if (changed) await announce(tx, id, SUBSCRIPTION_PROVISIONED);
    return changed;
  },
  suspend: async (tx, id, reason) => {
    const changed = await flip(tx, id, false);
    if (changed) await announce(tx, id, SUBSCRIPTION_SUSPENDED, reason);
    return changed;
  },
};

const PROVISIONERS: Record<string, Provisioner> = { midas, pyro };

/** The provisioner of a product kind (an unknown kind is treated as midas). */
export function provisionerFor(kind: string): Provisioner {
  return PROVISIONERS[kind] ?? midas;
}

/**
 * The subscription moved to another price (a paid upgrade, a downgrade at renewal): for pyro, the hosting module is
 * told in the same transaction (SUBSCRIPTION_PLAN_CHANGED) so the server gets the plan it is paid for.
 */
export async function announcePlanChanged(tx: DbOrTx, subscriptionId: string): Promise<void> {
  const subscription = await tx.subscription.findUniqueOrThrow({
    where: { id: subscriptionId },
    select: { price: { select: { product: { select: { kind: true } } } } },
  });
  if (subscription.price.product.kind === "pyro") await announce(tx, subscriptionId, SUBSCRIPTION_PLAN_CHANGED);
}
