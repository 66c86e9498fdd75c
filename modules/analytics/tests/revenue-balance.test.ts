import { describe, expect, it } from "vitest";

import { setupTestDatabase } from "../../../tests/setup/test-database";
import { revenueBalance } from "../src/server/services/revenue/balance";
import { monthlyBreakdown } from "../src/server/services/revenue/breakdown";
import { splitRevenueDay } from "../src/server/services/revenue/split";
import { makeProject, makeUser } from "./fixtures";
import { addCounts, earnings, setPool } from "./revenue-support";

// Net-60 over simulated time: an earning is pending until its availableAt (60 days after its month's end) and
// available from that instant on; the ledger refuses UPDATE; the monthly breakdown groups earnings by project.
const database = setupTestDatabase();
const db = () => database.db;

describe("revenueBalance", () => {
  it("moves earnings from pending to available exactly at availableAt", async () => {
    const user = await makeUser(db());
    const project = await makeProject(db(), [{ userId: user.userId, split: 1, owner: true }]);
    const other = await makeProject(db(), [{ userId: user.userId, split: 1, owner: true }]);
    await setPool(db(), "2026-01", 31_000);
    await setPool(db(), "2026-02", 28_000);
    await addCounts(db(), project, "2026-01-10", 5, 5);
    await addCounts(db(), other, "2026-01-10", 5, 5);
    await addCounts(db(), project, "2026-02-03", 1, 0);
    const late = new Date("2026-03-05T00:00:00Z");
    for (const day of ["2026-01-10", "2026-02-03"]) await splitRevenueDay(db(), day, late);

    const january = new Date("2026-04-01T00:00:00Z");
    const february = new Date("2026-04-29T00:00:00Z");
    expect(await revenueBalance(db(), user.userId, late)).toEqual({
      availableMinor: 0,
      pendingMinor: 2_000,
      lifetimeMinor: 2_000,
      withdrawnLifetimeMinor: 0,
      withdrawnYtdMinor: 0,
      pendingByDate: [
        { date: "2026-04-01", amountMinor: 1_000 },
        { date: "2026-04-29", amountMinor: 1_000 },
      ],
    });
    const before = await revenueBalance(db(), user.userId, new Date(january.getTime() - 1));
    expect(before).toMatchObject({ availableMinor: 0, pendingMinor: 2_000 });
    expect(await revenueBalance(db(), user.userId, january)).toMatchObject({
      availableMinor: 1_000,
      pendingMinor: 1_000,
      pendingByDate: [{ date: "2026-04-29", amountMinor: 1_000 }],
    });
    expect(await revenueBalance(db(), user.userId, february)).toMatchObject({
      availableMinor: 2_000,
      pendingMinor: 0,
      lifetimeMinor: 2_000,
      pendingByDate: [],
    });

    // A withdrawal and its return, as the payouts part writes them, count at once.
    await db().revenueEntry.create({
      data: {
        userId: user.userId,
        kind: "withdrawal",
        amountMinor: -1_500n,
        payoutId: "payout01",
        availableAt: february,
      },
    });
    expect(await revenueBalance(db(), user.userId, february)).toMatchObject({
      availableMinor: 500,
      withdrawnLifetimeMinor: 1_500,
      withdrawnYtdMinor: 1_500,
    });
    expect(await revenueBalance(db(), user.userId, new Date("2027-01-02T00:00:00Z"))).toMatchObject({
      withdrawnLifetimeMinor: 1_500,
      withdrawnYtdMinor: 0,
    });

    // Newest month first, then the larger amount; January's two equal amounts come in project id order.
    const januaryRows = [other, project]
      .sort()
      .map((projectId) => expect.objectContaining({ month: "2026-01", projectId, amountMinor: 500 }));
    expect(await monthlyBreakdown(db(), user.userId, february)).toEqual([
      expect.objectContaining({ month: "2026-02", projectId: project, amountMinor: 1_000 }),
      ...januaryRows,
    ]);
  });

  it("counts a withdrawal and its return in the year the payout was made, even when it fails the next year", async () => {
    const user = await makeUser(db());
    const december = new Date("2026-12-20T10:00:00Z");
    const january = new Date("2027-01-05T10:00:00Z");
    const payout = (id: string) =>
      db().payout.create({
        data: {
          id,
          userId: user.userId,
          amountMinor: 2_000n,
          feeMinor: 100n,
          methodId: "paypal",
          methodType: "paypal",
          address: "creator@example.com",
          provider: "manual",
          createdAt: december,
        },
      });
    const entry = (kind: "withdrawal" | "returned", payoutId: string, amountMinor: bigint, at: Date) =>
      db().revenueEntry.create({
        data: { userId: user.userId, kind, amountMinor, payoutId, availableAt: at, createdAt: at },
      });
    // One withdrawal paid in December; one made in December that failed in January (its money came back then).
    const [paid, failed] = [`p${user.userId.slice(1)}`, `f${user.userId.slice(1)}`];
    await payout(paid);
    await payout(failed);
    await entry("withdrawal", paid, -2_000n, december);
    await entry("withdrawal", failed, -2_000n, december);
    await entry("returned", failed, 2_000n, january);

    expect(await revenueBalance(db(), user.userId, new Date("2027-01-10T00:00:00Z"))).toMatchObject({
      withdrawnLifetimeMinor: 2_000,
      withdrawnYtdMinor: 0,
    });
    expect(await revenueBalance(db(), user.userId, new Date("2026-12-31T23:00:00Z"))).toMatchObject({
      withdrawnYtdMinor: 2_000,
    });
  });

  it("keeps the ledger append-only: the database refuses an UPDATE", async () => {
    const user = await makeUser(db());
    const project = await makeProject(db(), [{ userId: user.userId, owner: true }]);
    await setPool(db(), "2026-05", 3_100);
    await addCounts(db(), project, "2026-05-01", 1, 1);
    await splitRevenueDay(db(), "2026-05-01", new Date("2026-05-02T00:00:00Z"));
    const [entry] = await earnings(db(), user.userId);
    await expect(
      db().revenueEntry.update({ where: { id: entry!.id }, data: { amountMinor: 1_000_000n } }),
    ).rejects.toThrow();
    expect((await earnings(db(), user.userId))[0]!.amountMinor).toBe(100);
  });

  it("is all zero for a user without entries", async () => {
    const user = await makeUser(db());
    expect(await revenueBalance(db(), user.userId)).toEqual({
      availableMinor: 0,
      pendingMinor: 0,
      lifetimeMinor: 0,
      withdrawnLifetimeMinor: 0,
      withdrawnYtdMinor: 0,
      pendingByDate: [],
    });
  });
});
