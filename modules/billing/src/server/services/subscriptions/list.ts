import type { DbOrTx, Prisma } from "@hopper/core/db";

/**
 * What a subscription shows: `active` (paid, renewing), `cancelled` (paid until `nextCharge.due`, not renewing),
 * `failed` (the renewal failed; retried every 2 days), `pending` (bought, payment not confirmed yet), `ended`.
 */
export type SubscriptionState = "active" | "cancelled" | "failed" | "pending" | "ended";

export interface SubscriptionView {
  id: string;
  userId: string;
  /** pyro: the hosting server it pays for, when bought from the hosting panel. */
  serverId: string | null;
  product: { id: string; slug: string; name: string; kind: string };
  priceId: string;
  currency: string;
  interval: string;
  provisioned: boolean;
  state: SubscriptionState;
  createdAt: Date;
  nextCharge: {
    id: string;
    status: string;
    amount: number;
    currency: string;
    interval: string | null;
    due: Date;
    failureMessage: string | null;
  } | null;
}

function stateOf(provisioned: boolean, status: string | undefined): SubscriptionState {
  if (status === "failed") return "failed";
  if (!provisioned) return status === "open" || status === "processing" ? "pending" : "ended";
  if (status === "cancelled") return "cancelled";
  return "active";
}

/** A user's subscriptions, newest first, each with the charge of its next (or unpaid) period. */
export async function listSubscriptions(db: DbOrTx, userId: string): Promise<SubscriptionView[]> {
  return listSubscriptionsWhere(db, { userId });
}

/** The subscriptions matching `where`, newest first, each with the charge of its next (or unpaid) period. */
export async function listSubscriptionsWhere(
  db: DbOrTx,
  where: Prisma.SubscriptionWhereInput,
): Promise<SubscriptionView[]> {
  const rows = await db.subscription.findMany({
    where,
    include: {
      price: { include: { product: true } },
      charges: { where: { type: "subscription" }, orderBy: [{ due: "desc" }, { createdAt: "desc" }], take: 1 },
    },
    orderBy: [{ createdAt: "desc" }, { id: "asc" }],
  });
  return rows.map((row) => {
    const charge = row.charges[0];
    const product = row.price.product;
    return {
      id: row.id,
      userId: row.userId,
      serverId: row.serverId,
      product: { id: product.id, slug: product.slug, name: product.name, kind: product.kind },
      priceId: row.priceId,
      currency: row.price.currency,
      interval: row.interval,
      provisioned: row.provisioned,
      state: stateOf(row.provisioned, charge?.status),
      createdAt: row.createdAt,
      nextCharge: charge
        ? {
            id: charge.id,
            status: charge.status,
            amount: charge.amount,
            currency: charge.currency,
            interval: charge.interval,
            due: charge.due,
            failureMessage: charge.failureMessage,
          }
        : null,
    };
  });
}
