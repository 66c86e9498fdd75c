import { afterEach, describe, expect, it } from "vitest";

import { newId } from "../../core/src/db/ids";
import { setupTestDatabase } from "../../../tests/setup/test-database";
import { paymentAction } from "../src/server/services/checkout/payment-action";
import { resetBillingSettings } from "../src/server/settings";
import { codeOf, MIDAS, person, product, T0 } from "./charges-support";

// The checkout's Stripe confirmation step (`billing.purchase.action`): the PaymentIntent's client secret goes to the
// charge's owner only, and only for a Stripe payment waiting for them; every refusal is decided before Stripe is asked.
const database = setupTestDatabase();
const db = () => database.db;

afterEach(() => {
  delete process.env.STRIPE_SECRET_KEY;
  delete process.env.STRIPE_PUBLISHABLE_KEY;
  resetBillingSettings();
});

async function waitingCharge(provider: "stripe" | "local", status = "processing") {
  const owner = await person(db());
  const { priceId } = await product(db(), "midas", MIDAS);
  const id = newId();
  await db().charge.create({
    data: {
      id,
      userId: owner.id,
      priceId,
      type: "subscription",
      status,
      amount: 499,
      currency: "USD",
      interval: "monthly",
      due: T0,
      provider,
      providerPaymentId: provider === "stripe" ? `pi_${id}` : `lpi_${id}`,
    },
  });
  return { owner, id };
}

describe("the Stripe confirmation step's secret", () => {
  it("is refused to anonymous callers, another user, staff, a local payment and a payment waiting for nothing", async () => {
    process.env.STRIPE_SECRET_KEY = "sk_test_offline";
    process.env.STRIPE_PUBLISHABLE_KEY = "pk_test_offline";
    resetBillingSettings();
    const { id } = await waitingCharge("stripe");
    const other = await person(db());
    const admin = await person(db(), "admin");
    expect(await codeOf(paymentAction(db(), null, id))).toBe("unauthorized");
    expect(await codeOf(paymentAction(db(), other.actor, id))).toBe("not_found");
    expect(await codeOf(paymentAction(db(), admin.actor, id))).toBe("not_found");
    expect(await codeOf(paymentAction(db(), other.actor, "../../x"))).toBe("not_found");

    const local = await waitingCharge("local");
    expect(await codeOf(paymentAction(db(), local.owner.actor, local.id))).toBe("not_found");
    const paid = await waitingCharge("stripe", "succeeded");
    expect(await codeOf(paymentAction(db(), paid.owner.actor, paid.id))).toBe("not_found");
  });

  it("is refused when Stripe is not configured for the pages (no publishable key)", async () => {
    process.env.STRIPE_SECRET_KEY = "sk_test_offline";
    resetBillingSettings();
    const { owner, id } = await waitingCharge("stripe");
    expect(await codeOf(paymentAction(db(), owner.actor, id))).toBe("not_found");
  });
});
