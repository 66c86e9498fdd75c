import { describe, expect, it } from "vitest";

import { setupTestDatabase } from "../../../tests/setup/test-database";
import { applyProviderEvent } from "../src/server/services/charges/apply-event";
import { runRenewals, STALE_ATTEMPT_MS } from "../src/server/services/charges/renewals";
import type { CollectRequest, PaymentProvider } from "../src/server/services/providers/provider";
import { cancelSubscription } from "../src/server/services/subscriptions/cancel";
import { changeInterval } from "../src/server/services/subscriptions/change-interval";
import { startPurchase } from "../src/server/services/subscriptions/purchase";
import { resubscribe } from "../src/server/services/subscriptions/resubscribe";
import { asProviderEvent, at, card, codeOf, localProvider, MIDAS, person, product, T0 } from "./charges-support";

// A renewal attempt in flight (claimed, the provider not answered yet) against the user's own actions: the claim
// moves the charge to processing first, so "Retry payment now", cancel and a new interval wait for the answer and
// the period is paid once (docs/billing.md, "The jobs"). The real local provider answers; the test only holds its
// answer back until the user has acted.
const database = setupTestDatabase();
const db = () => database.db;

/**
 * The local provider whose collect waits for `release()`; `asked` resolves when the first payment is asked for (the
 * attempt is then claimed and in flight), `requests` counts them.
 */
function heldProvider(provider: PaymentProvider) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  let entered!: () => void;
  const asked = new Promise<void>((resolve) => (entered = resolve));
  const requests: CollectRequest[] = [];
  const held: PaymentProvider = Object.assign(Object.create(provider) as PaymentProvider, {
    async collect(request: CollectRequest) {
      requests.push(request);
      entered();
      await gate;
      return provider.collect(request);
    },
  });
  return { held, asked, requests, release };
}

describe("a renewal attempt in flight", () => {
  it("refuses Retry payment now, cancel and a new interval until the provider answers; the period is paid once", async () => {
    const { provider, delivered } = localProvider();
    const user = await person(db());
    const { priceId } = await product(db(), "midas", MIDAS);
    const failing = await card(db(), user.id, "offfail");
    const bought = await startPurchase(
      db(),
      user.actor,
      { priceId, interval: "monthly", paymentMethodId: failing },
      T0,
      provider,
    );
    for (const event of delivered.splice(0)) await applyProviderEvent(db(), asProviderEvent(event), T0);
    await runRenewals(db(), at(30), provider);
    const renewal = await db().charge.findFirstOrThrow({
      where: { subscriptionId: bought.subscriptionId, status: "failed" },
    });
    // The user saves a good card; two days later the job retries while the user presses Retry payment now.
    await db().paymentMethod.updateMany({ where: { userId: user.id }, data: { isPrimary: false } });
    await card(db(), user.id, "ok");
    const { held, asked, requests, release } = heldProvider(provider);
    const renewing = runRenewals(db(), at(32.5), held);
    await asked;
    expect(await db().charge.findUniqueOrThrow({ where: { id: renewal.id } })).toMatchObject({ status: "processing" });

    expect(await codeOf(resubscribe(db(), user.actor, bought.subscriptionId, at(32.5), provider))).toBe("conflict");
    expect(await codeOf(cancelSubscription(db(), user.actor, bought.subscriptionId))).toBe("conflict");
    expect(await codeOf(changeInterval(db(), user.actor, bought.subscriptionId, "yearly"))).toBe("conflict");

    release();
    await renewing;
    for (const event of delivered.splice(0)) await applyProviderEvent(db(), asProviderEvent(event), at(32.5));
    const charges = await db().charge.findMany({
      where: { subscriptionId: bought.subscriptionId },
      orderBy: { due: "asc" },
    });
    expect(charges.map((charge) => [charge.status, charge.amount])).toEqual([
      ["succeeded", 499],
      ["succeeded", 499],
      ["open", 499],
    ]);
    expect(requests).toHaveLength(1);
  });

  it("an attempt never answered (a crash after the claim) fails after an hour and is retried like any failure", async () => {
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
    for (const event of delivered.splice(0)) await applyProviderEvent(db(), asProviderEvent(event), T0);
    // The claim of the renewal, as a process that died before asking the provider leaves it.
    const next = await db().charge.findFirstOrThrow({
      where: { subscriptionId: bought.subscriptionId, status: "open" },
    });
    await db().charge.update({
      where: { id: next.id },
      data: { status: "processing", attempts: 1, lastAttemptAt: at(30) },
    });
    await runRenewals(db(), new Date(at(30).getTime() + STALE_ATTEMPT_MS - 1000), provider);
    expect(await db().charge.findUniqueOrThrow({ where: { id: next.id } })).toMatchObject({ status: "processing" });
    await runRenewals(db(), new Date(at(30).getTime() + STALE_ATTEMPT_MS + 1000), provider);
    expect(await db().charge.findUniqueOrThrow({ where: { id: next.id } })).toMatchObject({ status: "failed" });
    await runRenewals(db(), at(32.5), provider);
    for (const event of delivered.splice(0)) await applyProviderEvent(db(), asProviderEvent(event), at(32.5));
    expect(await db().charge.findUniqueOrThrow({ where: { id: next.id } })).toMatchObject({
      status: "succeeded",
      attempts: 2,
    });
  });
});
