import type { Actor } from "@hopper/core/auth";
import { ID_PATTERN, newId, Prisma } from "@hopper/core/db";
import type { DbOrTx } from "@hopper/core/db";

import { askProvider, recordOutcome } from "../charges/collect";
import { amountFor, isInterval, LIVE_STATUSES } from "../charges/intervals";
import { problem, refusal } from "../charges/refusals";
import { inTransaction } from "../charges/transaction";
import { paymentProvider } from "../providers/configured";
import type { PaymentProvider } from "../providers/provider";
import { ownPaymentMethod, requireActor } from "./access";

export interface PurchaseInput {
  priceId: string;
  interval: string;
  paymentMethodId: string;
  /**
   * A pyro plan bought from the hosting panel: the hosting module's server (awaiting payment) this subscription
   * will pay for. Each server is its own subscription, so purchases of one plan for two servers never merge.
   */
  serverId?: string;
}

export interface PurchaseResult {
  subscriptionId: string;
  chargeId: string;
  status: "succeeded" | "processing" | "requires_action" | "failed";
  actionUrl?: string;
  clientSecret?: string;
  message?: string;
}

/** The price as bought: active, of an active product, offered at the interval. */
async function purchasablePrice(db: DbOrTx, priceId: string, interval: string) {
  const price = ID_PATTERN.test(priceId)
    ? await db.billingPrice.findUnique({ where: { id: priceId }, include: { product: true } })
    : null;
  if (!price || !price.active || !price.product.active) {
    throw refusal("not_found", problem("priceNotFound"), "priceId");
  }
  const amount = isInterval(interval) ? amountFor(price, interval) : null;
  if (amount === null) throw refusal("invalid_input", problem("intervalNotOffered", { interval }), "interval");
  return { price, amount };
}

/**
 * Buys a product (docs/billing.md, "Subscriptions and charges"): a subscription (not provisioned yet) and its first
 * charge, due now, collected on-session with the user's own payment method. The purchase of one user is serialized
 * on an advisory lock: a second Pay while the first is live finds the same subscription and asks the provider with
 * the same attempt's idempotency key, so it is the same payment. A unitary product (midas) live for the user is
 * refused. When the first collection fails, the subscription and its charge are deleted: a declined card leaves
 * nothing behind but the provider's message.
 */
export async function startPurchase(
  db: DbOrTx,
  actor: Actor | null,
  input: PurchaseInput,
  now: Date,
  provider: PaymentProvider = paymentProvider(),
): Promise<PurchaseResult> {
  const buyer = requireActor(actor);
  const { price, amount } = await purchasablePrice(db, input.priceId, input.interval);
  const method = await ownPaymentMethod(db, buyer.userId, input.paymentMethodId, provider.id);

  const pending = await inTransaction(db, async (tx) => {
    await tx.$queryRaw`SELECT pg_advisory_xact_lock(hashtext(${`billing:purchase:${buyer.userId}`}))::text`;
    const live = await tx.subscription.findMany({
      where: {
        userId: buyer.userId,
        price: { productId: price.productId },
        OR: [{ provisioned: true }, { charges: { some: { type: "subscription", status: { in: LIVE_STATUSES } } } }],
      },
      include: { charges: { where: { type: "subscription", status: { in: LIVE_STATUSES } } } },
    });
    if (price.product.unitary && live.some((subscription) => subscription.provisioned)) {
      throw refusal("conflict", problem("alreadySubscribed"));
    }
    const same = live.find(
      (subscription) =>
        !subscription.provisioned &&
        subscription.priceId === price.id &&
        subscription.interval === input.interval &&
        subscription.serverId === (input.serverId ?? null),
    );
    if (same && same.charges[0]) return { subscriptionId: same.id, charge: same.charges[0] };
    if (price.product.unitary && live.length > 0) throw refusal("conflict", problem("purchaseInProgress"));
    // One subscription per server (subscriptions.server_id is unique): a second Pay for a server already paid (or
    // being paid at another price) is refused, never a second subscription renewing beside the first.
    if (input.serverId && (await tx.subscription.count({ where: { serverId: input.serverId } })) > 0) {
      throw serverAlreadyPaid();
    }
    const subscriptionId = newId();
    await tx.subscription.create({
      data: {
        id: subscriptionId,
        userId: buyer.userId,
        priceId: price.id,
        interval: input.interval,
        serverId: input.serverId ?? null,
      },
    });
    // Attempt 1 is claimed as the charge is created: the renewal job only takes charges never attempted.
    const charge = await tx.charge.create({
      data: {
        id: newId(),
        userId: buyer.userId,
        subscriptionId,
        priceId: price.id,
        type: "subscription",
        status: "open",
        amount,
        currency: price.currency,
        interval: input.interval,
        due: now,
        lastAttemptAt: now,
        attempts: 1,
        paymentMethodId: method.id,
        provider: provider.id,
      },
    });
    return { subscriptionId, charge };
  }).catch((error: unknown) => {
    // The unique server_id caught a concurrent purchase for the server that the count above could not see.
    if (input.serverId && error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") {
      throw serverAlreadyPaid();
    }
    throw error;
  });

  const { subscriptionId, charge } = pending;
  const base = { subscriptionId, chargeId: charge.id };
  // The other click's payment is already with the provider and will be confirmed by its webhook.
  if (charge.status === "processing") return { ...base, status: "processing" };
  const outcome = await askProvider(db, provider, {
    chargeId: charge.id,
    userId: buyer.userId,
    attempt: charge.attempts,
    amount: charge.amount,
    currency: charge.currency,
    providerMethodId: method.providerMethodId,
    offSession: false,
    description: price.product.name,
  });
  if (outcome.status === "failed") {
    await discardPurchase(db, subscriptionId);
    return { ...base, status: "failed", message: outcome.message };
  }
  await recordOutcome(db, charge.id, charge.attempts, outcome, now);
  if (outcome.status === "requires_action") {
    return { ...base, status: "requires_action", actionUrl: outcome.actionUrl, clientSecret: outcome.clientSecret };
  }
  return { ...base, status: outcome.status };
}

/** A declined first payment: the never-provisioned subscription and its charges go, unless a payment landed. */
async function discardPurchase(db: DbOrTx, subscriptionId: string) {
  await inTransaction(db, async (tx) => {
    const paid = await tx.charge.count({ where: { subscriptionId, status: { in: ["processing", "succeeded"] } } });
    if (paid > 0) return;
    await tx.charge.deleteMany({ where: { subscriptionId } });
    await tx.subscription.deleteMany({ where: { id: subscriptionId, provisioned: false } });
  });
}

const serverAlreadyPaid = () => refusal("conflict", problem("serverAlreadyPaid"), "serverId");
