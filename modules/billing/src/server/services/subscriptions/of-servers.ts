import type { DbOrTx } from "@hopper/core/db";

import { listSubscriptionsWhere } from "./list";
import type { SubscriptionView } from "./list";

/**
 * The subscription paying for each hosting server (by `subscriptions.server_id`), for the hosting panel's list and
 * server pages: one query for all the servers asked (no N+1). A server bought again after ending has several; the
 * newest is the one that counts.
 */
export async function subscriptionsOfServers(
  db: DbOrTx,
  serverIds: readonly string[],
): Promise<Map<string, SubscriptionView>> {
  const found = new Map<string, SubscriptionView>();
  if (serverIds.length === 0) return found;
  // Newest first: the first one seen for a server is kept.
  for (const view of await listSubscriptionsWhere(db, { serverId: { in: [...serverIds] } })) {
    if (view.serverId && !found.has(view.serverId)) found.set(view.serverId, view);
  }
  return found;
}

/** The names of billing products (the pyro plans a server runs on), by id, in one query. */
export async function productNames(db: DbOrTx, productIds: readonly string[]): Promise<Map<string, string>> {
  if (productIds.length === 0) return new Map();
  const rows = await db.billingProduct.findMany({
    where: { id: { in: [...new Set(productIds)] } },
    select: { id: true, name: true },
  });
  return new Map(rows.map((row) => [row.id, row.name]));
}

/**
 * Whether a provisioned (paid) subscription pays for the server now: the hosting suspension job re-checks it before
 * each attempt, so a retry that outlived a payment never suspends a paid server.
 */
export async function serverIsPaid(db: DbOrTx, serverId: string): Promise<boolean> {
  return (await db.subscription.count({ where: { serverId, provisioned: true } })) > 0;
}

/** Charges on their way: the provider may yet report success. */
const LIVE_CHARGES = ["open", "processing"];

/**
 * Of the servers asked, those a subscription names — with `paying`, only those it pays or may yet pay for
 * (provisioned, or a charge still open or processing). One query: the hosting panel's order sweep and its discard
 * of a declined order keep such servers.
 */
export async function serversWithSubscription(
  db: DbOrTx,
  serverIds: readonly string[],
  options: { paying?: boolean } = {},
): Promise<Set<string>> {
  if (serverIds.length === 0) return new Set();
  const rows = await db.subscription.findMany({
    where: {
      serverId: { in: [...serverIds] },
      ...(options.paying
        ? { OR: [{ provisioned: true }, { charges: { some: { status: { in: LIVE_CHARGES } } } }] }
        : {}),
    },
    select: { serverId: true },
  });
  return new Set(rows.flatMap((row) => (row.serverId ? [row.serverId] : [])));
}

/** Whether the charge belongs to the subscription of the server (the hosting purchase flow's confirmation step). */
export async function chargePaysForServer(db: DbOrTx, chargeId: string, serverId: string): Promise<boolean> {
  return (await db.charge.count({ where: { id: chargeId, subscription: { serverId } } })) > 0;
}
