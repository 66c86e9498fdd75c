import { describe, expect, it } from "vitest";

import { createProject, createVersion } from "@hopper/catalog/server";

import { VALID_FILES } from "../../catalog/tests/archives";
import { newId } from "../../core/src/db/ids";
import { setupTestDatabase } from "../../../tests/setup/test-database";
import { tempDataDir } from "../../../tests/support/temp-dir";
import { DEMO_ANALYTICS_DAYS, demoDays } from "../src/seed/demo-days";
import { seedDemoAnalytics } from "../src/seed/demo-analytics";
import { DEMO_TRANSFER_MINOR } from "../src/seed/demo-revenue";
import { resolveRange } from "../src/server/services/charts/ranges";
import { dailySeries } from "../src/server/services/charts/series";
import { revenueBalance } from "../src/server/services/revenue/balance";

// The demo (docs/analytics.md "Demo data"): demo-creator's 90 days of views, downloads and revenue, as the charts
// and the revenue pages read them, and a paid transfer; seeding again adds nothing.

tempDataDir("hopper-analytics-seed-");
const database = setupTestDatabase();
const db = () => database.db;
// The middle of a month, so "this month" has ended days in it.
const NOW = new Date("2026-11-16T10:00:00Z");

async function user(username: string, role: "user" | "admin" = "user") {
  const id = newId();
  await db().user.create({ data: { id, username, usernameKey: username, role } });
  return { userId: id, role };
}

async function project(owner: { userId: string; role: "user" | "admin" }, name: string, versions: number) {
  const created = await createProject(db(), owner, {
    name,
    slug: name.toLowerCase().replaceAll(" ", "-"),
    projectType: "mod",
    summary: "Made for the seed test",
  });
  const ids: string[] = [];
  for (let i = 1; i <= versions; i++) {
    const version = await createVersion(db(), owner, created.id, {
      versionNumber: `1.${i}.0`,
      loaders: ["fabric"],
      gameVersions: ["1.20.1"],
      files: [{ filename: `${name.replaceAll(" ", "")}-${i}.jar`, body: VALID_FILES.fabric.bytes() }],
    });
    ids.push(version.id);
  }
  await db().project.update({ where: { id: created.id }, data: { status: "approved" } });
  return { id: created.id, versionIds: ids };
}

/** What the catalogue's seed leaves: 60 days of unknown/site downloads that add up to the counters. */
async function catalogueHistory(projectId: string, versionId: string) {
  const days = demoDays(NOW).slice(-60);
  await db().downloadDaily.createMany({
    data: days.map((day) => ({ projectId, versionId, day: new Date(`${day}T00:00:00Z`), count: 10 })),
  });
  await db().version.update({ where: { id: versionId }, data: { downloads: 600 } });
  await db().project.update({ where: { id: projectId }, data: { downloads: 600 } });
}

async function counts() {
  return {
    downloads: await db().downloadDaily.count(),
    views: await db().viewDaily.count(),
    ledger: await db().revenueEntry.count(),
    days: await db().revenueDay.count(),
    pools: await db().revenuePool.count(),
    payouts: await db().payout.count(),
  };
}

describe("the analytics seed", () => {
  it("does nothing without demo-creator", async () => {
    expect(await seedDemoAnalytics(db(), NOW)).toEqual([]);
  });

  it("gives demo-creator 90 days of traffic and revenue, a balance to withdraw and a paid transfer, once", async () => {
    const creator = await user("demo-creator");
    await user("demo-admin", "admin");
    const other = await user("quietowl");
    const lanterns = await project(creator, "Quiet Lanterns", 2);
    const boilers = await project(creator, "Brass Boilers", 3);
    const foreign = await project(other, "Other Things", 1);
    await catalogueHistory(lanterns.id, lanterns.versionIds[0]!);

    const lines = await seedDemoAnalytics(db(), NOW);
    expect(lines).toEqual([
      expect.stringMatching(
        /^analytics +demo-creator's 2 projects: \d+ view\/download rows, 4 pools, 90 days split, a paid transfer$/,
      ),
    ]);

    // Every chart range has downloads, views and revenue on (almost) every day, summed over the projects.
    const mine = [lanterns.id, boilers.id];
    for (const range of ["30d", "this-month", "last-month"] as const) {
      const { from, to } = resolveRange({ range }, NOW);
      for (const metric of ["downloads", "views", "revenue"] as const) {
        const points = await dailySeries(db(), { metric, projectIds: mine, from, to });
        const days = new Set(points.map((point) => point.day));
        // Today has not ended: nothing is rolled up or split for it yet.
        const ended = range === "last-month" ? days.size : days.size + 1;
        expect(ended, `${metric} in ${range}`).toBeGreaterThanOrEqual(
          Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1,
        );
        expect(points.every((point) => point.value > 0)).toBe(true);
      }
    }
    const first = demoDays(NOW)[0]!;
    const oldest = await dailySeries(db(), { metric: "views", projectIds: mine, from: first, to: first });
    expect(oldest.length).toBe(2);
    expect(
      await dailySeries(db(), { metric: "views", projectIds: [foreign.id], from: first, to: "2026-12-31" }),
    ).toEqual([]);

    // Countries and all three referrer kinds; no empty rows.
    const kinds = await db().downloadDaily.groupBy({ by: ["kind"], where: { projectId: { in: mine } } });
    expect(kinds.map((row) => row.kind).sort()).toEqual(["api", "launcher", "site"]);
    const countries = await db().viewDaily.groupBy({ by: ["country"], where: { projectId: { in: mine } } });
    expect(countries.length).toBeGreaterThanOrEqual(5);
    expect(await db().downloadDaily.count({ where: { count: { lte: 0 } } })).toBe(0);
    expect(await db().viewDaily.count({ where: { count: { lte: 0 } } })).toBe(0);

    // A version's rows still add up to its counter, the catalogue's 60 days included; a project's is its versions'.
    for (const { id, versionIds } of [lanterns, boilers]) {
      const row = await db().project.findUniqueOrThrow({ where: { id }, include: { versions: true } });
      for (const version of row.versions) {
        const sum = await db().downloadDaily.aggregate({ where: { versionId: version.id }, _sum: { count: true } });
        expect(sum._sum.count ?? 0).toBe(version.downloads);
      }
      expect(row.downloads).toBe(row.versions.reduce((total, version) => total + version.downloads, 0));
      expect(versionIds.length).toBe(row.versions.length);
    }
    const lanternDays = await db().downloadDaily.groupBy({
      by: ["day"],
      where: { versionId: lanterns.versionIds[0]! },
      _sum: { count: true },
    });
    expect(lanternDays.filter((day) => day._sum.count === 10).length).toBeGreaterThanOrEqual(55);

    // Revenue: some available (older than the Net-60 hold), some pending, a paid transfer taken off.
    const balance = await revenueBalance(db(), creator.userId, NOW);
    expect(balance.availableMinor).toBeGreaterThan(0);
    expect(balance.pendingMinor).toBeGreaterThan(0);
    expect(balance.lifetimeMinor).toBeGreaterThan(balance.availableMinor + balance.pendingMinor);
    expect(balance.withdrawnLifetimeMinor).toBe(DEMO_TRANSFER_MINOR);
    const payouts = await db().payout.findMany({ where: { userId: creator.userId } });
    expect(payouts.map(({ status, provider, amountMinor }) => ({ status, provider, amountMinor }))).toEqual([
      { status: "success", provider: "manual", amountMinor: BigInt(DEMO_TRANSFER_MINOR) },
    ]);
    expect(await db().revenueEntry.count({ where: { kind: "withdrawal", payoutId: payouts[0]!.id } })).toBe(1);
    expect(await db().revenueDay.count()).toBe(DEMO_ANALYTICS_DAYS);

    // Seeding again adds nothing and says nothing.
    const before = await counts();
    expect(await seedDemoAnalytics(db(), NOW)).toEqual([]);
    expect(await counts()).toEqual(before);
  }, 120_000);
});
