import { beforeAll, describe, expect, it } from "vitest";

import { setupTestDatabase } from "../../../tests/setup/test-database";
import { cancelPayout } from "../src/server/services/payouts/cancel";
import { listOpenPayouts } from "../src/server/services/payouts/admin-list";
import { canMarkPayout, markPayout } from "../src/server/services/payouts/decide";
import { listPayouts } from "../src/server/services/payouts/list";
import { manualProvider } from "../src/server/services/payouts/providers/manual";
import { requestWithdrawal } from "../src/server/services/payouts/withdraw";
import { revenueBalance } from "../src/server/services/revenue/balance";
import { makePerson } from "./fixtures";
import { NOW, earn, entriesOf, ledgerSum, refused } from "./payouts-support";

// The manual workflow (docs/analytics.md "Payouts"): admins mark payouts paid or failed, a failed one returns the
// money exactly once, the owner cancels one in transit, and the creator is notified when it is paid or failed.
const database = setupTestDatabase();
const db = () => database.db;

let admin: Awaited<ReturnType<typeof makePerson>>;
let moderator: Awaited<ReturnType<typeof makePerson>>;

beforeAll(async () => {
  admin = await makePerson(db(), "admin");
  moderator = await makePerson(db(), "moderator");
});

async function creatorWithdrawing(amountMinor: number, earned = 10_000) {
  const creator = await makePerson(db());
  await earn(db(), creator.id, earned);
  const payout = await requestWithdrawal(
    db(),
    creator.actor,
    { methodId: "paypal", amountMinor, address: "creator@example.com" },
    NOW,
    manualProvider,
  );
  return { creator, payout };
}

const notificationsOf = (userId: string) =>
  db().notification.findMany({ where: { userId }, orderBy: { createdAt: "asc" } });

describe("markPayout", () => {
  it("failed returns the money exactly once, even when marked failed twice or concurrently", async () => {
    const { creator, payout } = await creatorWithdrawing(4321);
    expect((await revenueBalance(db(), creator.id, NOW)).availableMinor).toBe(10_000 - 4321);
    const decision = { status: "failed" as const, reason: "The PayPal account does not exist." };
    const [first, second] = await Promise.all([
      markPayout(db(), admin.actor, payout.id, decision, NOW),
      markPayout(db(), admin.actor, payout.id, decision, NOW),
    ]);
    expect([first.status, second.status]).toEqual(["failed", "failed"]);
    await markPayout(db(), admin.actor, payout.id, decision, NOW);
    expect(await entriesOf(db(), payout.id)).toEqual([
      ["withdrawal", -4321],
      ["returned", 4321],
    ]);
    const balance = await revenueBalance(db(), creator.id, NOW);
    expect(balance.availableMinor).toBe(10_000);
    expect(balance.availableMinor).toBe(await ledgerSum(db(), creator.id));
    const [row] = await listPayouts(db(), creator.id);
    expect(row).toMatchObject({ status: "failed", failureReason: "The PayPal account does not exist." });
    const notes = await notificationsOf(creator.id);
    expect(notes.map((note) => [note.type, note.title, note.text, note.link])).toEqual([
      [
        "payout_failed",
        "Your payout failed",
        "Your withdrawal of $43.21 failed and the money was returned to your balance.",
        "/dashboard/revenue/transfers",
      ],
    ]);
  });

  it("paid keeps the money withdrawn, notifies the creator of what arrived, and cannot then be failed", async () => {
    const { creator, payout } = await creatorWithdrawing(5000);
    const paid = await markPayout(db(), admin.actor, payout.id, { status: "success" }, NOW);
    expect(paid).toMatchObject({ status: "success", failureReason: null });
    expect((await db().payout.findUniqueOrThrow({ where: { id: payout.id } })).decidedById).toBe(admin.id);
    expect(await entriesOf(db(), payout.id)).toEqual([["withdrawal", -5000]]);
    expect(await refused(markPayout(db(), admin.actor, payout.id, { status: "failed", reason: "Too late" }, NOW))).toBe(
      "409 This payout is already paid; it can no longer change.",
    );
    expect((await revenueBalance(db(), creator.id, NOW)).availableMinor).toBe(5000);
    const notes = await notificationsOf(creator.id);
    expect(notes.map((note) => [note.type, note.text])).toEqual([
      ["payout_paid", "Your withdrawal of $49.00 was paid."],
    ]);
  });

  it("is the admins' alone: anonymous 401, a user or a moderator 403, and nothing changes", async () => {
    const { creator, payout } = await creatorWithdrawing(1000);
    const decision = { status: "success" as const };
    expect(await refused(markPayout(db(), null, payout.id, decision, NOW))).toBe(
      "401 You must be signed in to manage payouts.",
    );
    expect(await refused(markPayout(db(), creator.actor, payout.id, decision, NOW))).toBe(
      "403 Only admins can decide payouts.",
    );
    expect(await refused(markPayout(db(), moderator.actor, payout.id, decision, NOW))).toBe(
      "403 Only admins can decide payouts.",
    );
    expect((await db().payout.findUniqueOrThrow({ where: { id: payout.id } })).status).toBe("in-transit");
  });

  it("needs a reason of at most 500 characters to fail a payout, and a payout that exists", async () => {
    const { payout } = await creatorWithdrawing(1000);
    expect(await refused(markPayout(db(), admin.actor, payout.id, { status: "failed" }, NOW))).toBe(
      "400 Say why the payout failed.",
    );
    expect(await refused(markPayout(db(), admin.actor, payout.id, { status: "failed", reason: "  " }, NOW))).toBe(
      "400 Say why the payout failed.",
    );
    const long = { status: "failed" as const, reason: "x".repeat(501) };
    expect(await refused(markPayout(db(), admin.actor, payout.id, long, NOW))).toBe(
      "400 The reason must be at most 500 characters.",
    );
    const bogus = { status: "lost" } as unknown as { status: "success" };
    expect(await refused(markPayout(db(), admin.actor, payout.id, bogus, NOW))).toMatch(/^400 /);
    expect(await refused(markPayout(db(), admin.actor, "NOPE0000", { status: "success" }, NOW))).toBe(
      "404 Payout not found.",
    );
    expect(await refused(markPayout(db(), admin.actor, "../x", { status: "success" }, NOW))).toBe(
      "404 Payout not found.",
    );
    expect(await entriesOf(db(), payout.id)).toEqual([["withdrawal", -1000]]);
  });
});

describe("PayPal payouts are PayPal's to settle, unless their status is unknown", () => {
  // PayPal reports these (webhook, poll): failing one by hand would return money PayPal still pays out, and
  // marking one paid would make PayPal's later RETURNED bounce off a final status. An `unknown` one PayPal no
  // longer tells us about: the admin checks PayPal's dashboard and decides it like a manual one.
  async function paypalPayout(status = "in-transit") {
    const { creator, payout } = await creatorWithdrawing(3000);
    const platformId = status === "unknown" ? null : "BATCHPAYPAL1";
    await db().payout.update({ where: { id: payout.id }, data: { provider: "paypal", platformId, status } });
    return { creator, payout };
  }
  const providerManaged =
    "409 Only payouts paid by hand, or PayPal payouts whose status is unknown, can be marked paid or failed; PayPal reports this one's status.";

  it("markPayout refuses a PayPal payout in transit or cancelling (409) either way, and nothing changes", async () => {
    for (const status of ["in-transit", "cancelling"]) {
      const { creator, payout } = await paypalPayout(status);
      expect(await refused(markPayout(db(), admin.actor, payout.id, { status: "success" }, NOW))).toBe(providerManaged);
      const failed = { status: "failed" as const, reason: "Looks stuck" };
      expect(await refused(markPayout(db(), admin.actor, payout.id, failed, NOW))).toBe(providerManaged);
      expect((await db().payout.findUniqueOrThrow({ where: { id: payout.id } })).status).toBe(status);
      expect(await entriesOf(db(), payout.id)).toEqual([["withdrawal", -3000]]);
      expect(await notificationsOf(creator.id)).toEqual([]);
      // Still the admins' alone: a non-admin learns nothing about the provider.
      expect(await refused(markPayout(db(), creator.actor, payout.id, failed, NOW))).toBe(
        "403 Only admins can decide payouts.",
      );
    }
  });

  it("an unknown PayPal payout marked failed returns the money exactly once, even twice at once", async () => {
    const { creator, payout } = await paypalPayout("unknown");
    const decision = { status: "failed" as const, reason: "Not in the PayPal dashboard." };
    const both = await Promise.all([
      markPayout(db(), admin.actor, payout.id, decision, NOW),
      markPayout(db(), admin.actor, payout.id, decision, NOW),
    ]);
    expect(both.map((one) => one.status)).toEqual(["failed", "failed"]);
    expect(await entriesOf(db(), payout.id)).toEqual([
      ["withdrawal", -3000],
      ["returned", 3000],
    ]);
    const row = await db().payout.findUniqueOrThrow({ where: { id: payout.id } });
    expect([row.status, row.failureReason, row.decidedById]).toEqual(["failed", decision.reason, admin.id]);
    expect((await revenueBalance(db(), creator.id, NOW)).availableMinor).toBe(10_000);
    expect((await notificationsOf(creator.id)).map((note) => note.type)).toEqual(["payout_failed"]);
    // Final now: PayPal's dashboard cannot be overruled later by another click.
    expect(await refused(markPayout(db(), admin.actor, payout.id, { status: "success" }, NOW))).toBe(
      "409 This payout is already failed; it can no longer change.",
    );
  });

  it("an unknown PayPal payout marked paid keeps the money withdrawn and notifies the creator", async () => {
    const { creator, payout } = await paypalPayout("unknown");
    expect(await markPayout(db(), admin.actor, payout.id, { status: "success" }, NOW)).toMatchObject({
      status: "success",
      provider: "paypal",
    });
    expect(await entriesOf(db(), payout.id)).toEqual([["withdrawal", -3000]]);
    expect((await revenueBalance(db(), creator.id, NOW)).availableMinor).toBe(7000);
    expect((await notificationsOf(creator.id)).map((note) => note.type)).toEqual(["payout_paid"]);
  });

  it("an unknown PayPal payout is the admins' alone: anonymous 401, a user or a moderator 403", async () => {
    const { creator, payout } = await paypalPayout("unknown");
    const failed = { status: "failed" as const, reason: "Not in the PayPal dashboard." };
    expect(await refused(markPayout(db(), null, payout.id, failed, NOW))).toBe(
      "401 You must be signed in to manage payouts.",
    );
    for (const who of [creator, moderator, await makePerson(db())]) {
      expect(await refused(markPayout(db(), who.actor, payout.id, failed, NOW))).toBe(
        "403 Only admins can decide payouts.",
      );
    }
    expect((await db().payout.findUniqueOrThrow({ where: { id: payout.id } })).status).toBe("unknown");
    expect(await entriesOf(db(), payout.id)).toEqual([["withdrawal", -3000]]);
  });

  it("canMarkPayout: every manual open payout, and a PayPal one only while unknown (the admin page's controls)", () => {
    expect(canMarkPayout({ provider: "manual", status: "in-transit" })).toBe(true);
    expect(canMarkPayout({ provider: "paypal", status: "unknown" })).toBe(true);
    expect(canMarkPayout({ provider: "paypal", status: "in-transit" })).toBe(false);
    expect(canMarkPayout({ provider: "paypal", status: "cancelling" })).toBe(false);
    expect(canMarkPayout({ provider: "paypal", status: "success" })).toBe(false);
  });
});

describe("listOpenPayouts", () => {
  it("lists the newest first, so a fresh withdrawal is on page 1 however many older ones wait", async () => {
    const older = await creatorWithdrawing(1000);
    const newer = await creatorWithdrawing(1000);
    await db().payout.update({ where: { id: older.payout.id }, data: { createdAt: new Date(NOW.getTime() - 60_000) } });
    const list = await listOpenPayouts(db(), admin.actor, 1, 500);
    const ids = list.payouts.map((payout) => payout.id);
    expect(ids.indexOf(newer.payout.id)).toBeLessThan(ids.indexOf(older.payout.id));
    const times = list.payouts.map((payout) => payout.createdAt.getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });
});

describe("cancelPayout", () => {
  it("the owner cancels a manual payout in transit: cancelled, the money returned once, no notification", async () => {
    const { creator, payout } = await creatorWithdrawing(2500);
    const cancelled = await cancelPayout(db(), creator.actor, payout.id, NOW);
    expect(cancelled.status).toBe("cancelled");
    expect((await cancelPayout(db(), creator.actor, payout.id, NOW)).status).toBe("cancelled");
    expect(await entriesOf(db(), payout.id)).toEqual([
      ["withdrawal", -2500],
      ["returned", 2500],
    ]);
    expect((await revenueBalance(db(), creator.id, NOW)).availableMinor).toBe(10_000);
    expect(await notificationsOf(creator.id)).toEqual([]);
    // Cancelled is final: an admin can no longer mark it paid.
    expect(await refused(markPayout(db(), admin.actor, payout.id, { status: "success" }, NOW))).toMatch(/^409 /);
  });

  it("refuses a paid payout (409) and hides others' payouts from everyone but their owner (404)", async () => {
    const { creator, payout } = await creatorWithdrawing(2500);
    const stranger = await makePerson(db());
    expect(await refused(cancelPayout(db(), null, payout.id, NOW))).toBe(
      "401 You must be signed in to manage payouts.",
    );
    expect(await refused(cancelPayout(db(), stranger.actor, payout.id, NOW))).toBe("404 Payout not found.");
    expect(await refused(cancelPayout(db(), moderator.actor, payout.id, NOW))).toBe("404 Payout not found.");
    expect(await refused(cancelPayout(db(), admin.actor, payout.id, NOW))).toBe("404 Payout not found.");
    await markPayout(db(), admin.actor, payout.id, { status: "success" }, NOW);
    expect(await refused(cancelPayout(db(), creator.actor, payout.id, NOW))).toBe(
      "409 This payout can no longer be cancelled.",
    );
  });
});
