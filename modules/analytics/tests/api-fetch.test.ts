import { beforeAll, describe, expect, it } from "vitest";

import { setupTestDatabase } from "../../../tests/setup/test-database";
import { fetchAnalytics, fetchFacets } from "../src/server/services/api/analytics-fetch";
import type { AnalyticsRequest } from "../src/server/services/api/analytics-fetch";
import { addDownload, addEarning, addView } from "./api-support";
import { makeOrganization, makeProject, makeUser } from "./fixtures";

// The service behind POST /v3/analytics: whose projects an answer covers (members with VIEW_ANALYTICS, revenue only
// with VIEW_PAYOUTS, staff by id), and how days are summed into slices per bucket.

const database = setupTestDatabase();

type Actor = Awaited<ReturnType<typeof makeUser>>;
let owner: Actor;
let analyst: Actor;
let outsider: Actor;
let orgOwner: Actor;
let moderator: Actor;
let admin: Actor;
let solo: string;
let orgProject: string;

const LATER = new Date("2030-01-01T00:00:00Z");
const week = (metrics: AnalyticsRequest["metrics"], extra: Partial<AnalyticsRequest> = {}): AnalyticsRequest => ({
  timeRange: { start: "2026-02-01T00:00:00Z", end: "2026-02-08T00:00:00Z", resolution: { slices: 1 } },
  metrics,
  ...extra,
});

beforeAll(async () => {
  const db = database.db;
  [owner, analyst, outsider, orgOwner, moderator, admin] = await Promise.all([
    makeUser(db),
    makeUser(db),
    makeUser(db),
    makeUser(db),
    makeUser(db, "moderator"),
    makeUser(db, "admin"),
  ]);
  solo = await makeProject(db, [{ userId: owner.userId, owner: true, split: 1 }]);
  // The analyst holds VIEW_ANALYTICS (256) but not VIEW_PAYOUTS (512).
  await db.teamMember.create({
    data: {
      id: "ANALYST1",
      teamId: (await db.project.findUniqueOrThrow({ where: { id: solo } })).teamId,
      userId: analyst.userId,
      accepted: true,
      permissions: 256n,
      ordering: 1,
    },
  });
  const organization = await makeOrganization(db, [{ userId: orgOwner.userId, owner: true }]);
  orgProject = await makeProject(db, [], { organizationId: organization });
  for (const [day, count] of [
    ["2026-02-01", 1],
    ["2026-02-02", 2],
    ["2026-02-07", 4],
  ] as const) {
    await addView(db, solo, day, "US", "site", count);
    await addView(db, solo, day, "CA", "launcher", 10 * count);
  }
  await addView(db, solo, "2026-02-08", "US", "site", 1000); // the day of the range's end: outside
  await addView(db, orgProject, "2026-02-03", "GB", "api", 9);
  await addDownload(db, {
    projectId: solo,
    versionId: "VERSIONA",
    day: "2026-02-01",
    country: "US",
    kind: "site",
    count: 3,
  });
  await addDownload(db, {
    projectId: solo,
    versionId: "VERSIONA",
    day: "2026-02-05",
    country: "CA",
    kind: "site",
    count: 4,
  });
  await addEarning(db, {
    userId: owner.userId,
    projectId: solo,
    day: "2026-02-01",
    amountMinor: 101,
    availableAt: LATER,
  });
  await addEarning(db, {
    userId: analyst.userId,
    projectId: solo,
    day: "2026-02-02",
    amountMinor: 202,
    availableAt: LATER,
  });
});

describe("fetchAnalytics", () => {
  it("sums every day of a slice per project and bucket, leaving out the day the range ends on", async () => {
    const answer = await fetchAnalytics(database.db, owner, week({ views: { bucketBy: ["country", "site_path"] } }));
    expect(answer.projectIds).toEqual([solo]);
    expect(answer.slices).toEqual([
      [
        { source_project: solo, metric_kind: "views", country: "CA", views: 70 },
        { source_project: solo, metric_kind: "views", country: "US", views: 7 },
      ],
    ]);
  });

  it("sums a version's downloads across countries unless bucketed by country", async () => {
    const answer = await fetchAnalytics(database.db, owner, week({ downloads: { bucketBy: ["version_id"] } }));
    expect(answer.slices).toEqual([
      [{ source_project: solo, metric_kind: "downloads", version_id: "VERSIONA", downloads: 7 }],
    ]);
  });

  it("gives revenue of the projects whose payouts the member may see, all members' shares", async () => {
    const revenue = week({ revenue: { bucketBy: ["user_id"] } });
    const mine = await fetchAnalytics(database.db, owner, revenue);
    expect(mine.slices[0]).toEqual(
      expect.arrayContaining([
        { source_project: solo, metric_kind: "revenue", user_id: owner.userId, revenue: "1.01" },
        { source_project: solo, metric_kind: "revenue", user_id: analyst.userId, revenue: "2.02" },
      ]),
    );
    const filtered = await fetchAnalytics(
      database.db,
      owner,
      week({ revenue: { filterBy: { user_id: [analyst.userId] } } }),
    );
    expect(filtered.slices).toEqual([[{ source_project: solo, metric_kind: "revenue", revenue: "2.02" }]]);
    // The analyst sees the project's views but not its money.
    const theirs = await fetchAnalytics(database.db, analyst, week({ views: {}, revenue: {} }));
    expect(theirs.slices).toEqual([[{ source_project: solo, metric_kind: "views", views: 77 }]]);
  });

  it("covers an organization's projects for its members, and staff only by id", async () => {
    const views = week({ views: {} });
    expect((await fetchAnalytics(database.db, orgOwner, views)).slices).toEqual([
      [{ source_project: orgProject, metric_kind: "views", views: 9 }],
    ]);
    expect((await fetchAnalytics(database.db, moderator, views)).projectIds).toEqual([]);
    const byId = week({ views: {} }, { projectIds: [orgProject] });
    expect((await fetchAnalytics(database.db, moderator, byId)).slices[0]).toHaveLength(1);
    expect((await fetchAnalytics(database.db, admin, byId)).slices[0]).toHaveLength(1);
  });

  it("answers 'not found' for a project the actor may not see", async () => {
    const asked = week({ views: {} }, { projectIds: [solo] });
    await expect(fetchAnalytics(database.db, outsider, asked)).rejects.toMatchObject({ code: "not_found" });
    await expect(fetchAnalytics(database.db, orgOwner, asked)).rejects.toMatchObject({ code: "not_found" });
    expect((await fetchAnalytics(database.db, outsider, week({ views: {} }))).slices).toEqual([[]]);
  });

  it("refuses a filter on a field Hopper does not keep, and matches nothing for monetized: [false]", async () => {
    await expect(
      fetchAnalytics(database.db, owner, week({ downloads: { filterBy: { loader: ["fabric"] } } })),
    ).rejects.toMatchObject({ code: "invalid_input", message: expect.stringMatching(/filter_by.loader/) });
    const empty = await fetchAnalytics(database.db, owner, week({ views: { filterBy: { monetized: [false] } } }));
    expect(empty.slices).toEqual([[]]);
    const ignored = await fetchAnalytics(database.db, owner, week({ views: { filterBy: { site_path: [] } } }));
    expect(ignored.slices[0]).toHaveLength(1);
  });
});

describe("fetchFacets", () => {
  it("lists the values in the range for the actor's projects only", async () => {
    const facets = await fetchFacets(database.db, owner, week({ views: {} }));
    expect(facets).toEqual({
      project_views: { domain: ["launcher", "site"], site_path: [], monetized: [true], country: ["CA", "US"] },
    });
    const outside = await fetchFacets(database.db, outsider, week({}));
    expect(outside.project_views?.country).toEqual([]);
    expect(outside.project_downloads?.version_id).toEqual([]);
  });
});
