import type { DbOrTx } from "@hopper/core/db";

// The perks of midas (docs/billing.md, "Perks"): a user is a subscriber while a midas subscription of theirs is
// provisioned. Provisioning flips at payment and when a paid period ends unpaid (services/charges), so reading the
// flag is the whole check.

const MIDAS = { provisioned: true, price: { product: { kind: "midas" } } } as const;

export async function isSubscriber(db: DbOrTx, userId: string): Promise<boolean> {
  return (await db.subscription.count({ where: { userId, ...MIDAS } })) > 0;
}

/** Which of these users are subscribers, in one query (for lists: badges on many rows). */
export async function subscriberIds(db: DbOrTx, userIds: readonly string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db.subscription.findMany({
    where: { userId: { in: [...new Set(userIds)] }, ...MIDAS },
    select: { userId: true },
    distinct: ["userId"],
  });
  return new Set(rows.map((row) => row.userId));
}

/**
 * The flair's date: since when the user's current Hopper+ has been paid (its first paid period's start), or null when
 * they are not a subscriber. One query: the provisioned midas subscription with its earliest paid charge.
 */
export async function subscriberSince(db: DbOrTx, userId: string): Promise<{ since: Date | null } | null> {
  const subscription = await db.subscription.findFirst({
    where: { userId, ...MIDAS },
    orderBy: { createdAt: "asc" },
    select: {
      createdAt: true,
      charges: {
        where: { type: "subscription", status: { in: ["succeeded", "refunded"] } },
        orderBy: { due: "asc" },
        take: 1,
        select: { due: true },
      },
    },
  });
  if (!subscription) return null;
  return { since: subscription.charges[0]?.due ?? subscription.createdAt };
}
