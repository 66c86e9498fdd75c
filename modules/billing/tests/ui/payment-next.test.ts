import { describe, expect, it } from "vitest";

import { settingsPaymentNext } from "../../src/ui/settings/payment-next";

// "Retry payment now" and "Resubscribe" on /settings/billing: a payment the bank wants confirmed goes to its
// confirmation step — the local provider's page, or Stripe.js on the settings page itself (`?pay=`) — and anything
// else comes back with the notice. An address that is not this site's is never followed.
describe("where a retried payment goes next", () => {
  it("goes to the local provider's confirmation page", () => {
    expect(
      settingsPaymentNext({
        status: "requires_action",
        chargeId: "ChArGe01",
        actionUrl: "/billing/local/confirm/ChArGe01",
      }),
    ).toBe("/billing/local/confirm/ChArGe01");
  });

  it("confirms a Stripe payment on the settings page, by charge id (the client secret is never in the address)", () => {
    const next = settingsPaymentNext({
      status: "requires_action",
      chargeId: "ChArGe01",
      clientSecret: "pi_1_secret_2",
    });
    expect(next).toBe("/settings/billing?pay=ChArGe01");
    expect(next).not.toContain("secret");
  });

  it("never follows another site's address, and stays put when nothing waits", () => {
    expect(
      settingsPaymentNext({ status: "requires_action", chargeId: "ChArGe01", actionUrl: "//evil.example/x" }),
    ).toBe("/settings/billing?pay=ChArGe01");
    expect(settingsPaymentNext({ status: "succeeded", chargeId: "ChArGe01" })).toBeNull();
    expect(settingsPaymentNext({ status: "processing", chargeId: "ChArGe01" })).toBeNull();
    expect(settingsPaymentNext(null)).toBeNull();
  });
});
