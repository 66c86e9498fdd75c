import { describe, expect, it } from "vitest";

import { newId } from "@hopper/core/db";

import { setupTestDatabase } from "../../../tests/setup/test-database";
import { downloadSeries } from "../src/server/services/downloads/download-series";

const database = setupTestDatabase();
const NOW = new Date("2026-03-31T12:00:00Z");

async function daily(projectId: string, day: string, count: number, versionId = newId()) {
  await database.db.downloadDaily.create({ data: { projectId, versionId, day: new Date(`${day}T00:00:00Z`), count } });
}

describe("downloadSeries", () => {
  it("sums the versions of one project per day over the last 30 days, oldest first", async () => {
    const project = newId();
    await daily(project, "2026-03-30", 4);
    await daily(project, "2026-03-30", 3);
    await daily(project, "2026-03-02", 1);
    await daily(project, "2026-02-20", 50); // older than 30 days
    await daily(newId(), "2026-03-30", 9); // another project
    expect(await downloadSeries(database.db, [project], { now: NOW })).toEqual({
      total: 8,
      days: [
        { day: "2026-03-02", count: 1 },
        { day: "2026-03-30", count: 7 },
      ],
    });
  });

  it("sums several projects into one series (an organization's), and is empty without projects", async () => {
    const [a, b] = [newId(), newId()];
    await daily(a, "2026-03-10", 2);
    await daily(b, "2026-03-10", 5);
    await daily(b, "2026-03-11", 1);
    expect(await downloadSeries(database.db, [a, b], { now: NOW })).toEqual({
      total: 8,
      days: [
        { day: "2026-03-10", count: 7 },
        { day: "2026-03-11", count: 1 },
      ],
    });
    expect(await downloadSeries(database.db, [], { now: NOW })).toEqual({ total: 0, days: [] });
  });
});
