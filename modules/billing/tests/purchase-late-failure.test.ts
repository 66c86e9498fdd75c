import { describe, expect, it } from "vitest";

import { setupTestDatabase } from "../../../tests/setup/test-database";
import { applyProviderEvent } from "../src/server/services/charges/apply-event";
import { failedRenewalOf, listCharges } from "../src/server/services/charges/list";
import { runRenewals } from "../src/server/services/charges/renewals";
import { isSubscriber } from "../src/server/services/perks";
import { listSubscriptions } from "../src/server/services/subscriptions/list";
import { startPurchase } from "../src/server/services/subscriptions/purchase";
import { asProviderEvent, at, card, localProvider, MIDAS, person, product, T0 } from "./charges-support";

// A purchase whose first payment fails after the checkout answered (docs/billing.md, "The state machine"): the
// buyer expects what a declined card gives — no subscription — and the provider's message on the charge list.
const database = setupTestDatabase();
const db = () => database.db;

async function pendingPurchase(behaviour: "ok" | "auth") {
  const { provider, delivered } = localProvider();
  const user = await person(db());
  const { priceId } = await product(db(), "midas", MIDAS);
  const paymentMethodId = await card(db(), user.id, behaviour);
  const bought = await startPurchase(db(), user.actor, { priceId, interval: "monthly", paymentMethodId }, T0, provider);
  const charge = await db().charge.findUniqueOrThrow({ where: { id: bought.chargeId } });
  const failed = (eventId: string) =>
    applyProviderEvent(
      db(),
      {
        eventId,
        type: "payment.failed",
        providerPaymentId: charge.providerPaymentId!,
        chargeId: charge.id,
        message: "Your card has insufficient funds.",
      },
      at(0.01),
    );
  return { user, priceId, paymentMethodId, provider, delivered, bought, charge, failed };
}

describe("a purchase failed by a late webhook", () => {
  it("leaves no subscription, keeps the failed charge with the provider's message, and notifies the buyer", async () => {
    const { user, bought, failed } = await pendingPurchase("ok");
    expect(bought.status).toBe("processing");
    expect(await listSubscriptions(db(), user.id)).toHaveLength(1);

    expect(await failed("evt-late-1")).toEqual({ chargeId: bought.chargeId, changed: true });
    // The same event again changes nothing.
    expect(await failed("evt-late-1")).toEqual({ chargeId: bought.chargeId, changed: false });

    expect(await listSubscriptions(db(), user.id)).toEqual([]);
    expect(await db().subscription.count({ where: { userId: user.id } })).toBe(0);
    const { charges: items } = await listCharges(db(), user.id, { page: 1 });
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      id: bought.chargeId,
      status: "failed",
      failureMessage: "Your card has insufficient funds.",
      subscriptionId: null,
    });
    expect(await failedRenewalOf(db(), user.id)).toBeNull();
    const [note] = await db().notification.findMany({ where: { userId: user.id, type: "payment_failed" } });
    expect(note?.text).toContain("Your card has insufficient funds.");
    expect(note?.text).toContain("no subscription was started");
    expect(note?.link).toBe("/settings/billing/charges");

    // Never collected behind the buyer's back, never turned into "cancelled": it stays as they were told.
    const report = await runRenewals(db(), at(45));
    expect(report.attempted).toBe(0);
    expect(await db().charge.findUniqueOrThrow({ where: { id: bought.chargeId } })).toMatchObject({
      status: "failed",
      subscriptionId: null,
    });
  });

  it("lets the buyer buy again at once", async () => {
    const { user, priceId, paymentMethodId, provider, failed, bought } = await pendingPurchase("ok");
    await failed("evt-late-2");
    const again = await startPurchase(
      db(),
      user.actor,
      { priceId, interval: "monthly", paymentMethodId },
      at(0.02),
      provider,
    );
    expect(again.status).toBe("processing");
    expect(again.subscriptionId).not.toBe(bought.subscriptionId);
  });

  it("ends a purchase whose confirmation step failed the same way", async () => {
    const { user, bought, failed } = await pendingPurchase("auth");
    expect(bought.status).toBe("requires_action");
    await failed("evt-late-3");
    expect(await listSubscriptions(db(), user.id)).toEqual([]);
  });

  it("makes the subscription again if the provider takes the payment after all", async () => {
    const { user, bought, charge, failed } = await pendingPurchase("ok");
    await failed("evt-late-4");
    const applied = await applyProviderEvent(
      db(),
      {
        eventId: "evt-late-4b",
        type: "payment.succeeded",
        providerPaymentId: charge.providerPaymentId!,
        chargeId: charge.id,
      },
      at(0.03),
    );
    expect(applied.changed).toBe(true);
    const [subscription] = await listSubscriptions(db(), user.id);
    expect(subscription).toMatchObject({ state: "active" });
    expect(await isSubscriber(db(), user.id)).toBe(true);
    expect(await db().charge.findUniqueOrThrow({ where: { id: bought.chargeId } })).toMatchObject({
      status: "succeeded",
      subscriptionId: subscription!.id,
    });
  });

  it("keeps a subscription that was paid before: a failed renewal is not a failed purchase", async () => {
    const { user, charge, delivered } = await pendingPurchase("ok");
    await applyProviderEvent(db(), asProviderEvent(delivered.shift()!), T0);
    const next = await db().charge.findFirstOrThrow({
      where: { subscriptionId: charge.subscriptionId, status: "open" },
    });
    await db().charge.update({
      where: { id: next.id },
      data: { status: "processing", providerPaymentId: "lpi_renewal" },
    });
    await applyProviderEvent(
      db(),
      {
        eventId: "evt-late-5",
        type: "payment.failed",
        providerPaymentId: "lpi_renewal",
        chargeId: next.id,
        message: "No.",
      },
      at(30),
    );
    const [subscription] = await listSubscriptions(db(), user.id);
    expect(subscription).toMatchObject({ id: charge.subscriptionId, state: "failed" });
  });
});
