import { beforeAll, describe, expect, it } from "vitest";

import type { Viewer } from "../../../core/src/auth/viewer";
import { createCallerFactory } from "../../../core/src/trpc";
import { hostingRouter } from "../../src/server/router";
import { signedInPerson, type Person } from "../support/server-on-agent";
import { nodeRow, pyroPlan, serverRow } from "./buying-support";
import { setupTestDatabase } from "../../../../tests/setup/test-database";

// hosting.buying.* from outside (docs/hosting.md "Buying a server"): who may see plans, open the purchase flow, pay
// and suspend; bad input is a 4xx that changes nothing. No agent is needed: nothing here reaches one.
const database = setupTestDatabase();
const db = () => database.db;
const createCaller = createCallerFactory(hostingRouter);
const caller = (viewer: Viewer | null) => createCaller({ db: db(), viewer, ip: null, userAgent: null });

async function codeOf(call: Promise<unknown>): Promise<string> {
  try {
    await call;
    return "OK";
  } catch (error) {
    return (error as { code?: string }).code ?? String(error);
  }
}

let user: Person;
let other: Person;
let moderator: Person;
let admin: Person;
let small: { productId: string; priceId: string };
let slug: string;

beforeAll(async () => {
  [user, other, moderator, admin] = await Promise.all([
    signedInPerson(db()),
    signedInPerson(db()),
    signedInPerson(db(), "moderator"),
    signedInPerson(db(), "admin"),
  ]);
  small = await pyroPlan(db(), { cpu: 2, ramMb: 2048, storageMb: 16384 });
  slug = (await db().billingProduct.findUniqueOrThrow({ where: { id: small.productId } })).slug;
});

describe("plans", () => {
  it("says no node is available when there is none, and every plan is then out of stock", async () => {
    const catalogue = await caller(null).buying.plans();
    expect(catalogue.hasNodes).toBe(false);
    expect(catalogue.plans[0]).toMatchObject({ cpu: 2, memoryMiB: 2048, diskMiB: 16384, stock: { europe: 0 } });
    expect(catalogue.plans[0]!.price).toMatchObject({ currency: "USD", monthly: 600 });
    // Pay is refused with the same words
    const order = payInput(user.id);
    expect(await codeOf(caller(user.viewer).buying.pay(order))).toBe("CONFLICT");
    expect(await db().hostingServer.count()).toBe(0);
  });

  it("are shown to anyone with stock from a healthy node", async () => {
    await nodeRow(db(), { lastSeenAt: new Date(), cpu: 4, memoryMiB: 8192 });
    for (const viewer of [null, user.viewer, moderator.viewer]) {
      const catalogue = await caller(viewer).buying.plans();
      expect(catalogue.hasNodes).toBe(true);
      expect(catalogue.plans.find((plan) => plan.id === small.productId)?.stock).toEqual({
        europe: 2,
        "north-america": 0,
      });
    }
  });
});

function payInput(seed: string) {
  return {
    orderId: `Q${seed.slice(1)}`,
    productId: small.productId,
    priceId: small.priceId,
    interval: "monthly" as const,
    paymentMethodId: "nomethod",
    region: "europe",
    name: "Mine",
    loader: "paper",
    gameVersion: "1.21.4",
  };
}

describe("checkout and pay", () => {
  it("need a signed-in browser", async () => {
    expect(await codeOf(caller(null).buying.checkout({ plan: slug }))).toBe("UNAUTHORIZED");
    expect(await codeOf(caller(null).buying.pay(payInput(user.id)))).toBe("UNAUTHORIZED");
    expect(await codeOf(caller(null).buying.addCard({ number: "4242424242424242" }))).toBe("UNAUTHORIZED");
    const checkout = await caller(user.viewer).buying.checkout({ plan: slug });
    expect(checkout.plan.id).toBe(small.productId);
    expect(checkout.orderId).toMatch(/^[A-Za-z0-9]{8}$/);
    expect(await codeOf(caller(user.viewer).buying.checkout({ plan: "no-such-plan" }))).toBe("NOT_FOUND");
    // neither a plan nor a pack (the page sends such a visit to /servers); a pack that is no project
    expect(await codeOf(caller(user.viewer).buying.checkout({}))).toBe("BAD_REQUEST");
    expect(await codeOf(caller(user.viewer).buying.checkout({ pack: "nopack12" }))).toBe("NOT_FOUND");
    expect(await codeOf(caller(user.viewer).buying.checkout({ pack: "x".repeat(65) }))).toBe("BAD_REQUEST");
  });

  it("the order's 3-D Secure step: signed in, the buyer's own order only", async () => {
    const ref = { serverId: "Nosuch12", chargeId: "Nosuch12" };
    expect(await codeOf(caller(null).buying.confirmation(ref))).toBe("UNAUTHORIZED");
    expect(await codeOf(caller(null).buying.confirm({ ...ref, outcome: "complete" }))).toBe("UNAUTHORIZED");
    for (const person of [user, moderator, admin]) {
      expect(await codeOf(caller(person.viewer).buying.confirmation(ref))).toBe("NOT_FOUND");
      expect(await codeOf(caller(person.viewer).buying.confirm({ ...ref, outcome: "fail" }))).toBe("NOT_FOUND");
    }
    expect(await codeOf(caller(user.viewer).buying.confirm({ ...ref, outcome: "maybe" as "fail" }))).toBe(
      "BAD_REQUEST",
    );
  });

  it("Stripe's 3-D Secure step of an order: the buyer's own Stripe payment only, never a secret for anything else", async () => {
    const server = await serverRow(db(), user.id, small.productId, { status: "awaiting_payment" });
    const subscriptionId = `B${server.id.slice(1)}`;
    await db().subscription.create({
      data: { id: subscriptionId, userId: user.id, priceId: small.priceId, interval: "monthly", serverId: server.id },
    });
    const charge = await db().charge.create({
      data: {
        id: `C${server.id.slice(1)}`,
        userId: user.id,
        subscriptionId,
        priceId: small.priceId,
        type: "subscription",
        status: "processing",
        amount: 600,
        currency: "USD",
        interval: "monthly",
        due: new Date(),
        provider: "local",
        providerPaymentId: `lpi_${server.id}`,
      },
    });
    const ref = { serverId: server.id, chargeId: charge.id };
    expect(await codeOf(caller(null).buying.stripeAction(ref))).toBe("UNAUTHORIZED");
    for (const person of [other, moderator, admin]) {
      expect(await codeOf(caller(person.viewer).buying.stripeAction(ref))).toBe("NOT_FOUND");
    }
    // The owner's local payment has no Stripe step (the page shows the local stand-in instead).
    expect(await codeOf(caller(user.viewer).buying.stripeAction(ref))).toBe("NOT_FOUND");
    expect(await caller(user.viewer).buying.confirmation(ref)).toMatchObject({ serverId: server.id, pending: true });
    // The other tests count servers (and stock): this order goes.
    await db().charge.delete({ where: { id: charge.id } });
    await db().subscription.delete({ where: { id: subscriptionId } });
    await db().hostingServer.delete({ where: { id: server.id } });
  });

  it("refuses bad input before anything is written", async () => {
    const bad = [
      { name: "" },
      { name: "x".repeat(65) },
      { region: "mars" },
      { loader: "bukkit" },
      { gameVersion: "9.99" },
      { loaderVersion: "../../etc" },
      { orderId: "../x" },
      { priceId: "nope0000" },
    ];
    for (const change of bad) {
      const code = await codeOf(caller(user.viewer).buying.pay({ ...payInput(user.id), ...change }));
      expect([change, code]).toEqual([change, expect.stringMatching(/BAD_REQUEST|NOT_FOUND/)]);
    }
    expect(await db().hostingServer.count()).toBe(0);
  });

  it("an order id another user placed is refused, and a missing card creates nothing", async () => {
    const taken = await serverRow(db(), other.id, small.productId, { status: "awaiting_payment" });
    expect(await codeOf(caller(user.viewer).buying.pay({ ...payInput(user.id), orderId: taken.id }))).toBe("CONFLICT");
    expect(await codeOf(caller(user.viewer).buying.pay(payInput(user.id)))).toBe("NOT_FOUND");
    expect(await db().hostingServer.count({ where: { ownerId: user.id } })).toBe(0);
  });
});

describe("staff suspension", () => {
  it("is for admins only; others are refused and nothing changes", async () => {
    const server = await serverRow(db(), user.id, small.productId, { status: "awaiting_payment" });
    for (const [viewer, code] of [
      [null, "UNAUTHORIZED"],
      [user.viewer, "FORBIDDEN"],
      [other.viewer, "FORBIDDEN"],
      [moderator.viewer, "FORBIDDEN"],
    ] as const) {
      expect(await codeOf(caller(viewer).buying.staffSuspend({ id: server.id, message: "no" }))).toBe(code);
      expect(await codeOf(caller(viewer).buying.staffUnsuspend({ id: server.id }))).toBe(code);
    }
    expect((await db().hostingServer.findUniqueOrThrow({ where: { id: server.id } })).suspendedReason).toBeNull();
    // a server not placed yet has nothing to stop on an agent: the row records it
    await caller(admin.viewer).buying.staffSuspend({ id: server.id, message: "Chargeback" });
    expect(await db().hostingServer.findUniqueOrThrow({ where: { id: server.id } })).toMatchObject({
      suspendedReason: "staff",
      suspendedMessage: "Chargeback",
    });
    expect(await codeOf(caller(admin.viewer).buying.staffSuspend({ id: "nope0000", message: "" }))).toBe("NOT_FOUND");
    // nothing pays for it: lifting leaves it suspended as unpaid
    const lifted = await caller(admin.viewer).buying.staffUnsuspend({ id: server.id });
    expect(lifted.suspendedReason).toBe("paymentfailed");
  });
});
