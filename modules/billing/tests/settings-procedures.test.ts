import { beforeAll, describe, expect, it } from "vitest";

import { createSession } from "../../core/src/auth/sessions";
import { resolveViewer } from "../../core/src/auth/viewer";
import { newId } from "../../core/src/db/ids";
import type { Role } from "../../core/src/db/generated/client";
import { createCallerFactory } from "../../core/src/trpc";
import { setupTestDatabase } from "../../../tests/setup/test-database";
import { billingRouter } from "../src/server/router";
import { seedCatalogue } from "../src/server/services/catalogue/seed-catalogue";
import { failedRenewalOf } from "../src/server/services/charges/list";
import {
  DEMO_CREATOR_SUBSCRIPTION_ID as CREATOR_SUB,
  DEMO_REVIEWER_SUBSCRIPTION_ID as REVIEWER_SUB,
  seedDemoBilling,
} from "../src/server/services/demo/demo-billing";
import { isSubscriber } from "../src/server/services/perks";
import { codeOf } from "./charges-support";

// Billing settings, receipts and the staff page (docs/billing.md "Billing settings", "Staff", "Demo data"): the
// demo data the pages start from, and every procedure of `billing.settings.*` tried from outside as anonymous,
// another user, the owner, a moderator and an admin. A refused call changes nothing.
const database = setupTestDatabase();
const db = () => database.db;
const createCaller = createCallerFactory(billingRouter);

async function person(role: Role = "user", username?: string) {
  const id = newId();
  const name = username ?? `s${id.toLowerCase()}`;
  await db().user.create({ data: { id, username: name, usernameKey: name, role } });
  const session = await createSession(db(), id);
  const viewer = (await resolveViewer(db(), { sessionId: session.id }))!;
  return { id, username: name, caller: createCaller({ db: db(), viewer, ip: null, userAgent: null }) };
}
const anonymous = () => createCaller({ db: db(), viewer: null, ip: null, userAgent: null });

async function messageOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return "OK";
  } catch (error) {
    return (error as Error).message;
  }
}

const chargesOf = (subscriptionId: string) =>
  db().charge.findMany({ where: { subscriptionId }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] });

let creator: Awaited<ReturnType<typeof person>>;
let reviewer: Awaited<ReturnType<typeof person>>;
let other: Awaited<ReturnType<typeof person>>;
let moderator: Awaited<ReturnType<typeof person>>;
let admin: Awaited<ReturnType<typeof person>>;
const NOW = new Date();

beforeAll(async () => {
  await seedCatalogue(db());
  creator = await person("user", "demo-creator");
  reviewer = await person("user", "demo-reviewer");
  other = await person();
  moderator = await person("moderator");
  admin = await person("admin");
  await seedDemoBilling(db(), NOW);
});

describe("demo data", () => {
  it("gives demo-creator a paid Hopper+ month on a saved 4242 card, perks on and the next period open", async () => {
    const charges = await chargesOf(CREATOR_SUB);
    expect(charges.map((c) => c.status)).toEqual(["succeeded", "open"]);
    expect(charges[1]!.due.getTime()).toBe(charges[0]!.due.getTime() + 30 * 86_400_000);
    expect(charges[1]!.due > NOW).toBe(true);
    expect(await isSubscriber(db(), creator.id)).toBe(true);
    const methods = await db().paymentMethod.findMany({ where: { userId: creator.id } });
    expect(methods.map((m) => [m.brand, m.last4, m.isPrimary])).toEqual([["visa", "4242", true]]);
  });

  it("gives demo-reviewer a declined renewal on card 0341: the banner's failed renewal, perks still on", async () => {
    const charges = await chargesOf(REVIEWER_SUB);
    expect(charges.map((c) => c.status)).toEqual(["succeeded", "failed"]);
    const failed = await failedRenewalOf(db(), reviewer.id);
    expect(failed?.subscriptionId).toBe(REVIEWER_SUB);
    expect(failed?.product?.name).toBe("Hopper+");
    expect(await isSubscriber(db(), reviewer.id)).toBe(true);
    expect(await failedRenewalOf(db(), creator.id)).toBeNull();
  });

  it("is idempotent: seeding again creates nothing", async () => {
    const before = { charges: await db().charge.count(), methods: await db().paymentMethod.count() };
    expect(await seedDemoBilling(db(), new Date(NOW.getTime() + 1000))).toEqual([]);
    expect({ charges: await db().charge.count(), methods: await db().paymentMethod.count() }).toEqual(before);
  });
});

describe("billing.settings reads", () => {
  it("overview and charges are the viewer's own: anonymous is refused, others see none of the owner's", async () => {
    expect(await codeOf(anonymous().settings.overview())).toBe("UNAUTHORIZED");
    expect(await codeOf(anonymous().settings.charges({ page: 1 }))).toBe("UNAUTHORIZED");
    const own = await creator.caller.settings.overview();
    expect(own.subscriptions.map((s) => [s.id, s.state])).toEqual([[CREATOR_SUB, "active"]]);
    expect(own.paymentMethods.map((m) => m.last4)).toEqual(["4242"]);
    for (const viewer of [other, moderator, admin]) {
      const theirs = await viewer.caller.settings.overview();
      expect(theirs.subscriptions).toEqual([]);
      expect((await viewer.caller.settings.charges({ page: 1 })).charges).toEqual([]);
    }
    const list = await creator.caller.settings.charges({ page: 1 });
    expect(list.charges.map((c) => c.status).sort()).toEqual(["open", "succeeded"]);
  });

  it("a receipt is the owner's or staff's; anyone else gets the same not-found as a made-up id", async () => {
    const [paid] = await chargesOf(CREATOR_SUB);
    expect(await codeOf(anonymous().settings.receipt({ id: paid!.id }))).toBe("UNAUTHORIZED");
    expect(await codeOf(other.caller.settings.receipt({ id: paid!.id }))).toBe("NOT_FOUND");
    expect(await codeOf(other.caller.settings.receipt({ id: "Nope1234" }))).toBe("NOT_FOUND");
    const receipt = await creator.caller.settings.receipt({ id: paid!.id });
    expect([receipt.amount, receipt.currency, receipt.user.username]).toEqual([499, "USD", "demo-creator"]);
    expect(await codeOf(moderator.caller.settings.receipt({ id: paid!.id }))).toBe("OK");
    expect(await codeOf(admin.caller.settings.receipt({ id: paid!.id }))).toBe("OK");
    expect(await codeOf(creator.caller.settings.receipt({ id: "x".repeat(65) }))).toBe("BAD_REQUEST");
  });

  it("the staff page's read is staff's only, by id or username; an unknown user is 'User not found'", async () => {
    expect(await codeOf(anonymous().settings.staffUser({ id: creator.id, page: 1 }))).toBe("UNAUTHORIZED");
    expect(await codeOf(other.caller.settings.staffUser({ id: creator.id, page: 1 }))).toBe("FORBIDDEN");
    expect(await codeOf(creator.caller.settings.staffUser({ id: creator.id, page: 1 }))).toBe("FORBIDDEN");
    const seen = await moderator.caller.settings.staffUser({ id: creator.id, page: 1 });
    expect([seen.user.username, seen.subscriptions.length, seen.charges.length]).toEqual(["demo-creator", 1, 2]);
    expect((await admin.caller.settings.staffUser({ id: "Demo-Reviewer", page: 1 })).user.id).toBe(reviewer.id);
    expect(await messageOf(admin.caller.settings.staffUser({ id: "Nobody12", page: 1 }))).toBe("User not found");
    expect(await codeOf(admin.caller.settings.staffUser({ id: "Nobody12", page: 1 }))).toBe("NOT_FOUND");
  });
});

describe("billing.settings actions", () => {
  it("cancel and undo: another user's attempt changes nothing; the owner's keeps the perks until the period's end", async () => {
    const [, open] = await chargesOf(CREATOR_SUB);
    expect(await codeOf(anonymous().settings.cancel({ id: CREATOR_SUB }))).toBe("UNAUTHORIZED");
    expect(await codeOf(other.caller.settings.cancel({ id: CREATOR_SUB }))).toBe("NOT_FOUND");
    expect((await db().charge.findUniqueOrThrow({ where: { id: open!.id } })).status).toBe("open");
    await creator.caller.settings.cancel({ id: CREATOR_SUB });
    const cancelled = (await creator.caller.settings.overview()).subscriptions[0]!;
    expect([cancelled.state, cancelled.nextCharge?.due.getTime()]).toEqual(["cancelled", open!.due.getTime()]);
    expect(await isSubscriber(db(), creator.id)).toBe(true);
    expect(await codeOf(other.caller.settings.uncancel({ id: CREATOR_SUB }))).toBe("NOT_FOUND");
    await creator.caller.settings.uncancel({ id: CREATOR_SUB });
    expect((await creator.caller.settings.overview()).subscriptions[0]!.state).toBe("active");
    // Staff may act on it as its owner can (BB's services allow them).
    await moderator.caller.settings.cancel({ id: CREATOR_SUB });
    await admin.caller.settings.uncancel({ id: CREATOR_SUB });
    expect((await creator.caller.settings.overview()).subscriptions[0]!.state).toBe("active");
  });

  it("change interval takes monthly, quarterly or yearly only, and only the owner's", async () => {
    expect(
      await codeOf(creator.caller.settings.changeInterval({ id: CREATOR_SUB, interval: "weekly" as "monthly" })),
    ).toBe("BAD_REQUEST");
    expect(await codeOf(other.caller.settings.changeInterval({ id: CREATOR_SUB, interval: "yearly" }))).toBe(
      "NOT_FOUND",
    );
    await creator.caller.settings.changeInterval({ id: CREATOR_SUB, interval: "yearly" });
    const next = (await creator.caller.settings.overview()).subscriptions[0]!.nextCharge!;
    expect([next.interval, next.amount]).toEqual(["yearly", 4999]);
    await creator.caller.settings.changeInterval({ id: CREATOR_SUB, interval: "monthly" });
  });

  it("staff cancel is staff's only, even for the owner", async () => {
    expect(await codeOf(creator.caller.settings.staffCancel({ id: CREATOR_SUB }))).toBe("FORBIDDEN");
    expect(await codeOf(anonymous().settings.staffCancel({ id: CREATOR_SUB }))).toBe("UNAUTHORIZED");
    expect((await creator.caller.settings.overview()).subscriptions[0]!.state).toBe("active");
    await moderator.caller.settings.staffCancel({ id: CREATOR_SUB });
    expect((await creator.caller.settings.overview()).subscriptions[0]!.state).toBe("cancelled");
    await admin.caller.settings.uncancel({ id: CREATOR_SUB });
    expect((await creator.caller.settings.overview()).subscriptions[0]!.state).toBe("active");
  });

  it("staff extend moves the next charge by N days; a user's or a bad number's attempt changes nothing", async () => {
    const [, open] = await chargesOf(CREATOR_SUB);
    const due = () =>
      db()
        .charge.findUniqueOrThrow({ where: { id: open!.id } })
        .then((c) => c.due.getTime());
    const before = await due();
    expect(await codeOf(creator.caller.settings.staffExtend({ id: CREATOR_SUB, days: "5" }))).toBe("FORBIDDEN");
    expect(await codeOf(moderator.caller.settings.staffExtend({ id: CREATOR_SUB, days: "abc" }))).toBe("BAD_REQUEST");
    expect(await codeOf(moderator.caller.settings.staffExtend({ id: CREATOR_SUB, days: "0" }))).toBe("BAD_REQUEST");
    expect(await due()).toBe(before);
    await moderator.caller.settings.staffExtend({ id: CREATOR_SUB, days: "5" });
    expect(await due()).toBe(before + 5 * 86_400_000);
  });

  it("staff refund: part, then the rest by leaving the amount out; users and too much are refused", async () => {
    const [paid] = await chargesOf(REVIEWER_SUB);
    expect(await codeOf(reviewer.caller.settings.staffRefund({ chargeId: paid!.id, amount: "100" }))).toBe("FORBIDDEN");
    expect(await codeOf(other.caller.settings.staffRefund({ chargeId: paid!.id }))).toBe("FORBIDDEN");
    expect(await codeOf(anonymous().settings.staffRefund({ chargeId: paid!.id }))).toBe("UNAUTHORIZED");
    expect(await codeOf(moderator.caller.settings.staffRefund({ chargeId: paid!.id, amount: "500" }))).toBe(
      "BAD_REQUEST",
    );
    expect(await db().charge.count({ where: { parentChargeId: paid!.id } })).toBe(0);
    await moderator.caller.settings.staffRefund({ chargeId: paid!.id, amount: "100" });
    const rest = await admin.caller.settings.staffRefund({ chargeId: paid!.id });
    expect([rest.amount, rest.parentStatus]).toEqual([399, "refunded"]);
    const refunds = await db().charge.findMany({ where: { parentChargeId: paid!.id }, orderBy: { amount: "asc" } });
    expect(refunds.map((r) => [r.type, r.amount])).toEqual([
      ["refund", 100],
      ["refund", 399],
    ]);
  });

  it("retry (resubscribe) is the owner's only", async () => {
    expect(await codeOf(other.caller.settings.resubscribe({ id: REVIEWER_SUB }))).toBe("NOT_FOUND");
    expect(await codeOf(moderator.caller.settings.resubscribe({ id: REVIEWER_SUB }))).toBe("NOT_FOUND");
    expect((await failedRenewalOf(db(), reviewer.id))?.subscriptionId).toBe(REVIEWER_SUB);
  });
});
