import { describe, expect, it } from "vitest";

import { createSession } from "../../core/src/auth/sessions";
import { createPersonalAccessToken } from "../../core/src/auth/tokens";
import { resolveViewer } from "../../core/src/auth/viewer";
import type { Viewer } from "../../core/src/auth/viewer";
import { newId } from "../../core/src/db/ids";
import { createCallerFactory } from "../../core/src/trpc";
import { setupTestDatabase } from "../../../tests/setup/test-database";
import { billingRouter } from "../src/server/router";
import { applyProviderEvent } from "../src/server/services/charges/apply-event";
import { startPurchase } from "../src/server/services/subscriptions/purchase";
import { asProviderEvent, card, codeOf, localProvider, person, product, T0 } from "./charges-support";

// billing.subscriptions.upgrade from outside: a signed-in browser only, the owner only; bad input changes nothing.
// The plan change itself is tested on the service (charges-staff-and-upgrades.test.ts).
const database = setupTestDatabase();
const createCaller = createCallerFactory(billingRouter);
const callerFor = (viewer: Viewer | null) =>
  createCaller({ db: database.db, viewer, ip: null, userAgent: null }).subscriptions;

async function sessionOf(userId: string) {
  const session = await createSession(database.db, userId, { ip: "192.0.2.1", userAgent: "vitest" });
  return (await resolveViewer(database.db, { sessionId: session.id }))!;
}

describe("billing.subscriptions.upgrade", () => {
  it("refuses anonymous callers, tokens, other users and bad input, and changes nothing", async () => {
    const { provider, delivered } = localProvider();
    const owner = await person(database.db);
    const { priceId } = await product(database.db, "pyro", { monthly: 600, quarterly: 1500, yearly: 6000 });
    const { priceId: large } = await product(database.db, "pyro", { monthly: 1500, quarterly: 3750, yearly: 15000 });
    const paymentMethodId = await card(database.db, owner.id, "ok");
    const bought = await startPurchase(
      database.db,
      owner.actor,
      { priceId, interval: "monthly", paymentMethodId },
      T0,
      provider,
    );
    for (const event of delivered.splice(0)) await applyProviderEvent(database.db, asProviderEvent(event), T0);
    const input = { id: bought.subscriptionId, priceId: large };

    expect(await codeOf(callerFor(null).upgrade(input))).toBe("UNAUTHORIZED");
    const other = await person(database.db);
    expect(await codeOf(callerFor(await sessionOf(other.id)).upgrade(input))).toBe("NOT_FOUND");
    const pat = await createPersonalAccessToken(database.db, {
      userId: owner.id,
      name: "test token",
      scopes: ["USER_WRITE"],
    });
    const tokenViewer = await resolveViewer(database.db, { authorization: pat.token });
    expect(await codeOf(callerFor(tokenViewer).upgrade(input))).toBe("FORBIDDEN");
    const mine = callerFor(await sessionOf(owner.id));
    expect(await codeOf(mine.upgrade({ id: "", priceId: large }))).toBe("BAD_REQUEST");
    expect(await codeOf(mine.upgrade({ id: bought.subscriptionId, priceId: "x".repeat(5000) }))).toBe("BAD_REQUEST");
    expect(await codeOf(mine.upgrade({ id: bought.subscriptionId, priceId: newId() }))).toBe("NOT_FOUND");
    const subscription = await database.db.subscription.findUniqueOrThrow({ where: { id: bought.subscriptionId } });
    expect(subscription.priceId).toBe(priceId);
    expect(
      await database.db.charge.count({ where: { subscriptionId: bought.subscriptionId, type: "proration" } }),
    ).toBe(0);
  });
});
