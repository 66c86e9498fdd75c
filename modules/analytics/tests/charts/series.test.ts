import { describe, expect, it } from "vitest";

import { setupTestDatabase } from "../../../../tests/setup/test-database";
import { newId } from "../../../core/src/db/ids";
import { buildChartTable } from "../../src/server/services/charts/chart-table";
import { dailySeries } from "../../src/server/services/charts/series";
import { makeProject, makeUser } from "../fixtures";
import { addDownloads, addLedger, addViews } from "./charts-support";

// dailySeries sums the roll-ups per project and UTC day (over versions, countries and referrer kinds), or the
// ledger's earnings for revenue; buildChartTable gives every day of the range a row and sums it.
const database = setupTestDatabase();
const db = () => database.db;

async function twoProjects() {
  const owner = await makeUser(db());
  const a = await makeProject(db(), [{ userId: owner.userId, owner: true }]);
  const b = await makeProject(db(), [{ userId: owner.userId, owner: true }]);
  return { owner, a, b };
}

describe("dailySeries", () => {
  it("sums downloads per project and day over versions, countries and kinds, within the range", async () => {
    const { a, b } = await twoProjects();
    const version = newId();
    await addDownloads(db(), a, "2026-05-01", 3, { versionId: version, country: "DE", kind: "site" });
    await addDownloads(db(), a, "2026-05-01", 4, { versionId: version, country: "US", kind: "launcher" });
    await addDownloads(db(), a, "2026-05-01", 5); // another version
    await addDownloads(db(), a, "2026-05-03", 1);
    await addDownloads(db(), b, "2026-05-03", 9);
    await addDownloads(db(), a, "2026-04-30", 100); // before the range
    await addDownloads(db(), a, "2026-05-04", 100); // after it
    await addDownloads(db(), newId(), "2026-05-02", 100); // a project not asked for
    expect(
      await dailySeries(db(), { metric: "downloads", projectIds: [a, b], from: "2026-05-01", to: "2026-05-03" }),
    ).toEqual([
      { projectId: a, day: "2026-05-01", value: 12 },
      ...[
        { projectId: a, day: "2026-05-03", value: 1 },
        { projectId: b, day: "2026-05-03", value: 9 },
      ].sort((x, y) => x.projectId.localeCompare(y.projectId)),
    ]);
  });

  it("sums views over the project page and its versions' pages", async () => {
    const { a } = await twoProjects();
    await addViews(db(), a, "2026-05-02", 2);
    await addViews(db(), a, "2026-05-02", 3, { versionId: newId() });
    await addViews(db(), a, "2026-05-02", 4, { country: "FR", kind: "api" });
    expect(await dailySeries(db(), { metric: "views", projectIds: [a], from: "2026-05-02", to: "2026-05-02" })).toEqual(
      [{ projectId: a, day: "2026-05-02", value: 9 }],
    );
  });

  it("sums the earnings of every member in cents, leaving withdrawals and returns out", async () => {
    const { owner, a } = await twoProjects();
    const other = await makeUser(db());
    await addLedger(db(), { userId: owner.userId, projectId: a, day: "2026-05-02", amountMinor: 1_234 });
    await addLedger(db(), { userId: other.userId, projectId: a, day: "2026-05-02", amountMinor: 1 });
    await addLedger(db(), { userId: owner.userId, projectId: a, day: "2026-05-05", amountMinor: 50 });
    await addLedger(db(), { userId: owner.userId, kind: "withdrawal", amountMinor: -500, payoutId: newId() });
    expect(
      await dailySeries(db(), { metric: "revenue", projectIds: [a], from: "2026-05-01", to: "2026-05-31" }),
    ).toEqual([
      { projectId: a, day: "2026-05-02", value: 1_235 },
      { projectId: a, day: "2026-05-05", value: 50 },
    ]);
  });

  it("returns nothing for no projects", async () => {
    expect(
      await dailySeries(db(), { metric: "downloads", projectIds: [], from: "2026-05-01", to: "2026-05-31" }),
    ).toEqual([]);
  });
});

describe("buildChartTable", () => {
  it("has a row for every day (0 where nothing happened), per-project and grand totals", () => {
    const table = buildChartTable(
      [
        { id: "a", name: "A" },
        { id: "b", name: "B" },
      ],
      { from: "2026-02-27", to: "2026-03-02" },
      [
        { projectId: "a", day: "2026-02-27", value: 2 },
        { projectId: "b", day: "2026-02-27", value: 3 },
        { projectId: "b", day: "2026-03-02", value: 10 },
        { projectId: "x", day: "2026-03-01", value: 99 }, // not charted
      ],
    );
    expect(table.rows).toEqual([
      { day: "2026-02-27", values: [2, 3], total: 5 },
      { day: "2026-02-28", values: [0, 0], total: 0 },
      { day: "2026-03-01", values: [0, 0], total: 0 },
      { day: "2026-03-02", values: [0, 10], total: 10 },
    ]);
    expect(table.projectTotals).toEqual([2, 13]);
    expect(table.total).toBe(15);
  });
});
