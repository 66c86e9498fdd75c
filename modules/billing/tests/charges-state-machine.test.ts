import { describe, expect, it } from "vitest";

import { setupTestDatabase } from "../../../tests/setup/test-database";
import { applyProviderEvent } from "../src/server/services/charges/apply-event";
import { failedRenewalOf } from "../src/server/services/charges/list";
import { runRenewals } from "../src/server/services/charges/renewals";
import { runUnprovision } from "../src/server/services/charges/unprovision";
import { isSubscriber, subscriberIds } from "../src/server/services/perks";
import { cancelSubscription, uncancelSubscription } from "../src/server/services/subscriptions/cancel";
import { changeInterval } from "../src/server/services/subscriptions/change-interval";
import { startPurchase } from "../src/server/services/subscriptions/purchase";
import { resubscribe } from "../src/server/services/subscriptions/resubscribe";
import { asProviderEvent, at, card, codeOf, localProvider, MIDAS, person, product, T0 } from "./charges-support";

// The billing state machine over simulated time (docs/billing.md, "Subscriptions and charges"), with the real local
// provider: its webhook deliveries are captured and applied as the webhook route applies them.
const database = setupTestDatabase();
const db = () => database.db;

/** A user with a card and a paid, provisioned midas subscription bought at T0. */
async function subscriber(behaviour: "ok" | "offfail" = "ok") {
  const { provider, delivered } = localProvider();
  const user = await person(db());
  const { priceId, productId } = await product(db(), "midas", MIDAS);
  const paymentMethodId = await card(db(), user.id, behaviour);
  const bought = await startPurchase(db(), user.actor, { priceId, interval: "monthly", paymentMethodId }, T0, provider);
  await applyProviderEvent(db(), asProviderEvent(delivered.shift()!), T0);
  return { user, priceId, productId, provider, delivered, ...bought };
}

const chargesOf = (subscriptionId: string) =>
  db().charge.findMany({ where: { subscriptionId }, orderBy: [{ due: "asc" }, { createdAt: "asc" }] });

describe("purchase", () => {
  it("creates an unprovisioned subscription and its due charge; the webhook's success provisions it and opens the next period", async () => {
    const { provider, delivered } = localProvider();
    const user = await person(db());
    const { priceId } = await product(db(), "midas", MIDAS);
    const paymentMethodId = await card(db(), user.id, "ok");
    const bought = await startPurchase(
      db(),
      user.actor,
      { priceId, interval: "monthly", paymentMethodId },
      T0,
      provider,
    );
    expect(bought.status).toBe("processing");
    expect(await isSubscriber(db(), user.id)).toBe(false);
    expect(delivered).toHaveLength(1);

    const applied = await applyProviderEvent(db(), asProviderEvent(delivered[0]!), T0);
    expect(applied).toEqual({ chargeId: bought.chargeId, changed: true });
    const [first, next] = await chargesOf(bought.subscriptionId);
    expect(first).toMatchObject({ status: "succeeded", amount: 499, currency: "USD", due: T0, attempts: 1 });
    expect(next).toMatchObject({ status: "open", amount: 499, interval: "monthly", due: at(30), attempts: 0 });
    expect(await isSubscriber(db(), user.id)).toBe(true);
    expect(await subscriberIds(db(), [user.id, "nobody00"])).toEqual(new Set([user.id]));
    const notes = await db().notification.findMany({ where: { userId: user.id } });
    expect(notes.map((note) => note.type)).toEqual(["subscription_changed"]);
  });

  it("a declined first payment leaves nothing but the provider's message", async () => {
    const { provider } = localProvider();
    const user = await person(db());
    const { priceId } = await product(db(), "midas", MIDAS);
    const paymentMethodId = await card(db(), user.id, "bad");
    const bought = await startPurchase(
      db(),
      user.actor,
      { priceId, interval: "monthly", paymentMethodId },
      T0,
      provider,
    );
    expect(bought.status).toBe("failed");
    expect(bought.message).toMatch(/declined/i);
    expect(await db().subscription.count({ where: { userId: user.id } })).toBe(0);
    expect(await db().charge.count({ where: { userId: user.id } })).toBe(0);
    expect(await db().notification.count({ where: { userId: user.id } })).toBe(0);
  });

  it("a card that asks for confirmation answers requires_action with the confirmation page, and a second Pay is the same payment", async () => {
    const { provider } = localProvider();
    const user = await person(db());
    const { priceId } = await product(db(), "midas", MIDAS);
    const paymentMethodId = await card(db(), user.id, "auth");
    const input = { priceId, interval: "monthly", paymentMethodId };
    const first = await startPurchase(db(), user.actor, input, T0, provider);
    expect(first).toMatchObject({ status: "requires_action", actionUrl: `/billing/local/confirm/${first.chargeId}` });
    const again = await startPurchase(db(), user.actor, input, T0, provider);
    expect(again.chargeId).toBe(first.chargeId);
    // Never attempted by the renewal job: it is the purchase's own attempt, waiting for the customer.
    await runRenewals(db(), at(3), provider);
    expect((await db().charge.findUniqueOrThrow({ where: { id: first.chargeId } })).attempts).toBe(1);
  });

  it("a first payment failing later (by webhook) is not retried off-session by the renewal job", async () => {
    const { provider, delivered } = localProvider();
    const user = await person(db());
    const { priceId } = await product(db(), "midas", MIDAS);
    const paymentMethodId = await card(db(), user.id, "ok");
    const bought = await startPurchase(
      db(),
      user.actor,
      { priceId, interval: "monthly", paymentMethodId },
      T0,
      provider,
    );
    const { providerPaymentId } = delivered.shift()!;
    const failed = {
      eventId: "late-decline",
      type: "payment.failed" as const,
      providerPaymentId,
      chargeId: bought.chargeId,
    };
    await applyProviderEvent(db(), { ...failed, message: "Your card was declined." }, T0);
    await runRenewals(db(), at(3), provider);
    expect(await db().charge.findUniqueOrThrow({ where: { id: bought.chargeId } })).toMatchObject({
      status: "failed",
      attempts: 1,
      failureMessage: "Your card was declined.",
    });
    expect(delivered).toHaveLength(0);
  });

  it("two purchases racing (a double-clicked Pay) share one subscription, one charge and one provider payment", async () => {
    const { provider, delivered } = localProvider();
    const user = await person(db());
    const { priceId } = await product(db(), "midas", MIDAS);
    const paymentMethodId = await card(db(), user.id, "ok");
    const input = { priceId, interval: "monthly", paymentMethodId };
    const [a, b] = await Promise.all([
      startPurchase(db(), user.actor, input, T0, provider),
      startPurchase(db(), user.actor, input, T0, provider),
    ]);
    expect(a.subscriptionId).toBe(b.subscriptionId);
    expect(a.chargeId).toBe(b.chargeId);
    expect(await db().subscription.count({ where: { userId: user.id } })).toBe(1);
    expect(await db().charge.count({ where: { userId: user.id } })).toBe(1);
    expect(new Set(delivered.map((event) => event.providerPaymentId)).size).toBe(1);
    for (const event of delivered) await applyProviderEvent(db(), asProviderEvent(event), T0);
    expect(await db().charge.count({ where: { userId: user.id } })).toBe(2);
  });

  it("refuses a unitary product the user already has, another user's card, and a price or interval not offered", async () => {
    const { user, priceId, provider } = await subscriber();
    const paymentMethodId = (await db().paymentMethod.findFirstOrThrow({ where: { userId: user.id } })).id;
    expect(
      await codeOf(startPurchase(db(), user.actor, { priceId, interval: "yearly", paymentMethodId }, T0, provider)),
    ).toBe("conflict");
    const other = await person(db());
    expect(
      await codeOf(startPurchase(db(), other.actor, { priceId, interval: "monthly", paymentMethodId }, T0, provider)),
    ).toBe("not_found");
    const { priceId: noYearly } = await product(db(), "pyro", { monthly: 600, quarterly: null, yearly: null });
    const own = await card(db(), other.id, "ok");
    expect(
      await codeOf(
        startPurchase(db(), other.actor, { priceId: noYearly, interval: "yearly", paymentMethodId: own }, T0, provider),
      ),
    ).toBe("invalid_input");
    expect(
      await codeOf(
        startPurchase(db(), other.actor, { priceId: "nope", interval: "monthly", paymentMethodId: own }, T0, provider),
      ),
    ).toBe("not_found");
    expect(
      await codeOf(startPurchase(db(), null, { priceId, interval: "monthly", paymentMethodId: own }, T0, provider)),
    ).toBe("unauthorized");
    expect(await db().subscription.count({ where: { userId: other.id } })).toBe(0);
  });
});

describe("idempotency of events", () => {
  it("the same success ten times provisions once, opens one next period and notifies once", async () => {
    const { provider, delivered } = localProvider();
    const user = await person(db());
    const { priceId } = await product(db(), "midas", MIDAS);
    const paymentMethodId = await card(db(), user.id, "ok");
    const bought = await startPurchase(
      db(),
      user.actor,
      { priceId, interval: "monthly", paymentMethodId },
      T0,
      provider,
    );
    const event = asProviderEvent(delivered[0]!);
    const results = await Promise.all(Array.from({ length: 10 }, () => applyProviderEvent(db(), event, T0)));
    expect(results.filter((result) => result.changed)).toHaveLength(1);
    expect(await db().charge.count({ where: { subscriptionId: bought.subscriptionId } })).toBe(2);
    expect(await db().notification.count({ where: { userId: user.id } })).toBe(1);
  });

  it("events out of order never move a charge backwards", async () => {
    const { provider, delivered } = localProvider();
    const user = await person(db());
    const { priceId } = await product(db(), "midas", MIDAS);
    const paymentMethodId = await card(db(), user.id, "ok");
    const bought = await startPurchase(
      db(),
      user.actor,
      { priceId, interval: "monthly", paymentMethodId },
      T0,
      provider,
    );
    const succeeded = asProviderEvent(delivered[0]!);
    const base = {
      providerPaymentId:
        succeeded.type === "ignored" ? "" : (succeeded as { providerPaymentId: string }).providerPaymentId,
      chargeId: bought.chargeId,
    };
    await applyProviderEvent(db(), succeeded, T0);
    expect(
      await applyProviderEvent(db(), { ...base, eventId: "late-processing", type: "payment.processing" }, T0),
    ).toMatchObject({ changed: false });
    expect(
      await applyProviderEvent(db(), { ...base, eventId: "late-failed", type: "payment.failed", message: "no" }, T0),
    ).toMatchObject({ changed: false });
    expect((await db().charge.findUniqueOrThrow({ where: { id: bought.chargeId } })).status).toBe("succeeded");
    expect(await db().notification.count({ where: { userId: user.id, type: "payment_failed" } })).toBe(0);
    // An event about nobody's payment changes nothing.
    expect(
      await applyProviderEvent(
        db(),
        { eventId: "x", type: "payment.succeeded", providerPaymentId: "lpi_none", chargeId: null },
        T0,
      ),
    ).toEqual({ chargeId: null, changed: false });
  });

  it("a crash between the charge and its provisioning rolls both back; applying the event again does both once", async () => {
    const { provider, delivered } = localProvider();
    const user = await person(db());
    const { priceId } = await product(db(), "midas", MIDAS);
    const paymentMethodId = await card(db(), user.id, "ok");
    const bought = await startPurchase(
      db(),
      user.actor,
      { priceId, interval: "monthly", paymentMethodId },
      T0,
      provider,
    );
    const event = asProviderEvent(delivered[0]!);
    await expect(
      db().$transaction(async (tx) => {
        await applyProviderEvent(tx, event, T0);
        throw new Error("crash before commit");
      }),
    ).rejects.toThrow("crash");
    expect((await db().charge.findUniqueOrThrow({ where: { id: bought.chargeId } })).status).not.toBe("succeeded");
    expect(await isSubscriber(db(), user.id)).toBe(false);
    await applyProviderEvent(db(), event, T0);
    await applyProviderEvent(db(), event, T0);
    expect(await isSubscriber(db(), user.id)).toBe(true);
    expect(await db().charge.count({ where: { subscriptionId: bought.subscriptionId } })).toBe(2);
    expect(await db().notification.count({ where: { userId: user.id } })).toBe(1);
  });
});

describe("renewals over time", () => {
  it("a due renewal is collected off-session and its success opens the following period", async () => {
    const { subscriptionId, provider, delivered } = await subscriber();
    // Other tests' users share the database: this subscription's charges are what is checked.
    const renewal = async () => (await chargesOf(subscriptionId)).at(-1)!;
    await runRenewals(db(), at(29), provider);
    expect(await renewal()).toMatchObject({ status: "open", attempts: 0 });
    await runRenewals(db(), at(30), provider);
    expect(await renewal()).toMatchObject({ status: "processing", attempts: 1 });
    await runRenewals(db(), at(30), provider);
    expect(await renewal()).toMatchObject({ status: "processing", attempts: 1 });
    for (const event of delivered.splice(0)) await applyProviderEvent(db(), asProviderEvent(event), at(30));
    const charges = await chargesOf(subscriptionId);
    expect(charges.map((charge) => [charge.status, charge.due.getTime()])).toEqual([
      ["succeeded", T0.getTime()],
      ["succeeded", at(30).getTime()],
      ["open", at(60).getTime()],
    ]);
  });

  it("a failed renewal is retried after 2 days, unprovisioned after 2 days, cancelled after 30 and can be resubscribed", async () => {
    const { user, subscriptionId, provider, delivered } = await subscriber("offfail");
    await runRenewals(db(), at(30), provider);
    let [, renewal] = await chargesOf(subscriptionId);
    expect(renewal).toMatchObject({ status: "failed", attempts: 1 });
    expect(renewal!.failureMessage).toMatch(/declined/i);
    expect((await failedRenewalOf(db(), user.id))?.id).toBe(renewal!.id);
    expect(await db().notification.count({ where: { userId: user.id, type: "payment_failed" } })).toBe(1);

    await runRenewals(db(), at(31), provider);
    expect((await chargesOf(subscriptionId))[1]).toMatchObject({ status: "failed", attempts: 1 });
    await runUnprovision(db(), at(31));
    expect(await isSubscriber(db(), user.id)).toBe(true);
    await runRenewals(db(), at(32.5), provider);
    [, renewal] = await chargesOf(subscriptionId);
    expect(renewal).toMatchObject({ status: "failed", attempts: 2 });
    await runUnprovision(db(), at(32.5));
    expect(await runUnprovision(db(), at(32.5))).toEqual({ unprovisioned: 0 });
    expect(await isSubscriber(db(), user.id)).toBe(false);

    await runRenewals(db(), at(61), provider);
    [, renewal] = await chargesOf(subscriptionId);
    expect(renewal!.status).toBe("cancelled");
    expect(await failedRenewalOf(db(), user.id)).toBeNull();

    // The user fixes the card and resubscribes: a new period from now, collected on-session.
    await db().paymentMethod.updateMany({ where: { userId: user.id }, data: { isPrimary: false } });
    await card(db(), user.id, "ok");
    const again = await resubscribe(db(), user.actor, subscriptionId, at(62), provider);
    expect(again.status).toBe("processing");
    for (const event of delivered.splice(0)) await applyProviderEvent(db(), asProviderEvent(event), at(62));
    expect(await isSubscriber(db(), user.id)).toBe(true);
    const last = (await chargesOf(subscriptionId)).at(-1)!;
    expect(last).toMatchObject({ status: "open", due: at(92) });
  });

  it("a renewal without a payment method fails with 'No payment method'", async () => {
    const { user, subscriptionId, provider } = await subscriber();
    await db().charge.updateMany({ where: { subscriptionId }, data: { paymentMethodId: null } });
    await db().paymentMethod.deleteMany({ where: { userId: user.id } });
    await runRenewals(db(), at(30), provider);
    expect((await chargesOf(subscriptionId)).at(-1)).toMatchObject({
      status: "failed",
      failureMessage: "No payment method",
    });
  });
});

describe("user actions", () => {
  it("cancel keeps perks to the period end, can be undone until then, and the period then ends", async () => {
    const { user, subscriptionId, provider } = await subscriber();
    const cancelled = await cancelSubscription(db(), user.actor, subscriptionId);
    expect(cancelled.activeUntil).toEqual(at(30));
    expect(await codeOf(cancelSubscription(db(), user.actor, subscriptionId))).toBe("conflict");
    await runRenewals(db(), at(30), provider);
    expect((await chargesOf(subscriptionId)).at(-1)).toMatchObject({ status: "cancelled", attempts: 0 });
    await runUnprovision(db(), at(29));
    expect(await isSubscriber(db(), user.id)).toBe(true);
    await uncancelSubscription(db(), user.actor, subscriptionId, at(29));
    expect((await chargesOf(subscriptionId)).at(-1)!.status).toBe("open");
    await cancelSubscription(db(), user.actor, subscriptionId);
    await runUnprovision(db(), at(30));
    expect(await isSubscriber(db(), user.id)).toBe(false);
    expect(await codeOf(uncancelSubscription(db(), user.actor, subscriptionId, at(31)))).toBe("conflict");
    const ended = await db().notification.findMany({ where: { userId: user.id, type: "subscription_changed" } });
    expect(ended).toHaveLength(2);
  });

  it("change interval moves the open charge's amount and length; it applies at renewal", async () => {
    const { user, subscriptionId, provider, delivered } = await subscriber();
    expect(await codeOf(changeInterval(db(), user.actor, subscriptionId, "weekly"))).toBe("invalid_input");
    const changed = await changeInterval(db(), user.actor, subscriptionId, "yearly");
    expect(changed).toMatchObject({ interval: "yearly", amount: 4999 });
    expect((await chargesOf(subscriptionId)).at(-1)).toMatchObject({ due: at(30), amount: 4999, interval: "yearly" });
    await runRenewals(db(), at(30), provider);
    for (const event of delivered.splice(0)) await applyProviderEvent(db(), asProviderEvent(event), at(30));
    expect((await chargesOf(subscriptionId)).at(-1)).toMatchObject({ status: "open", due: at(395), amount: 4999 });
  });

  it("resubscribe is refused while the subscription renews, and while a cancelled period still runs", async () => {
    const { user, subscriptionId, provider } = await subscriber();
    expect(await codeOf(resubscribe(db(), user.actor, subscriptionId, at(1), provider))).toBe("conflict");
    await cancelSubscription(db(), user.actor, subscriptionId);
    expect(await codeOf(resubscribe(db(), user.actor, subscriptionId, at(1), provider))).toBe("conflict");
  });
});
