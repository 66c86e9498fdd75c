import { describe, expect, it } from "vitest";

import { createPersonalAccessToken } from "../../core/src/auth/tokens";
import { setupTestDatabase } from "../../../tests/setup/test-database";
import { setupRestServer } from "../../../tests/support/rest-server";
import { applyProviderEvent } from "../src/server/services/charges/apply-event";
import { runUnprovision } from "../src/server/services/charges/unprovision";
import { cancelSubscription } from "../src/server/services/subscriptions/cancel";
import { startPurchase } from "../src/server/services/subscriptions/purchase";
import { billingSettings } from "../src/server/settings";
import { asProviderEvent, at, card, localProvider, MIDAS, person, product, T0 } from "./charges-support";

// The midas perk on the public API (docs/billing.md, "Perks"): a subscriber's tokens are limited per user at
// API_RATE_LIMIT × PLUS_API_RATE_MULTIPLIER, everyone else at API_RATE_LIMIT; seen from outside, in the
// X-Ratelimit-Limit header of real HTTP answers.
const database = setupTestDatabase();
const db = () => database.db;
const api = setupRestServer();

const DEFAULT = 300;
const limitOf = async (token: string | undefined, ip: string) => {
  const response = await api.json("/v2/user", { token, ip });
  return { status: response.status, limit: Number(response.headers.get("x-ratelimit-limit")) };
};

async function userWithToken() {
  const user = await person(db());
  const { token } = await createPersonalAccessToken(db(), {
    userId: user.id,
    name: "rate test",
    scopes: ["USER_READ"],
  });
  return { user, token };
}

describe("the API rate limit of a subscriber's tokens", () => {
  it("is the multiple while Hopper+ is provisioned, the default before and after; a bad token is still 401", async () => {
    const multiplier = billingSettings().PLUS_API_RATE_MULTIPLIER;
    expect(multiplier).toBe(4);
    const { provider, delivered } = localProvider();
    const { user, token } = await userWithToken();
    const other = await userWithToken();
    const { priceId } = await product(db(), "midas", MIDAS);
    const paymentMethodId = await card(db(), user.id, "ok");

    expect(await limitOf(token, "203.0.113.21")).toEqual({ status: 200, limit: DEFAULT });
    const bought = await startPurchase(
      db(),
      user.actor,
      { priceId, interval: "monthly", paymentMethodId },
      T0,
      provider,
    );
    // Paid is not yet provisioned: the webhook's success switches the perk on.
    expect(await limitOf(token, "203.0.113.21")).toEqual({ status: 200, limit: DEFAULT });
    await applyProviderEvent(db(), asProviderEvent(delivered.shift()!), T0);

    const subscribed = await api.json("/v2/user", { token, ip: "203.0.113.21" });
    expect(subscribed.status).toBe(200);
    expect(Number(subscribed.headers.get("x-ratelimit-limit"))).toBe(DEFAULT * multiplier);
    // Counted per user, not per address: a second address shares the user's window.
    const elsewhere = await api.json("/v2/user", { token, ip: "203.0.113.99" });
    expect(Number(elsewhere.headers.get("x-ratelimit-remaining"))).toBe(
      Number(subscribed.headers.get("x-ratelimit-remaining")) - 1,
    );
    expect(await limitOf(other.token, "203.0.113.22")).toEqual({ status: 200, limit: DEFAULT });
    // Anonymous requests and bad tokens stay per address at the default; a bad token is refused as before.
    expect(await limitOf(undefined, "203.0.113.23")).toMatchObject({ limit: DEFAULT });
    expect(await limitOf("hop_not-a-real-token", "203.0.113.24")).toEqual({ status: 401, limit: DEFAULT });

    // Cancelled, the perk stays to the end of the period, then the unprovision job switches it off.
    await cancelSubscription(db(), user.actor, bought.subscriptionId);
    await runUnprovision(db(), at(10));
    expect(await limitOf(token, "203.0.113.21")).toMatchObject({ limit: DEFAULT * multiplier });
    expect(await runUnprovision(db(), at(31))).toEqual({ unprovisioned: 1 });
    expect(await limitOf(token, "203.0.113.21")).toEqual({ status: 200, limit: DEFAULT });
    expect((await db().user.findUniqueOrThrow({ where: { id: user.id } })).apiRateMultiplier).toBe(1);
  });
});
