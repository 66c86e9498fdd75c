import { beforeAll, describe, expect, it } from "vitest";

import { setupTestDatabase } from "../../../tests/setup/test-database";
import { revenueBalance } from "../src/server/services/revenue/balance";
import { feeFor, payoutMethod, payoutMethods } from "../src/server/services/payouts/methods";
import { manualProvider } from "../src/server/services/payouts/providers/manual";
import { requestWithdrawal } from "../src/server/services/payouts/withdraw";
import { makePerson } from "./fixtures";
import { DAY, NOW, earn, entriesOf, ledgerSum, refused } from "./payouts-support";

// Withdrawals (docs/analytics.md "Payouts"): methods and fees, every refusal a clear 4xx, the withdrawal entry, and
// the balance never going below zero under concurrent requests (real transactions on one PostgreSQL database).
const database = setupTestDatabase();
const db = () => database.db;
const paypal = (amountMinor: number, address = "creator@example.com") => ({ methodId: "paypal", amountMinor, address });

describe("methods and fees", () => {
  it("offers PayPal (email) and Venmo (phone) from $0.25 to $100,000", () => {
    expect(payoutMethods().map((m) => [m.id, m.type, m.addressKind, m.minMinor, m.maxMinor])).toEqual([
      ["paypal", "paypal", "email", 25, 10_000_000],
      ["venmo", "venmo", "phone", 25, 10_000_000],
    ]);
  });

  it("charges 2% rounded up to the cent, at most $1.00, never more than the amount", () => {
    const method = payoutMethod("paypal")!;
    expect(feeFor(method, 25)).toBe(1);
    expect(feeFor(method, 1000)).toBe(20);
    expect(feeFor(method, 1001)).toBe(21);
    expect(feeFor(method, 5000)).toBe(100);
    expect(feeFor(method, 10_000_000)).toBe(100);
    expect(feeFor({ ...method, feeMaxMinor: 10_000 }, 1)).toBe(1);
    expect(feeFor(method, 0)).toBe(0);
  });
});

describe("requestWithdrawal", () => {
  let creator: Awaited<ReturnType<typeof makePerson>>;
  beforeAll(async () => {
    creator = await makePerson(db());
    await earn(db(), creator.id, 1234);
    // On hold until next month: never withdrawable now.
    await earn(db(), creator.id, 5000, new Date(NOW.getTime() + 30 * DAY));
  });

  it("refuses anonymous callers with 401", async () => {
    expect(await refused(requestWithdrawal(db(), null, paypal(100), NOW, manualProvider))).toBe(
      "401 You must be signed in to manage payouts.",
    );
  });

  it("refuses more than the available balance, saying how much is available (held money does not count)", async () => {
    expect(await refused(requestWithdrawal(db(), creator.actor, paypal(1235), NOW, manualProvider))).toBe(
      "400 You can withdraw at most $12.34.",
    );
  });

  it("refuses amounts under the minimum or over the maximum, and amounts that are not whole cents", async () => {
    expect(await refused(requestWithdrawal(db(), creator.actor, paypal(24), NOW, manualProvider))).toBe(
      "400 The minimum withdrawal with PayPal is $0.25.",
    );
    expect(await refused(requestWithdrawal(db(), creator.actor, paypal(10_000_001), NOW, manualProvider))).toBe(
      "400 The maximum withdrawal with PayPal is $100,000.00.",
    );
    for (const amount of [12.5, -5, 0, Number.NaN]) {
      expect(await refused(requestWithdrawal(db(), creator.actor, paypal(amount), NOW, manualProvider))).toBe(
        "400 The amount must be a whole number of cents.",
      );
    }
  });

  it("checks the address by method: an email for PayPal, a phone number for Venmo, at most 320 characters", async () => {
    const attempt = (methodId: string, address: string) =>
      refused(requestWithdrawal(db(), creator.actor, { methodId, amountMinor: 100, address }, NOW, manualProvider));
    expect(await attempt("paypal", "not-an-email")).toBe("400 Enter the email address of your PayPal account.");
    expect(await attempt("paypal", "+15551234567")).toBe("400 Enter the email address of your PayPal account.");
    expect(await attempt("paypal", `${"a".repeat(320)}@example.com`)).toBe(
      "400 The address must be at most 320 characters.",
    );
    expect(await attempt("paypal", "   ")).toBe("400 Enter the address the money goes to.");
    expect(await attempt("venmo", "creator@example.com")).toBe(
      "400 Enter the phone number of your Venmo account, e.g. +15551234567.",
    );
    expect(await attempt("bitcoin", "creator@example.com")).toBe("400 Choose a payout method: paypal, venmo.");
    expect(await db().payout.count({ where: { userId: creator.id } })).toBe(0);
  });

  it("writes the payout (an 8-character id, in transit, the fee) and a −amount withdrawal entry available now", async () => {
    const payout = await requestWithdrawal(
      db(),
      creator.actor,
      { methodId: "venmo", amountMinor: 1000, address: "(555) 123-4567" },
      NOW,
      manualProvider,
    );
    expect(payout).toMatchObject({
      userId: creator.id,
      status: "in-transit",
      amountMinor: 1000,
      feeMinor: 20,
      netMinor: 980,
      methodId: "venmo",
      methodType: "venmo",
      address: "5551234567",
      provider: "manual",
    });
    expect(payout.id).toMatch(/^[0-9A-Za-z]{8}$/);
    expect(await entriesOf(db(), payout.id)).toEqual([["withdrawal", -1000]]);
    const balance = await revenueBalance(db(), creator.id, NOW);
    expect(balance.availableMinor).toBe(234);
    expect(balance.availableMinor).toBe(await ledgerSum(db(), creator.id));
    expect(await refused(requestWithdrawal(db(), creator.actor, paypal(235), NOW, manualProvider))).toBe(
      "400 You can withdraw at most $2.34.",
    );
  });
});

describe("concurrent withdrawals", () => {
  it("two withdrawals of the whole balance at once: exactly one succeeds, the other is refused", async () => {
    const creator = await makePerson(db());
    await earn(db(), creator.id, 5000);
    const results = await Promise.allSettled([
      requestWithdrawal(db(), creator.actor, paypal(5000), NOW, manualProvider),
      requestWithdrawal(db(), creator.actor, paypal(5000), NOW, manualProvider),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(["fulfilled", "rejected"]);
    const rejected = results.find((r) => r.status === "rejected")!;
    expect((rejected.reason as Error).message).toBe("You have no available balance to withdraw.");
    expect(await db().payout.count({ where: { userId: creator.id } })).toBe(1);
    expect((await revenueBalance(db(), creator.id, NOW)).availableMinor).toBe(0);
  });

  it("five withdrawals of 40% each at once: exactly two succeed and the balance never goes below zero", async () => {
    const creator = await makePerson(db());
    await earn(db(), creator.id, 10_000);
    const results = await Promise.allSettled(
      Array.from({ length: 5 }, () => requestWithdrawal(db(), creator.actor, paypal(4000), NOW, manualProvider)),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(2);
    for (const result of results.filter((r) => r.status === "rejected")) {
      expect((result.reason as Error).message).toBe("You can withdraw at most $20.00.");
    }
    expect((await revenueBalance(db(), creator.id, NOW)).availableMinor).toBe(2000);
  });
});
