import { describe, expect, it } from "vitest";

import { setupTestDatabase } from "../../../tests/setup/test-database";
import { notifyAvailableEarnings } from "../src/server/services/revenue/available-notify";
import { splitRevenueDay } from "../src/server/services/revenue/split";
import { makeProject, makeUser } from "./fixtures";
import { addCounts, setPool } from "./revenue-support";

// "Revenue available": when a month's earnings come off hold the creator is told once, whatever the number of runs.
const database = setupTestDatabase();
const db = () => database.db;

describe("notifyAvailableEarnings", () => {
  it("tells each creator once per availability date, and nobody before it", async () => {
    const user = await makeUser(db());
    const project = await makeProject(db(), [{ userId: user.userId, owner: true }]);
    await setPool(db(), "2026-01", 31_000);
    await addCounts(db(), project, "2026-01-05", 3, 0);
    await splitRevenueDay(db(), "2026-01-05", new Date("2026-02-01T00:00:00Z"));
    const notifications = () => db().notification.findMany({ where: { userId: user.userId } });

    expect(await notifyAvailableEarnings(db(), new Date("2026-03-31T23:59:59Z"))).toBe(0);
    expect(await notifyAvailableEarnings(db(), new Date("2026-04-01T00:15:00Z"))).toBe(1);
    expect(await notifyAvailableEarnings(db(), new Date("2026-04-02T00:15:00Z"))).toBe(0);
    expect(await notifications()).toEqual([
      expect.objectContaining({
        type: "payout_available",
        title: "Revenue available",
        text: "$10.00 of your earnings can now be withdrawn.",
        link: "/dashboard/revenue",
      }),
    ]);
    // A week later the date is out of the window: still nothing new.
    expect(await notifyAvailableEarnings(db(), new Date("2026-04-20T00:15:00Z"))).toBe(0);
  });
});
