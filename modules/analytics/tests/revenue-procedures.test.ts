import { describe, expect, it } from "vitest";

import { createSession } from "../../core/src/auth/sessions";
import { resolveViewer } from "../../core/src/auth/viewer";
import type { Role } from "../../core/src/db/generated/client";
import { createCallerFactory } from "../../core/src/trpc";
import { setupTestDatabase } from "../../../tests/setup/test-database";
import { revenueJobs, revenueNav, revenuePages } from "../src/revenue-manifest";
import { analyticsRouter } from "../src/server/router";
import { splitRevenueDay } from "../src/server/services/revenue/split";
import { makeProject, makeUser } from "./fixtures";
import { addCounts, codeOf } from "./revenue-support";

// analytics.revenue.* from outside, for every kind of caller: the pool is the admins' alone (anonymous 401, a user
// or a moderator 403), bad pool input is a 400 that changes nothing, a split month's pool is a 409; a balance and
// breakdown are the viewer's own; monetization follows the catalogue's rules (staff any, the owner not
// force-demonetized, anyone else not found / forbidden). The pages' guards are the manifest's.
const database = setupTestDatabase();
const db = () => database.db;
const createCaller = createCallerFactory(analyticsRouter);

async function callerAs(role: Role | null) {
  if (!role)
    return { userId: null, revenue: createCaller({ db: db(), viewer: null, ip: null, userAgent: null }).revenue };
  const { userId } = await makeUser(db(), role);
  const session = await createSession(db(), userId, { ip: "192.0.2.1", userAgent: "vitest" });
  const viewer = await resolveViewer(db(), { sessionId: session.id });
  return { userId, revenue: createCaller({ db: db(), viewer, ip: "192.0.2.1", userAgent: null }).revenue };
}

const pool = { month: "2030-01", amountMinor: 1_000_000, countsViews: true, countsDownloads: false };

describe("analytics.revenue pool procedures", () => {
  it("let only admins read and set pools", async () => {
    const [anonymous, user, moderator, admin] = [
      await callerAs(null),
      await callerAs("user"),
      await callerAs("moderator"),
      await callerAs("admin"),
    ];
    expect(await codeOf(anonymous.revenue.setPool(pool))).toBe("UNAUTHORIZED");
    expect(await codeOf(anonymous.revenue.pools())).toBe("UNAUTHORIZED");
    for (const caller of [user, moderator]) {
      expect(await codeOf(caller.revenue.setPool(pool))).toBe("FORBIDDEN");
      expect(await codeOf(caller.revenue.pools())).toBe("FORBIDDEN");
    }
    expect(await db().revenuePool.count()).toBe(0);
    expect(await admin.revenue.setPool(pool)).toMatchObject({ ...pool, daysSplit: 0, daysInMonth: 31 });
    // Setting it again before any day is split replaces it.
    await admin.revenue.setPool({ ...pool, amountMinor: 2_000_000, countsDownloads: true });
    expect(await admin.revenue.pools()).toEqual([
      expect.objectContaining({ month: "2030-01", amountMinor: 2_000_000, countsViews: true, countsDownloads: true }),
    ]);
  });

  it("refuse bad input with a 400 that changes nothing, and a split month with a 409", async () => {
    const admin = await callerAs("admin");
    const bad = [
      { ...pool, month: "2030-13" },
      { ...pool, month: "January" },
      { ...pool, month: "2030-01-01" },
      { ...pool, amountMinor: -1 },
      { ...pool, amountMinor: 1_000_000_001 },
      { ...pool, amountMinor: 1.5 },
      { ...pool, countsViews: false, countsDownloads: false },
    ];
    for (const input of bad)
      expect(await codeOf(admin.revenue.setPool({ ...input, month: input.month }))).toBe("BAD_REQUEST");
    expect(await db().revenuePool.count({ where: { month: { gte: new Date("2030-02-01") } } })).toBe(0);

    await admin.revenue.setPool({ ...pool, month: "2029-03", amountMinor: 3_100 });
    const owner = await makeUser(db());
    const project = await makeProject(db(), [{ userId: owner.userId, owner: true }]);
    await addCounts(db(), project, "2029-03-01", 3, 0);
    await splitRevenueDay(db(), "2029-03-01", new Date("2029-03-02T00:00:00Z"));
    expect(await codeOf(admin.revenue.setPool({ ...pool, month: "2029-03", amountMinor: 9_999 }))).toBe("CONFLICT");
    expect((await admin.revenue.pools()).find((row) => row.month === "2029-03")).toEqual({
      month: "2029-03",
      amountMinor: 3_100,
      countsViews: true,
      countsDownloads: false,
      daysSplit: 1,
      daysInMonth: 31,
      distributedMinor: 100,
      undistributedMinor: 0,
    });
  });
});

describe("analytics.revenue balance and breakdown", () => {
  it("answer the signed-in viewer's own numbers and refuse anonymous callers", async () => {
    const anonymous = await callerAs(null);
    expect(await codeOf(anonymous.revenue.balance())).toBe("UNAUTHORIZED");
    expect(await codeOf(anonymous.revenue.breakdown())).toBe("UNAUTHORIZED");
    expect(await codeOf(anonymous.revenue.editable())).toBe("UNAUTHORIZED");
    const user = await callerAs("user");
    expect(await user.revenue.balance()).toMatchObject({ availableMinor: 0, lifetimeMinor: 0 });
    expect(await user.revenue.breakdown()).toEqual([]);
  });
});

describe("analytics.revenue monetization", () => {
  it("shows and switches a project by the catalogue's rules for each kind of caller", async () => {
    const [anonymous, stranger, moderator, admin, owner] = [
      await callerAs(null),
      await callerAs("user"),
      await callerAs("moderator"),
      await callerAs("admin"),
      await callerAs("user"),
    ];
    const project = await makeProject(db(), [{ userId: owner.userId!, owner: true, split: 100 }]);
    const input = { project, status: "demonetized" as const };
    expect(await codeOf(anonymous.revenue.monetization({ project }))).toBe("UNAUTHORIZED");
    expect(await codeOf(anonymous.revenue.setMonetization(input))).toBe("UNAUTHORIZED");
    expect(await codeOf(stranger.revenue.monetization({ project }))).toBe("NOT_FOUND");
    expect(await codeOf(stranger.revenue.setMonetization(input))).toBe("FORBIDDEN");
    expect(await owner.revenue.monetization({ project })).toMatchObject({
      monetizationStatus: "monetized",
      choices: ["monetized", "demonetized"],
    });
    expect((await owner.revenue.editable()).map((row) => row.id)).toEqual([project]);
    expect(await stranger.revenue.editable()).toEqual([]);
    await owner.revenue.setMonetization(input);
    expect(await codeOf(owner.revenue.setMonetization({ project, status: "force-demonetized" }))).toBe("FORBIDDEN");
    expect(await codeOf(owner.revenue.setMonetization({ project, status: "rich" as "monetized" }))).toBe("BAD_REQUEST");
    await moderator.revenue.setMonetization({ project, status: "force-demonetized" });
    expect(await owner.revenue.monetization({ project })).toMatchObject({
      monetizationStatus: "force-demonetized",
      choices: [],
    });
    expect(await codeOf(owner.revenue.setMonetization({ project, status: "monetized" }))).toBe("FORBIDDEN");
    expect(await admin.revenue.monetization({ project })).toMatchObject({
      choices: ["monetized", "demonetized", "force-demonetized"],
    });
    await admin.revenue.setMonetization({ project, status: "monetized" });
    expect(await owner.revenue.monetization({ project })).toMatchObject({ monetizationStatus: "monetized" });
  });
});

describe("the revenue manifest", () => {
  it("guards /dashboard/revenue for signed-in people and /admin/revenue for admins, and schedules the split", () => {
    expect(revenuePages).toEqual([
      expect.objectContaining({ path: "/dashboard/revenue", guards: ["auth"] }),
      expect.objectContaining({ path: "/admin/revenue", guards: ["auth", "admin"] }),
    ]);
    expect(revenueNav.map((entry) => [entry.menu, entry.href, entry.audience])).toEqual([
      ["dashboard", "/dashboard/revenue", "signed-in"],
      ["admin", "/admin/revenue", "admin"],
    ]);
    expect(revenueJobs.map((job) => [job.name, job.cron])).toEqual([["analytics.split-revenue", "15 0 * * *"]]);
  });
});
