import { describe, expect, it } from "vitest";

import { PaypalClient } from "../src/server/services/payouts/providers/paypal/client";
import { PaypalProvider } from "../src/server/services/payouts/providers/paypal/paypal";
import type { PayoutView } from "../src/server/services/payouts/view";

// Against PayPal itself (the sandbox: PAYPAL_API_URL=https://api-m.sandbox.paypal.com), only when PAYPAL_CLIENT_ID
// and PAYPAL_CLIENT_SECRET are set; PAYPAL_TEST_RECEIVER (a sandbox personal account's email) also sends $0.25 and
// reads its status back. Never run against live credentials: it moves money.
const clientId = process.env.PAYPAL_CLIENT_ID;
const clientSecret = process.env.PAYPAL_CLIENT_SECRET;
const apiUrl = process.env.PAYPAL_API_URL ?? "https://api-m.sandbox.paypal.com";
const receiver = process.env.PAYPAL_TEST_RECEIVER;

describe.skipIf(!clientId || !clientSecret)("PayPal sandbox", () => {
  const config = { clientId: clientId!, clientSecret: clientSecret!, apiUrl };

  it("issues a client-credentials token", async () => {
    expect(await new PaypalClient(config).accessToken()).toMatch(/^\S{20,}$/);
  });

  it.skipIf(!receiver)("sends a $0.25 payout and reads its status", async () => {
    const provider = new PaypalProvider(config);
    const id = Math.random().toString(36).slice(2, 10).padEnd(8, "0");
    const now = new Date();
    const payout: PayoutView = {
      id,
      userId: "LIVETEST",
      status: "in-transit",
      amountMinor: 26,
      feeMinor: 1,
      netMinor: 25,
      methodId: "paypal",
      methodType: "paypal",
      address: receiver!,
      provider: "paypal",
      platformId: null,
      failureReason: null,
      createdAt: now,
      updatedAt: now,
    };
    const sent = await provider.send(payout);
    expect(sent.platformId).toMatch(/^[A-Z0-9]+$/);
    // A fresh sandbox item is PENDING (no news) or already SUCCESS/UNCLAIMED.
    const outcome = await provider.status({ ...payout, platformId: sent.platformId! });
    expect(outcome === null || ["in-transit", "success"].includes(outcome.status)).toBe(true);
  });
});
