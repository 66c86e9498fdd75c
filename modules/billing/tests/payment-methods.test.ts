import { describe, expect, it } from "vitest";

import type { Actor } from "../../core/src/auth/actor";
import { createSession } from "../../core/src/auth/sessions";
import { resolveViewer } from "../../core/src/auth/viewer";
import type { Viewer } from "../../core/src/auth/viewer";
import { newId } from "../../core/src/db/ids";
import type { Role } from "../../core/src/db/generated/client";
import { createCallerFactory } from "../../core/src/trpc";
import { setupTestDatabase } from "../../../tests/setup/test-database";
import { billingRouter } from "../src/server/router";
import { ensureCustomer } from "../src/server/services/customers";
import { addPaymentMethod } from "../src/server/services/payment-methods/add";
import { listPaymentMethods } from "../src/server/services/payment-methods/list";
import { removePaymentMethod } from "../src/server/services/payment-methods/remove";
import { setPrimaryPaymentMethod } from "../src/server/services/payment-methods/set-primary";
import { paymentSetupSession } from "../src/server/services/payment-methods/setup-session";
import { codeOf } from "./charges-support";

// Payment methods (local provider, the default): the owner adds, lists, chooses and removes; anonymous callers are
// refused; another user and staff find no such method (staff see a user's methods on the user's billing page only).
const database = setupTestDatabase();
const createCaller = createCallerFactory(billingRouter);
const callerFor = (viewer: Viewer | null) =>
  createCaller({ db: database.db, viewer, ip: null, userAgent: null }).paymentMethods;

async function person(role: Role = "user") {
  const id = newId();
  const username = `p${id.toLowerCase()}`;
  await database.db.user.create({ data: { id, username, usernameKey: username, role } });
  const session = await createSession(database.db, id, { ip: "192.0.2.1", userAgent: "vitest" });
  const actor: Actor = { userId: id, role };
  return { id, actor, viewer: (await resolveViewer(database.db, { sessionId: session.id }))! };
}

const card = (number: string) => ({ number, expMonth: "12", expYear: "2031", cvc: "123" });

describe("payment methods", () => {
  it("the first card becomes primary; make primary moves it; the list shows brand, last four and expiry only", async () => {
    const owner = await person();
    const first = await addPaymentMethod(database.db, owner.actor, card("4242 4242 4242 4242"));
    const second = await addPaymentMethod(database.db, owner.actor, card("5555555555554444"));
    expect([first.isPrimary, second.isPrimary]).toEqual([true, false]);
    await setPrimaryPaymentMethod(database.db, owner.actor, second.id);
    const list = await listPaymentMethods(database.db, owner.id);
    expect(list.map((m) => [m.brand, m.last4, m.isPrimary])).toEqual([
      ["mastercard", "4444", true],
      ["visa", "4242", false],
    ]);
    expect(JSON.stringify(list)).not.toContain("lpm_");
  });

  it("two first cards added at once, or two make-primary at once, leave exactly one primary", async () => {
    const owner = await person();
    const added = await Promise.all(
      ["4242424242424242", "5555555555554444", "6011111111111117"].map((number) =>
        addPaymentMethod(database.db, owner.actor, card(number)),
      ),
    );
    expect(added.filter((method) => method.isPrimary)).toHaveLength(1);
    const others = added.filter((method) => !method.isPrimary);
    await Promise.all(others.map((method) => setPrimaryPaymentMethod(database.db, owner.actor, method.id)));
    expect((await listPaymentMethods(database.db, owner.id)).filter((method) => method.isPrimary)).toHaveLength(1);
  });

  it("a declined card changes nothing and says the provider's message", async () => {
    const owner = await person();
    await expect(addPaymentMethod(database.db, owner.actor, card("4000000000000002"))).rejects.toThrow(
      "Your card was declined.",
    );
    await expect(addPaymentMethod(database.db, owner.actor, card("1234123412341234"))).rejects.toThrow(
      "Your card number is incorrect.",
    );
    expect(await listPaymentMethods(database.db, owner.id)).toEqual([]);
  });

  it("one customer per user at the provider, however often it is asked", async () => {
    const owner = await person();
    const customers = await Promise.all([1, 2, 3].map(() => ensureCustomer(database.db, owner.id)));
    expect(new Set(customers.map((c) => c.providerCustomerId)).size).toBe(1);
    expect(customers[0]!.provider).toBe("local");
    expect(await paymentSetupSession(database.db, owner.actor)).toEqual({ provider: "local" });
  });

  it("removing the primary of a live subscription is refused; otherwise the next method becomes primary", async () => {
    const owner = await person();
    const primary = await addPaymentMethod(database.db, owner.actor, card("4242424242424242"));
    const other = await addPaymentMethod(database.db, owner.actor, card("6011111111111117"));
    const product = await database.db.billingProduct.create({
      data: { id: newId(), kind: "midas", slug: `t-${newId().toLowerCase()}`, name: "Test" },
    });
    const price = await database.db.billingPrice.create({
      data: { id: newId(), productId: product.id, currency: "USD", monthly: 500 },
    });
    const subscription = await database.db.subscription.create({
      data: { id: newId(), userId: owner.id, priceId: price.id, interval: "monthly", provisioned: true },
    });
    await database.db.charge.create({
      data: {
        id: newId(),
        userId: owner.id,
        subscriptionId: subscription.id,
        priceId: price.id,
        type: "subscription",
        status: "open",
        amount: 500,
        currency: "USD",
        interval: "monthly",
        due: new Date(Date.now() + 86_400_000),
      },
    });
    await expect(removePaymentMethod(database.db, owner.actor, primary.id)).rejects.toMatchObject({
      code: "conflict",
      message: expect.stringContaining("Make another payment method primary"),
    });
    await removePaymentMethod(database.db, owner.actor, other.id);
    expect((await listPaymentMethods(database.db, owner.id)).map((m) => m.id)).toEqual([primary.id]);
    await database.db.charge.updateMany({ where: { subscriptionId: subscription.id }, data: { status: "cancelled" } });
    const third = await addPaymentMethod(database.db, owner.actor, card("3566002020360505"));
    await removePaymentMethod(database.db, owner.actor, primary.id);
    expect(await listPaymentMethods(database.db, owner.id)).toMatchObject([{ id: third.id, isPrimary: true }]);
  });

  it("authorization from outside: anonymous, another user, staff and the owner", async () => {
    const owner = await person();
    const stranger = await person();
    const moderator = await person("moderator");
    const admin = await person("admin");
    const method = await callerFor(owner.viewer).add(card("4242424242424242"));
    const ref = { id: method.id };
    expect(await codeOf(callerFor(null).list())).toBe("UNAUTHORIZED");
    expect(await codeOf(callerFor(null).add(card("4242424242424242")))).toBe("UNAUTHORIZED");
    expect(await codeOf(callerFor(null).setPrimary(ref))).toBe("UNAUTHORIZED");
    expect(await codeOf(callerFor(null).remove(ref))).toBe("UNAUTHORIZED");
    expect(await codeOf(callerFor(null).setupSession())).toBe("UNAUTHORIZED");
    for (const other of [stranger, moderator, admin]) {
      expect(await callerFor(other.viewer).list()).toEqual([]);
      expect(await codeOf(callerFor(other.viewer).setPrimary(ref))).toBe("NOT_FOUND");
      expect(await codeOf(callerFor(other.viewer).remove(ref))).toBe("NOT_FOUND");
    }
    expect(await codeOf(callerFor(owner.viewer).setPrimary({ id: "../../x" }))).toBe("NOT_FOUND");
    expect(await codeOf(callerFor(owner.viewer).add({ number: "4".repeat(300) }))).toBe("BAD_REQUEST");
    expect((await callerFor(owner.viewer).list()).map((m) => m.id)).toEqual([method.id]);
    await callerFor(owner.viewer).remove(ref);
    expect(await callerFor(owner.viewer).list()).toEqual([]);
  });
});
