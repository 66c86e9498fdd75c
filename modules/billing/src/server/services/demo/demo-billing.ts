import type { DbOrTx } from "@hopper/core/db";

import { MIDAS_SLUG } from "../catalogue/catalogue-data";
import { DAY_MS } from "../charges/intervals";
import { chargeFailed, chargeSucceeded } from "../charges/transitions";
import { inTransaction } from "../charges/transaction";
import { addPaymentMethod } from "../payment-methods/add";
import { paymentProvider } from "../providers/configured";

// The billing demo (docs/billing.md, "Demo data"): demo-creator subscribes to Hopper+ monthly with a saved 4242
// card (a paid period, perks on, the next period open); demo-reviewer's renewal failed on card 0341 (the local
// provider's "fails off-session" card), so the billing-action banner shows. Fixed ids make it idempotent: a
// subscription that exists is left as it is (a tester's cancel or retry stays), and nothing is created twice.

/** The demo subscriptions' ids (the browser tests find them by these). */
export const DEMO_CREATOR_SUBSCRIPTION_ID = "DemoSubC";
export const DEMO_REVIEWER_SUBSCRIPTION_ID = "DemoSubR";

const DEMO_DECLINE = "Your card was declined.";

interface DemoPlan {
  username: string;
  subscriptionId: string;
  /** The paid period's charge. */
  chargeId: string;
  card: string;
  /** How long ago the paid period began. */
  paidDaysAgo: number;
  /** The renewal after it failed (demo-reviewer). */
  renewalFailed: boolean;
  /** The hosting server a pyro plan pays for (subscriptions.server_id). */
  serverId?: string;
}

const PLANS: DemoPlan[] = [
  {
    username: "demo-creator",
    subscriptionId: DEMO_CREATOR_SUBSCRIPTION_ID,
    chargeId: "DemoChC1",
    card: "4242424242424242",
    paidDaysAgo: 10,
    renewalFailed: false,
  },
  {
    username: "demo-reviewer",
    subscriptionId: DEMO_REVIEWER_SUBSCRIPTION_ID,
    chargeId: "DemoChR1",
    card: "4000000000000341",
    // The 30-day period ended a day ago and its renewal was just declined: retries and the end of the perks are
    // two days away, so a fresh demo shows the banner with the perks still on.
    paidDaysAgo: 31,
    renewalFailed: true,
  },
];

/** The user's saved demo card (the same number's last four), saved through the provider when missing. */
async function demoCard(db: DbOrTx, userId: string, role: "user" | "moderator" | "admin", card: string, now: Date) {
  const existing = await db.paymentMethod.findFirst({ where: { userId, last4: card.slice(-4) } });
  if (existing) return existing;
  const year = String(now.getUTCFullYear() + 3);
  const saved = await addPaymentMethod(
    db,
    { userId, role },
    { number: card, expMonth: "12", expYear: year, cvc: "123" },
  );
  return db.paymentMethod.findUniqueOrThrow({ where: { id: saved.id } });
}

async function seedPlan(db: DbOrTx, plan: DemoPlan, priceId: string, amount: number, now: Date): Promise<boolean> {
  const user = await db.user.findUnique({ where: { usernameKey: plan.username }, select: { id: true, role: true } });
  if (!user) return false;
  if (await db.subscription.findUnique({ where: { id: plan.subscriptionId }, select: { id: true } })) return false;
  const method = await demoCard(db, user.id, user.role, plan.card, now);
  const paidAt = new Date(now.getTime() - plan.paidDaysAgo * DAY_MS);
  await inTransaction(db, async (tx) => {
    await tx.subscription.create({
      data: {
        id: plan.subscriptionId,
        userId: user.id,
        priceId,
        interval: "monthly",
        provisioned: false,
        serverId: plan.serverId ?? null,
      },
    });
    const first = await tx.charge.create({
      data: {
        id: plan.chargeId,
        userId: user.id,
        subscriptionId: plan.subscriptionId,
        priceId,
        type: "subscription",
        status: "processing",
        amount,
        currency: "USD",
        interval: "monthly",
        due: paidAt,
        attempts: 1,
        lastAttemptAt: paidAt,
        paymentMethodId: method.id,
        provider: method.provider,
        providerPaymentId: `demo_${plan.subscriptionId}_1`,
      },
    });
    // The state machine's own transition: perks on, the next period's open charge (and the user's notification).
    await chargeSucceeded(tx, first.id, first.providerPaymentId, paidAt);
    if (!plan.renewalFailed) return;
    const renewal = await tx.charge.findFirstOrThrow({
      where: { subscriptionId: plan.subscriptionId, status: "open" },
    });
    await tx.charge.update({
      where: { id: renewal.id },
      data: { attempts: 1, providerPaymentId: `demo_${plan.subscriptionId}_2` },
    });
    await chargeFailed(tx, renewal.id, DEMO_DECLINE, now);
  });
  return true;
}

/**
 * Seeds the demo subscriptions once (BC's seed.ts calls it after the catalogue). Only with the local provider: a
 * Stripe account cannot hold the demo's test cards without the browser. Answers the report lines.
 */
export async function seedDemoBilling(db: DbOrTx, now: Date): Promise<string[]> {
  if (paymentProvider().id !== "local") return [];
  const price = await db.billingPrice.findFirst({
    where: { currency: "USD", product: { slug: MIDAS_SLUG } },
    select: { id: true, monthly: true },
  });
  if (!price?.monthly) return [];
  const lines: string[] = [];
  for (const plan of PLANS) {
    if (await seedPlan(db, plan, price.id, price.monthly, now)) {
      lines.push(
        plan.renewalFailed
          ? `billing     ${plan.username}: Hopper+ monthly, renewal declined on card 0341 (the banner shows)`
          : `billing     ${plan.username}: Hopper+ monthly, paid with card 4242, next charge open`,
      );
    }
  }
  return lines;
}

/** demo-creator's demo server's subscription and its paid charge (the hosting demo, modules/hosting/src/seed.ts). */
export const DEMO_SERVER_SUBSCRIPTION_ID = "DemoSubS";
export const DEMO_SERVER_CHARGE_ID = "DemoChS1";

/**
 * demo-creator's server plan: the pyro product's USD monthly price, paid a day ago with the 4242 card, for the
 * hosting server `serverId`. The paid period provisions it through the pyro provisioner, as a real purchase does:
 * billing.subscription.provisioned is published (in the caller's transaction, when it passes one) and hosting's
 * provisioning job places the server. Only with the local provider; false when it made nothing (already there).
 */
export async function seedDemoServerSubscription(
  db: DbOrTx,
  input: { serverId: string; productId: string },
  now: Date,
): Promise<boolean> {
  if (paymentProvider().id !== "local") return false;
  const price = await db.billingPrice.findFirst({
    where: { currency: "USD", productId: input.productId, product: { kind: "pyro" } },
    select: { id: true, monthly: true },
  });
  if (!price?.monthly) return false;
  const plan: DemoPlan = {
    username: "demo-creator",
    subscriptionId: DEMO_SERVER_SUBSCRIPTION_ID,
    chargeId: DEMO_SERVER_CHARGE_ID,
    card: "4242424242424242",
    paidDaysAgo: 1,
    renewalFailed: false,
    serverId: input.serverId,
  };
  return seedPlan(db, plan, price.id, price.monthly, now);
}
