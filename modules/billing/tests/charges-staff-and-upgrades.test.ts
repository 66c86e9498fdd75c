import { describe, expect, it } from "vitest";

import { setupTestDatabase } from "../../../tests/setup/test-database";
import { applyProviderEvent } from "../src/server/services/charges/apply-event";
import { getCharge, listCharges } from "../src/server/services/charges/list";
import { refundCharge } from "../src/server/services/charges/refund";
import { cancelSubscription, uncancelSubscription } from "../src/server/services/subscriptions/cancel";
import { changeInterval } from "../src/server/services/subscriptions/change-interval";
import { staffExtendSubscription } from "../src/server/services/subscriptions/extend";
import { listSubscriptions } from "../src/server/services/subscriptions/list";
import { PRORATION_WAIVER, prorationAmount } from "../src/server/services/subscriptions/proration";
import { startPurchase } from "../src/server/services/subscriptions/purchase";
import { resubscribe } from "../src/server/services/subscriptions/resubscribe";
import { upgradePlan } from "../src/server/services/subscriptions/upgrade";
import { asProviderEvent, at, card, codeOf, DAY, localProvider, person, product, T0 } from "./charges-support";

// Proration, plan changes, staff refunds and extensions, and who may do each action, from outside: anonymous,
// another user, the owner, a moderator, an admin (docs/billing.md, "Subscriptions and charges").
const database = setupTestDatabase();
const db = () => database.db;

/** A paid, provisioned subscription bought at T0 with an ok card. */
async function paid(kind: "midas" | "pyro", amounts = { monthly: 499, quarterly: 1200, yearly: 4999 }) {
  const { provider, delivered } = localProvider();
  const owner = await person(db());
  const { priceId, productId } = await product(db(), kind, amounts);
  const paymentMethodId = await card(db(), owner.id, "ok");
  const bought = await startPurchase(
    db(),
    owner.actor,
    { priceId, interval: "monthly", paymentMethodId },
    T0,
    provider,
  );
  for (const event of delivered.splice(0)) await applyProviderEvent(db(), asProviderEvent(event), T0);
  return { owner, priceId, productId, provider, delivered, ...bought };
}

describe("prorationAmount", () => {
  const month = 30 * DAY;
  it.each([
    ["half a month left, 600 → 1500", 600, 1500, 15 * DAY, 450],
    ["the whole period left", 600, 1500, month, 900],
    ["nothing left", 600, 1500, 0, 0],
    ["more than the period left counts as the period", 600, 1500, 2 * month, 900],
    ["rounded down, never up", 600, 1501, 15 * DAY, 450],
    ["a downgrade costs nothing now", 1500, 600, 15 * DAY, 0],
    ["the same price", 600, 600, 15 * DAY, 0],
    ["29 minor units are waived", 600, 658, 15 * DAY, 0],
    ["30 minor units are charged", 600, 660, 15 * DAY, 30],
    ["yearly 6000 → 14400 with 73 of 365 days left", 6000, 14400, 73 * DAY, 1680],
  ])("%s", (_name, oldAmount, newAmount, remaining, expected) => {
    const period = _name.startsWith("yearly") ? 365 * DAY : month;
    expect(prorationAmount(oldAmount, newAmount, remaining, period)).toBe(expected);
  });
  it("waives under 30", () => expect(PRORATION_WAIVER).toBe(30));
});

describe("plan changes (pyro)", () => {
  const SMALL = { monthly: 600, quarterly: 1500, yearly: 6000 };
  const LARGE = { monthly: 1500, quarterly: 3750, yearly: 15000 };

  it("an upgrade charges the prorated difference at once and moves the plan and the next period to the new price", async () => {
    const { owner, subscriptionId, provider, delivered } = await paid("pyro", SMALL);
    const { priceId: large } = await product(db(), "pyro", LARGE);
    const result = await upgradePlan(db(), owner.actor, subscriptionId, large, at(15), provider);
    expect(result).toMatchObject({ kind: "upgrade", prorationAmount: 450, status: "processing" });
    // Not paid yet: the plan and the next period stay on the smaller one until the difference is paid.
    const [before] = await listSubscriptions(db(), owner.id);
    expect(before).not.toMatchObject({ priceId: large });
    expect(before!.nextCharge).not.toMatchObject({ amount: 1500 });
    for (const event of delivered.splice(0)) await applyProviderEvent(db(), asProviderEvent(event), at(15));
    const proration = await db().charge.findUniqueOrThrow({ where: { id: result.chargeId! } });
    expect(proration).toMatchObject({ type: "proration", status: "succeeded", amount: 450, due: at(15) });
    const [view] = await listSubscriptions(db(), owner.id);
    expect(view).toMatchObject({ priceId: large, state: "active" });
    expect(view!.nextCharge).toMatchObject({ status: "open", amount: 1500, due: at(30) });
    // Asking again is the same plan: refused, nothing charged twice.
    expect(await codeOf(upgradePlan(db(), owner.actor, subscriptionId, large, at(15), provider))).toBe("conflict");
    expect(await db().charge.count({ where: { subscriptionId, type: "proration" } })).toBe(1);
  });

  it("a downgrade charges nothing and applies at renewal; a tiny upgrade is waived", async () => {
    const { owner, subscriptionId, priceId: small, provider } = await paid("pyro", LARGE);
    const { priceId: smaller } = await product(db(), "pyro", SMALL);
    const down = await upgradePlan(db(), owner.actor, subscriptionId, smaller, at(10), provider);
    expect(down).toMatchObject({ kind: "downgrade", prorationAmount: 0, status: "scheduled", chargeId: null });
    const [view] = await listSubscriptions(db(), owner.id);
    expect(view).toMatchObject({ priceId: small });
    expect(view!.nextCharge).toMatchObject({ amount: 600 });
    const { priceId: nearly } = await product(db(), "pyro", { monthly: 1530, quarterly: null, yearly: null });
    const waived = await upgradePlan(db(), owner.actor, subscriptionId, nearly, at(29), provider);
    expect(waived).toMatchObject({ kind: "upgrade", prorationAmount: 0, status: "waived" });
    expect(await db().charge.count({ where: { subscriptionId, type: "proration" } })).toBe(0);
  });

  it("refuses midas, another currency, and another user's subscription", async () => {
    const midas = await paid("midas");
    const { priceId: pyro } = await product(db(), "pyro", SMALL);
    expect(await codeOf(upgradePlan(db(), midas.owner.actor, midas.subscriptionId, pyro, at(1), midas.provider))).toBe(
      "conflict",
    );
    const server = await paid("pyro", SMALL);
    const { priceId: euro } = await product(db(), "pyro", LARGE, "EUR");
    expect(
      await codeOf(upgradePlan(db(), server.owner.actor, server.subscriptionId, euro, at(1), server.provider)),
    ).toBe("conflict");
    const { priceId: large } = await product(db(), "pyro", LARGE);
    expect(
      await codeOf(upgradePlan(db(), midas.owner.actor, server.subscriptionId, large, at(1), server.provider)),
    ).toBe("not_found");
    expect(await codeOf(upgradePlan(db(), null, server.subscriptionId, large, at(1), server.provider))).toBe(
      "unauthorized",
    );
  });
});

describe("refunds (staff)", () => {
  it("partial then full: refund charges with the parent's id; the parent is refunded when nothing is left", async () => {
    const { owner, chargeId, provider } = await paid("midas");
    const admin = await person(db(), "admin");
    const moderator = await person(db(), "moderator");
    expect(await codeOf(refundCharge(db(), null, chargeId, 100, at(1), provider))).toBe("unauthorized");
    expect(await codeOf(refundCharge(db(), owner.actor, chargeId, 100, at(1), provider))).toBe("forbidden");
    expect(await codeOf(refundCharge(db(), admin.actor, chargeId, 500, at(1), provider))).toBe("invalid_input");
    expect(await codeOf(refundCharge(db(), admin.actor, chargeId, 0, at(1), provider))).toBe("invalid_input");
    const partial = await refundCharge(db(), moderator.actor, chargeId, 200, at(1), provider);
    expect(partial).toMatchObject({ amount: 200, refundedTotal: 200, parentStatus: "succeeded" });
    // Two staff at once for what is left: one refund goes through, the other is refused.
    const both = await Promise.allSettled([
      refundCharge(db(), admin.actor, chargeId, 299, at(1), provider),
      refundCharge(db(), moderator.actor, chargeId, 299, at(1), provider),
    ]);
    expect(both.filter((outcome) => outcome.status === "fulfilled")).toHaveLength(1);
    const parent = await getCharge(db(), owner.actor, chargeId);
    expect(parent).toMatchObject({ status: "refunded", refunded: 499 });
    const refunds = await db().charge.findMany({ where: { parentChargeId: chargeId } });
    expect(refunds.map((refund) => [refund.type, refund.status, refund.amount]).sort()).toEqual([
      ["refund", "succeeded", 200],
      ["refund", "succeeded", 299],
    ]);
    expect(await codeOf(refundCharge(db(), admin.actor, chargeId, 1, at(1), provider))).toBe("conflict");
    expect(await codeOf(refundCharge(db(), admin.actor, "missing1", 1, at(1), provider))).toBe("not_found");
  });
});

describe("who may act on a subscription", () => {
  it("cancel and uncancel: the owner and staff; another user is told it does not exist; anonymous must sign in", async () => {
    const { owner, subscriptionId } = await paid("midas");
    const other = await person(db());
    const moderator = await person(db(), "moderator");
    const admin = await person(db(), "admin");
    expect(await codeOf(cancelSubscription(db(), null, subscriptionId))).toBe("unauthorized");
    expect(await codeOf(cancelSubscription(db(), other.actor, subscriptionId))).toBe("not_found");
    expect(await codeOf(cancelSubscription(db(), owner.actor, "nope"))).toBe("not_found");
    expect(await codeOf(cancelSubscription(db(), moderator.actor, subscriptionId))).toBe("OK");
    expect(await codeOf(uncancelSubscription(db(), other.actor, subscriptionId, at(1)))).toBe("not_found");
    expect(await codeOf(uncancelSubscription(db(), admin.actor, subscriptionId, at(1)))).toBe("OK");
    expect(await codeOf(cancelSubscription(db(), owner.actor, subscriptionId))).toBe("OK");
    expect(await codeOf(uncancelSubscription(db(), owner.actor, subscriptionId, at(1)))).toBe("OK");
  });

  it("change interval and resubscribe: the owner only", async () => {
    const { owner, subscriptionId, provider } = await paid("midas");
    const other = await person(db());
    const moderator = await person(db(), "moderator");
    for (const actor of [other.actor, moderator.actor]) {
      expect(await codeOf(changeInterval(db(), actor, subscriptionId, "yearly"))).toBe("not_found");
      expect(await codeOf(resubscribe(db(), actor, subscriptionId, at(1), provider))).toBe("not_found");
    }
    expect(await codeOf(changeInterval(db(), null, subscriptionId, "yearly"))).toBe("unauthorized");
    expect(await codeOf(resubscribe(db(), null, subscriptionId, at(1), provider))).toBe("unauthorized");
    expect(await codeOf(changeInterval(db(), owner.actor, subscriptionId, "yearly"))).toBe("OK");
    expect(await codeOf(changeInterval(db(), owner.actor, subscriptionId, "yearly"))).toBe("conflict");
  });

  it("extend: staff only, 1 to 365 days, moving the next charge's due date", async () => {
    const { owner, subscriptionId } = await paid("midas");
    const other = await person(db());
    const moderator = await person(db(), "moderator");
    const admin = await person(db(), "admin");
    expect(await codeOf(staffExtendSubscription(db(), null, subscriptionId, 7))).toBe("unauthorized");
    expect(await codeOf(staffExtendSubscription(db(), owner.actor, subscriptionId, 7))).toBe("forbidden");
    expect(await codeOf(staffExtendSubscription(db(), other.actor, subscriptionId, 7))).toBe("forbidden");
    expect(await codeOf(staffExtendSubscription(db(), admin.actor, subscriptionId, 0))).toBe("invalid_input");
    expect(await codeOf(staffExtendSubscription(db(), admin.actor, subscriptionId, 366))).toBe("invalid_input");
    expect(await staffExtendSubscription(db(), moderator.actor, subscriptionId, 7)).toMatchObject({ due: at(37) });
    expect(await staffExtendSubscription(db(), admin.actor, subscriptionId, 3)).toMatchObject({ due: at(40) });
  });

  it("a receipt: the owner's and staff's; another user and anonymous cannot read it; lists are the user's own", async () => {
    const { owner, chargeId } = await paid("midas");
    const other = await person(db());
    const moderator = await person(db(), "moderator");
    expect(await codeOf(getCharge(db(), null, chargeId))).toBe("unauthorized");
    expect(await codeOf(getCharge(db(), other.actor, chargeId))).toBe("not_found");
    expect((await getCharge(db(), owner.actor, chargeId)).amount).toBe(499);
    expect((await getCharge(db(), moderator.actor, chargeId)).id).toBe(chargeId);
    const mine = await listCharges(db(), owner.id, { page: 1 });
    expect(mine).toMatchObject({ total: 2, page: 1, pages: 1 });
    expect((await listCharges(db(), other.id, { page: 99 })).charges).toEqual([]);
  });
});
