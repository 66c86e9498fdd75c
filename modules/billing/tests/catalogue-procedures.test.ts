import { describe, expect, it } from "vitest";

import { createPersonalAccessToken } from "../../core/src/auth/tokens";
import { createSession } from "../../core/src/auth/sessions";
import { resolveViewer } from "../../core/src/auth/viewer";
import type { Viewer } from "../../core/src/auth/viewer";
import { newId } from "../../core/src/db/ids";
import type { Role } from "../../core/src/db/generated/client";
import { createCallerFactory } from "../../core/src/trpc";
import { setupTestDatabase } from "../../../tests/setup/test-database";
import { seedCatalogue } from "../src/server/services/catalogue/seed-catalogue";
import { billingRouter } from "../src/server/router";
import { codeOf } from "./charges-support";

// billing.catalogue.* and billing.purchase.review from outside: reading the catalogue is public, editing it is the
// admins' alone (anonymous 401; a user, the product's subscriber or a moderator 403), the review is the signed-in
// browser's (no token). Bad input is a 4xx that changes nothing.
const database = setupTestDatabase();
const createCaller = createCallerFactory(billingRouter);
const callerFor = (viewer: Viewer | null) => createCaller({ db: database.db, viewer, ip: null, userAgent: null });

async function person(role: Role = "user") {
  const id = newId();
  const username = `p${id.toLowerCase()}`;
  await database.db.user.create({ data: { id, username, usernameKey: username, role } });
  const session = await createSession(database.db, id, { ip: "192.0.2.1", userAgent: "vitest" });
  return { id, viewer: (await resolveViewer(database.db, { sessionId: session.id }))! };
}

async function midasPrice(currency: string) {
  return database.db.billingPrice.findFirstOrThrow({ where: { product: { slug: "midas" }, currency } });
}

describe("billing.catalogue procedures", () => {
  it("lists Hopper+ and the plans to anyone, in the currency asked for or USD", async () => {
    await seedCatalogue(database.db);
    const anonymous = callerFor(null).catalogue;
    const plus = await anonymous.plus({ currency: "GBP" });
    expect(plus).toMatchObject({ name: "Hopper+", price: { currency: "GBP", monthly: 399 } });
    expect((await anonymous.plus({ currency: "nope" }))!.price!.currency).toBe("USD");
    expect((await anonymous.plus())!.price).toMatchObject({
      currency: "USD",
      monthly: 499,
      quarterly: 1200,
      yearly: 4999,
    });
    const plans = await anonymous.list({ kind: "pyro", currency: "EUR" });
    expect(plans.map((plan) => plan.price!.currency)).toEqual(plans.map(() => "USD"));
    expect(await codeOf(anonymous.list({ currency: "x".repeat(100) }))).toBe("BAD_REQUEST");
  });

  it("lets only admins edit prices and retire products; everyone else is refused and nothing changes", async () => {
    await seedCatalogue(database.db);
    const usd = await midasPrice("USD");
    const input = { priceId: usd.id, monthly: 599, quarterly: 1500, yearly: 5999 };
    const midas = await database.db.billingProduct.findUniqueOrThrow({ where: { slug: "midas" } });
    const user = await person();
    const moderator = await person("moderator");
    expect(await codeOf(callerFor(null).catalogue.updatePrice(input))).toBe("UNAUTHORIZED");
    expect(await codeOf(callerFor(null).catalogue.adminList())).toBe("UNAUTHORIZED");
    for (const refused of [user, moderator]) {
      const catalogue = callerFor(refused.viewer).catalogue;
      expect(await codeOf(catalogue.updatePrice(input))).toBe("FORBIDDEN");
      expect(await codeOf(catalogue.setProductActive({ productId: midas.id, active: false }))).toBe("FORBIDDEN");
      expect(await codeOf(catalogue.setPriceActive({ priceId: usd.id, active: false }))).toBe("FORBIDDEN");
      expect(await codeOf(catalogue.adminList())).toBe("FORBIDDEN");
    }
    expect(await midasPrice("USD")).toMatchObject({ monthly: 499, active: true });

    const admin = callerFor((await person("admin")).viewer).catalogue;
    expect(await admin.updatePrice(input)).toMatchObject({ monthly: 599, quarterly: 1500, yearly: 5999 });
    expect(await admin.updatePrice({ ...input, quarterly: null })).toMatchObject({ quarterly: null });
    await admin.setProductActive({ productId: midas.id, active: false });
    expect(await callerFor(null).catalogue.plus()).toBeNull();
    expect((await admin.adminList()).find((product) => product.slug === "midas")).toMatchObject({ active: false });
    await admin.setProductActive({ productId: midas.id, active: true });
    await admin.setPriceActive({ priceId: (await midasPrice("EUR")).id, active: false });
    expect((await callerFor(null).catalogue.plus({ currency: "EUR" }))!.price!.currency).toBe("USD");
  });

  it("refuses amounts that are not positive integers, a price without any interval and unknown ids", async () => {
    await seedCatalogue(database.db);
    const usd = await midasPrice("USD");
    const admin = callerFor((await person("admin")).viewer).catalogue;
    for (const monthly of [0, -1, 4.5, 3_000_000_000]) {
      expect(await codeOf(admin.updatePrice({ priceId: usd.id, monthly, quarterly: 1, yearly: 1 }))).toBe(
        "BAD_REQUEST",
      );
    }
    expect(await codeOf(admin.updatePrice({ priceId: usd.id, monthly: null, quarterly: null, yearly: null }))).toBe(
      "BAD_REQUEST",
    );
    expect(await codeOf(admin.updatePrice({ priceId: newId(), monthly: 1, quarterly: 1, yearly: 1 }))).toBe(
      "NOT_FOUND",
    );
    expect(await codeOf(admin.setProductActive({ productId: "x".repeat(65), active: false }))).toBe("BAD_REQUEST");
    expect(await codeOf(admin.setProductActive({ productId: newId(), active: false }))).toBe("NOT_FOUND");
    expect(await midasPrice("USD")).toEqual(usd);
  });
});

describe("billing.purchase.review", () => {
  it("shows the signed-in buyer the price, the next renewal and no card yet; anonymous and tokens are refused", async () => {
    await seedCatalogue(database.db);
    const buyer = await person();
    const review = await callerFor(buyer.viewer).purchase.review({ interval: "yearly", currency: "JPY" });
    expect(review).toMatchObject({
      productName: "Hopper+",
      amount: 7500,
      currency: "JPY",
      paymentMethods: [],
      preselected: null,
    });
    const days = (review.nextRenewal.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364.9);
    expect(days).toBeLessThan(365.1);
    expect(await codeOf(callerFor(null).purchase.review({ interval: "monthly" }))).toBe("UNAUTHORIZED");
    const pat = await createPersonalAccessToken(database.db, {
      userId: buyer.id,
      name: "test token",
      scopes: ["USER_READ"],
    });
    const tokenViewer = await resolveViewer(database.db, { authorization: pat.token });
    expect(await codeOf(callerFor(tokenViewer).purchase.review({ interval: "monthly" }))).toBe("FORBIDDEN");
    expect(await codeOf(callerFor(buyer.viewer).purchase.review({ interval: "weekly" as "monthly" }))).toBe(
      "BAD_REQUEST",
    );
  });

  it("Pay is refused to anonymous callers and to another user's payment method, creating nothing", async () => {
    await seedCatalogue(database.db);
    const usd = await midasPrice("USD");
    const owner = await person();
    const method = await database.db.paymentMethod.create({
      data: {
        id: newId(),
        userId: owner.id,
        provider: "local",
        providerMethodId: `lpm_ok_visa_4242_122099_${newId()}`,
        brand: "visa",
        last4: "4242",
        expMonth: 12,
        expYear: 2099,
        isPrimary: true,
      },
    });
    const input = { priceId: usd.id, interval: "monthly" as const, paymentMethodId: method.id };
    expect(await codeOf(callerFor(null).purchase.start(input))).toBe("UNAUTHORIZED");
    const other = await person();
    expect(await codeOf(callerFor(other.viewer).purchase.start(input))).toBe("NOT_FOUND");
    expect(await database.db.subscription.count()).toBe(0);
    expect(await database.db.charge.count()).toBe(0);
  });
});
