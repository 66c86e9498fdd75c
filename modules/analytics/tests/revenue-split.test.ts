import { describe, expect, it } from "vitest";

import { setupTestDatabase } from "../../../tests/setup/test-database";
import { apportion, dayPart, splitWeight } from "../src/server/services/revenue/apportion";
import { availableAt } from "../src/server/services/revenue/hold";
import { runRevenueSplit, splitRevenueDay } from "../src/server/services/revenue/split";
import { seededRandom } from "../../core/src/seeded-random";
import { makeOrganization, makeProject, makeUser } from "./fixtures";
import { addCounts, earnings, setPool } from "./revenue-support";

// The daily split: every cent of a day's part of the pool goes to exactly one member of one paid project (largest
// remainder, deterministic ties), a repeated or concurrent run writes nothing twice, and only monetized projects in
// a paying status earn. The database is the file's own and is not emptied between tests: each test uses its own
// month.
const database = setupTestDatabase();
const db = () => database.db;

describe("apportion (largest remainder)", () => {
  it("sums exactly to the total over many random weights and totals, and is deterministic", () => {
    for (let seed = 1; seed <= 2_000; seed++) {
      const next = seededRandom(seed);
      const total = BigInt(Math.floor(next() * 1_000_000_000));
      const count = 1 + Math.floor(next() * 40);
      const shares = Array.from({ length: count }, (_, index) => ({
        key: `k${String(index).padStart(3, "0")}`,
        weight: next() < 0.2 ? 0n : BigInt(Math.floor(next() * 1_000_000)),
      }));
      const parts = apportion(total, shares);
      expect(
        parts.reduce((sum, part) => sum + part.amount, 0n),
        `seed ${seed}`,
      ).toBe(total);
      expect(apportion(total, [...shares].reverse()).sort((a, b) => (a.key < b.key ? -1 : 1))).toEqual(
        [...parts].sort((a, b) => (a.key < b.key ? -1 : 1)),
      );
      const sum = shares.reduce((a, share) => a + share.weight, 0n);
      for (const [index, part] of parts.entries()) {
        const weight = shares[index]!.weight;
        // Never more than one cent away from the exact share.
        if (sum > 0n)
          expect(part.amount * sum - total * weight < sum && total * weight - part.amount * sum < sum).toBe(true);
      }
    }
  });

  it("breaks equal remainders by key and splits equally when every weight is 0", () => {
    expect(
      apportion(10n, [
        { key: "b", weight: 1n },
        { key: "a", weight: 1n },
        { key: "c", weight: 1n },
      ]),
    ).toEqual([
      { key: "b", amount: 3n },
      { key: "a", amount: 4n },
      { key: "c", amount: 3n },
    ]);
    expect(
      apportion(5n, [
        { key: "x", weight: 0n },
        { key: "y", weight: 0n },
      ]),
    ).toEqual([
      { key: "x", amount: 3n },
      { key: "y", amount: 2n },
    ]);
    expect(apportion(7n, [])).toEqual([]);
  });

  it("scales float payout splits to integers deterministically and gives a month's days its pool exactly", () => {
    expect(splitWeight(100)).toBe(100_000_000n);
    expect(splitWeight(0.1 + 0.2)).toBe(300_000n);
    expect(splitWeight(-1)).toBe(0n);
    expect(splitWeight(Number.NaN)).toBe(0n);
    for (const [pool, days] of [
      [1_000_000_007n, 31],
      [29n, 28],
      [0n, 30],
      [999_999_999n, 29],
    ] as const) {
      const parts = Array.from({ length: days }, (_, index) => dayPart(pool, days, index + 1));
      expect(parts.reduce((a, b) => a + b, 0n)).toBe(pool);
      expect(parts[0]! - parts.at(-1)!).toBeLessThanOrEqual(1n);
    }
  });
});

describe("splitRevenueDay", () => {
  it("pays the day's part by views and downloads, across members by payout split, to the cent", async () => {
    const [alice, bob, carol] = [await makeUser(db()), await makeUser(db()), await makeUser(db())];
    const big = await makeProject(db(), [
      { userId: alice.userId, split: 75, owner: true },
      { userId: bob.userId, split: 25 },
    ]);
    const small = await makeProject(db(), [{ userId: carol.userId, split: 100, owner: true }]);
    // 31 days, 3,100,002 cents: the first two days get 100,001, the rest 100,000.
    await setPool(db(), "2026-01", 3_100_002);
    await addCounts(db(), big, "2026-01-01", 200, 100);
    await addCounts(db(), small, "2026-01-01", 0, 100);
    const result = await splitRevenueDay(db(), "2026-01-01", new Date("2026-01-02T00:10:00Z"));
    expect(result).toMatchObject({ split: true, poolMinor: 100_001, distributedMinor: 100_001, projectCount: 2 });
    const rows = (await earnings(db())).filter((row) => row.day?.toISOString().startsWith("2026-01-01"));
    const by = (userId: string) => rows.find((row) => row.userId === userId)?.amountMinor;
    // big: 3/4 of 100,001 = 75,000.75 → 75,001 (the larger remainder); small: 25,000.25 → 25,000.
    expect(by(alice.userId)! + by(bob.userId)!).toBe(75_001);
    expect(by(alice.userId)).toBe(56_251);
    expect(by(bob.userId)).toBe(18_750);
    expect(by(carol.userId)).toBe(25_000);
    expect(rows.every((row) => row.availableAt.toISOString() === "2026-04-01T00:00:00.000Z")).toBe(true);
    const day = await db().revenueDay.findFirstOrThrow({ where: { day: new Date("2026-01-01") } });
    expect(day).toMatchObject({ poolMinor: 100_001n, distributedMinor: 100_001n, weight: 400n, projectCount: 2 });
  });

  it("sums exactly to the pool over random projects, counts and splits", async () => {
    const users = [];
    for (let index = 0; index < 8; index++) users.push(await makeUser(db()));
    await setPool(db(), "2026-02", 987_654_321);
    for (let seed = 1; seed <= 6; seed++) {
      const next = seededRandom(seed * 7919);
      const day = `2026-02-${String(seed).padStart(2, "0")}`;
      const count = 1 + Math.floor(next() * 6);
      for (let index = 0; index < count; index++) {
        const members = users
          .filter(() => next() < 0.5)
          .map((user) => ({ userId: user.userId, split: next() < 0.3 ? 0 : next() * 100 }));
        const project = await makeProject(db(), members.length > 0 ? members : [{ userId: users[0]!.userId }]);
        await addCounts(db(), project, day, Math.floor(next() * 1_000), 1 + Math.floor(next() * 1_000));
      }
      const result = await splitRevenueDay(db(), day, new Date("2026-03-01T00:00:00Z"));
      const rows = (await earnings(db())).filter((row) => row.day?.toISOString().startsWith(day));
      expect(
        rows.reduce((sum, row) => sum + row.amountMinor, 0),
        `seed ${seed}`,
      ).toBe(result.poolMinor);
      expect(result.distributedMinor).toBe(result.poolMinor);
    }
  });

  it("is idempotent, and two concurrent runs of a day write it once", async () => {
    const user = await makeUser(db());
    const project = await makeProject(db(), [{ userId: user.userId, split: 100, owner: true }]);
    await setPool(db(), "2026-03", 3_100);
    await addCounts(db(), project, "2026-03-01", 10, 0);
    await addCounts(db(), project, "2026-03-02", 10, 0);
    const now = new Date("2026-04-01T00:00:00Z");
    expect((await splitRevenueDay(db(), "2026-03-01", now)).split).toBe(true);
    expect((await splitRevenueDay(db(), "2026-03-01", now)).split).toBe(false);
    const racing = await Promise.all([
      splitRevenueDay(db(), "2026-03-02", now),
      splitRevenueDay(db(), "2026-03-02", now),
      splitRevenueDay(db(), "2026-03-02", now),
    ]);
    expect(racing.filter((result) => result.split)).toHaveLength(1);
    expect((await earnings(db(), user.userId)).map((row) => row.amountMinor)).toEqual([100, 100]);
  });

  it("pays no demonetized, force-demonetized or hidden project; a day nobody qualifies is recorded with 0", async () => {
    const user = await makeUser(db());
    const paid = await makeProject(db(), [{ userId: user.userId, owner: true }]);
    const excluded = [
      await makeProject(db(), [{ userId: user.userId, owner: true }], { monetizationStatus: "demonetized" }),
      await makeProject(db(), [{ userId: user.userId, owner: true }], { monetizationStatus: "force-demonetized" }),
      await makeProject(db(), [{ userId: user.userId, owner: true }], { status: "private" }),
      await makeProject(db(), [{ userId: user.userId, owner: true }], { status: "draft" }),
      await makeProject(db(), [{ userId: user.userId, owner: true }], { status: "rejected" }),
    ];
    const alsoPaid = await makeProject(db(), [{ userId: user.userId, owner: true }], { status: "withheld" });
    await setPool(db(), "2026-04", 30_000, false, true);
    for (const project of [paid, alsoPaid, ...excluded]) await addCounts(db(), project, "2026-04-01", 500, 10);
    const now = new Date("2026-05-01T00:00:00Z");
    const result = await splitRevenueDay(db(), "2026-04-01", now);
    expect(result).toMatchObject({ projectCount: 2, distributedMinor: 1_000 });
    const paidProjects = new Set((await earnings(db(), user.userId)).map((row) => row.projectId));
    expect(paidProjects).toEqual(new Set([paid, alsoPaid]));
    const nobody = await splitRevenueDay(db(), "2026-04-02", now);
    expect(nobody).toMatchObject({ split: true, poolMinor: 1_000, distributedMinor: 0, projectCount: 0 });
  });

  it("includes accepted organization members not on the project team, and no pending member", async () => {
    const [owner, orgOnly, both, pending, orgPending] = [
      await makeUser(db()),
      await makeUser(db()),
      await makeUser(db()),
      await makeUser(db()),
      await makeUser(db()),
    ];
    const organization = await makeOrganization(db(), [
      { userId: orgOnly.userId, split: 50 },
      { userId: both.userId, split: 1_000 },
      { userId: orgPending.userId, split: 50, accepted: false },
    ]);
    const project = await makeProject(
      db(),
      [
        { userId: owner.userId, split: 50, owner: true },
        { userId: both.userId, split: 50 },
        { userId: pending.userId, split: 50, accepted: false },
      ],
      { organizationId: organization },
    );
    await setPool(db(), "2026-05", 31 * 1_500);
    await addCounts(db(), project, "2026-05-01", 1, 0);
    await splitRevenueDay(db(), "2026-05-01", new Date("2026-06-01T00:00:00Z"));
    const rows = (await earnings(db())).filter((row) => row.projectId === project);
    // owner 50, both 50 (the project team's split, not the organization's), orgOnly 50 → 500 each.
    expect(Object.fromEntries(rows.map((row) => [row.userId, row.amountMinor]))).toEqual({
      [owner.userId]: 500,
      [both.userId]: 500,
      [orgOnly.userId]: 500,
    });
  });

  it("refuses a day that has not ended and a malformed day", async () => {
    const now = new Date("2026-06-10T12:00:00Z");
    await expect(splitRevenueDay(db(), "2026-06-10", now)).rejects.toMatchObject({ code: "invalid_input" });
    await expect(splitRevenueDay(db(), "2026-02-30", now)).rejects.toMatchObject({ code: "invalid_input" });
    await expect(splitRevenueDay(db(), "yesterday", now)).rejects.toMatchObject({ code: "invalid_input" });
  });
});

describe("runRevenueSplit", () => {
  it("catches up every missed day with a pool, at most 90 days back, and then does nothing", async () => {
    const user = await makeUser(db());
    const project = await makeProject(db(), [{ userId: user.userId, owner: true }]);
    await setPool(db(), "2026-08", 3_100);
    await setPool(db(), "2026-09", 3_000);
    await addCounts(db(), project, "2026-08-15", 1, 1);
    const now = new Date("2026-09-03T00:20:00Z");
    const results = await runRevenueSplit(db(), now);
    // Every day of August and 1–2 September (no pool before August); the 3rd has not ended.
    expect(results.map((result) => result.day)).toEqual([
      ...Array.from({ length: 31 }, (_, index) => `2026-08-${String(index + 1).padStart(2, "0")}`),
      "2026-09-01",
      "2026-09-02",
    ]);
    expect((await earnings(db(), user.userId)).map((row) => row.amountMinor)).toEqual([100]);
    expect(await runRevenueSplit(db(), now)).toEqual([]);
    const far = await runRevenueSplit(db(), new Date("2027-03-01T00:00:00Z"));
    expect(far.every((result) => result.day >= "2026-12-01")).toBe(true);
  });

  it("makes an earning available the hold's days after its month's end", () => {
    expect(availableAt("2026-01-15", 60).toISOString()).toBe("2026-04-01T00:00:00.000Z");
    expect(availableAt("2026-12-31", 60).toISOString()).toBe("2027-03-01T00:00:00.000Z");
    expect(availableAt("2026-02-01", 1).toISOString()).toBe("2026-03-01T00:00:00.000Z");
  });
});
