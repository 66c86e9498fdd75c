import type { Labrinth } from "@modrinth/api-client";
import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";

import { setupTestDatabase } from "../../../../tests/setup/test-database";
import { setupRestServer } from "../../../../tests/support/rest-server";
import { makeProject } from "../../../../modules/analytics/tests/revenue-support";
import {
  addDownload,
  addEarning,
  addView,
  makeTokenUser,
  tokenFor,
} from "../../../../modules/analytics/tests/api-support";
import { contractClients, expectShape, statusOf } from "./client-support";

// The contract for analytics: the reference platform's own client, @modrinth/api-client 0.77.0, unchanged, pointed
// at Hopper over real HTTP. labrinth_analytics_v3's fetch, fetchFacets and getEvents are called, and every answer
// must have the shape of the client's Labrinth.Analytics.v3 types (written down below as zod schemas).

const database = setupTestDatabase();
const api = setupRestServer();
const clients = contractClients(api, "10.94");
const clientFor = (token?: string) => clients({ token });

const analyticsData = z.object({
  source_project: z.string(),
  metric_kind: z.enum(["views", "downloads", "playtime", "revenue"]),
  views: z.number().optional(),
  downloads: z.number().optional(),
  revenue: z
    .string()
    .regex(/^-?\d+\.\d{2}$/)
    .optional(),
  domain: z.string().optional(),
  country: z.string().optional(),
  version_id: z.string().optional(),
  user_id: z.string().optional(),
  monetized: z.boolean().optional(),
});
/** Labrinth.Analytics.v3.FetchResponse (projects checked for the v3 fields the client reads). */
const fetchResponse = z.object({
  metrics: z.array(z.array(analyticsData)),
  projects: z.record(
    z.string(),
    z.looseObject({
      id: z.string(),
      slug: z.string().nullable(),
      name: z.string(),
      project_types: z.array(z.string()),
    }),
  ),
  users: z.record(z.string(), z.unknown()),
  project_events: z.array(
    z.object({
      project_id: z.string(),
      timestamp: z.iso.datetime({ offset: true }),
      kind: z.literal("version_uploaded"),
      version_id: z.string(),
      version_name: z.string(),
      version_number: z.string(),
    }),
  ),
});
const facetsResponse = z.object({
  facets: z.object({
    project_views: z
      .object({
        domain: z.array(z.string()),
        site_path: z.array(z.string()),
        monetized: z.array(z.boolean()),
        country: z.array(z.string()),
      })
      .partial()
      .optional(),
    project_downloads: z
      .object({ project_id: z.array(z.string()), version_id: z.array(z.string()), country: z.array(z.string()) })
      .partial()
      .passthrough()
      .optional(),
  }),
});

type Person = Awaited<ReturnType<typeof makeTokenUser>>;
let creator: Person;
let other: Person;
let projectA: string;
let projectB: string;

const JAN = (days: number, slices: number): Labrinth.Analytics.v3.TimeRange => ({
  start: "2026-01-01T00:00:00Z",
  end: `2026-01-${String(1 + days).padStart(2, "0")}T00:00:00Z`,
  resolution: { slices },
});

beforeAll(async () => {
  const db = database.db;
  creator = await makeTokenUser(db);
  other = await makeTokenUser(db);
  projectA = await makeProject(db, [{ userId: creator.id, owner: true, split: 1 }]);
  projectB = await makeProject(db, [{ userId: other.id, owner: true, split: 1 }]);
  await addView(db, projectA, "2026-01-01", "US", "site", 5);
  await addView(db, projectA, "2026-01-01", "DE", "launcher", 3);
  await addView(db, projectA, "2026-01-02", "US", "site", 7);
  await addView(db, projectB, "2026-01-01", "FR", "site", 100);
  await addDownload(db, {
    projectId: projectA,
    versionId: "VERSION1",
    day: "2026-01-01",
    country: "US",
    kind: "launcher",
    count: 10,
  });
  await addDownload(db, {
    projectId: projectA,
    versionId: "VERSION2",
    day: "2026-01-03",
    country: "DE",
    kind: "api",
    count: 4,
  });
  const version = (id: string, at: string) =>
    db.version.create({
      data: {
        id,
        projectId: projectA,
        authorId: creator.id,
        name: `Release ${id}`,
        versionNumber: id.toLowerCase(),
        datePublished: new Date(at),
      },
    });
  await version("VERSION1", "2026-01-01T10:00:00Z");
  await version("VERSION2", "2026-01-03T23:59:59Z");
  await version("VERSION3", "2026-01-04T00:00:00Z"); // the range's end: outside
  const later = new Date("2026-03-31T00:00:00Z");
  await addEarning(db, {
    userId: creator.id,
    projectId: projectA,
    day: "2026-01-01",
    amountMinor: 1234,
    availableAt: later,
  });
  await addEarning(db, {
    userId: creator.id,
    projectId: projectA,
    day: "2026-01-02",
    amountMinor: 66,
    availableAt: later,
  });
});

describe("analytics through @modrinth/api-client 0.77.0", () => {
  it("analytics_v3.fetch answers one list per slice, bucketed as asked, with the projects covered", async () => {
    const answer = expectShape(
      fetchResponse,
      await clientFor(creator.token).labrinth.analytics_v3.fetch({
        time_range: JAN(3, 3),
        return_metrics: {
          project_views: { bucket_by: ["country"] },
          project_downloads: { bucket_by: ["version_id", "domain"] },
          project_revenue: { bucket_by: ["user_id"] },
        },
      }),
    );
    expect(answer.metrics).toHaveLength(3);
    const [first, second, third] = answer.metrics;
    expect(first).toEqual(
      expect.arrayContaining([
        { source_project: projectA, metric_kind: "views", country: "DE", views: 3 },
        { source_project: projectA, metric_kind: "views", country: "US", views: 5 },
        {
          source_project: projectA,
          metric_kind: "downloads",
          version_id: "VERSION1",
          domain: "launcher",
          downloads: 10,
        },
        { source_project: projectA, metric_kind: "revenue", user_id: creator.id, revenue: "12.34" },
      ]),
    );
    expect(first).toHaveLength(4);
    expect(second).toEqual(
      expect.arrayContaining([
        { source_project: projectA, metric_kind: "views", country: "US", views: 7 },
        { source_project: projectA, metric_kind: "revenue", user_id: creator.id, revenue: "0.66" },
      ]),
    );
    expect(third).toEqual([
      { source_project: projectA, metric_kind: "downloads", version_id: "VERSION2", domain: "api", downloads: 4 },
    ]);
    // Only the caller's projects: project B's 100 views are not theirs.
    expect(Object.keys(answer.projects)).toEqual([projectA]);
    expect(answer.projects[projectA]).toMatchObject({ id: projectA, project_types: ["mod"] });
    expect(answer.users).toEqual({});
    // The versions published in the range mark the chart, oldest first.
    expect(answer.project_events).toEqual(
      ["VERSION1", "VERSION2"].map((id, index) => ({
        project_id: projectA,
        timestamp: ["2026-01-01T10:00:00.000Z", "2026-01-03T23:59:59.000Z"][index],
        kind: "version_uploaded",
        version_id: id,
        version_name: `Release ${id}`,
        version_number: id.toLowerCase(),
      })),
    );
  });

  it("sums the days of a longer slice, and puts a day's total in the slice holding its midnight", async () => {
    const client = clientFor(creator.token);
    const whole = await client.labrinth.analytics_v3.fetch({
      time_range: JAN(3, 1),
      return_metrics: { project_views: {} },
    });
    expect(whole.metrics).toEqual([[{ source_project: projectA, metric_kind: "views", views: 15 }]]);
    const hourly = await client.labrinth.analytics_v3.fetch({
      time_range: { start: "2026-01-01T00:00:00Z", end: "2026-01-02T00:00:00Z", resolution: { minutes: 60 } },
      return_metrics: { project_views: { bucket_by: ["monetized"] } },
    });
    expect(hourly.metrics).toHaveLength(24);
    expect(hourly.metrics[0]).toEqual([{ source_project: projectA, metric_kind: "views", monetized: true, views: 8 }]);
    expect(hourly.metrics.slice(1).flat()).toEqual([]);
  });

  it("filters by the fields Hopper keeps and refuses a filter on one it does not", async () => {
    const client = clientFor(creator.token);
    const germany = await client.labrinth.analytics_v3.fetch({
      time_range: JAN(3, 1),
      return_metrics: { project_views: { bucket_by: ["domain"], filter_by: { country: ["DE"] } } },
    });
    expect(germany.metrics).toEqual([
      [{ source_project: projectA, metric_kind: "views", domain: "launcher", views: 3 }],
    ]);
    const unmonetized = await client.labrinth.analytics_v3.fetch({
      time_range: JAN(3, 1),
      return_metrics: { project_downloads: { filter_by: { monetized: [false] } } },
    });
    expect(unmonetized.metrics).toEqual([[]]);
    expect(
      await statusOf(
        client.labrinth.analytics_v3.fetch({
          time_range: JAN(3, 1),
          return_metrics: { project_views: { filter_by: { site_path: ["/mod/x"] } } },
        }),
      ),
    ).toBe(400);
  });

  it("answers 404 for a project the caller may not see, and nothing of others' projects", async () => {
    const asked = (token: string, ids: string[]) =>
      clientFor(token).labrinth.analytics_v3.fetch({
        time_range: JAN(3, 1),
        project_ids: ids,
        return_metrics: { project_views: {} },
      });
    expect(await statusOf(asked(creator.token, [projectB]))).toBe(404);
    expect(await statusOf(asked(creator.token, [projectA, "NOSUCHID"]))).toBe(404);
    expect(await statusOf(asked(other.token, [projectA]))).toBe(404);
    const own = await asked(other.token, [projectB]);
    expect(own.metrics).toEqual([[{ source_project: projectB, metric_kind: "views", views: 100 }]]);
  });

  it("refuses a time range outside the reference's limits with 400", async () => {
    const client = clientFor(creator.token);
    const refused = (time_range: Labrinth.Analytics.v3.TimeRange) =>
      statusOf(client.labrinth.analytics_v3.fetch({ time_range, return_metrics: { project_views: {} } }));
    expect(await refused(JAN(30, 1025))).toBe(400); // more than 1,024 slices
    expect(await refused(JAN(1, 48))).toBe(400); // 30-minute slices
    expect(
      await refused({ start: "2026-01-01T00:00:00Z", end: "2026-01-02T00:00:00Z", resolution: { minutes: 30 } }),
    ).toBe(400);
    expect(
      await refused({ start: "2026-01-02T00:00:00Z", end: "2026-01-01T00:00:00Z", resolution: { slices: 1 } }),
    ).toBe(400);
    expect(
      await refused({ start: "2010-01-01T00:00:00Z", end: "2026-01-01T00:00:00Z", resolution: { slices: 16 } }),
    ).toBe(400);
    expect(await refused({ start: "yesterday", end: "2026-01-01T00:00:00Z", resolution: { slices: 1 } })).toBe(400);
  });

  it("needs the ANALYTICS scope, and PAYOUTS_READ for revenue", async () => {
    const body = { time_range: JAN(3, 1), return_metrics: { project_views: {} } };
    const revenue = { time_range: JAN(3, 1), return_metrics: { project_revenue: {} } };
    expect(await statusOf(clientFor().labrinth.analytics_v3.fetch(body))).toBe(401);
    const noAnalytics = await tokenFor(database.db, creator.id, ["PAYOUTS_READ", "PROJECT_READ"]);
    expect(await statusOf(clientFor(noAnalytics).labrinth.analytics_v3.fetch(body))).toBe(401);
    expect(await statusOf(clientFor(noAnalytics).labrinth.analytics_v3.fetchFacets(body))).toBe(401);
    const analyticsOnly = await tokenFor(database.db, creator.id, ["ANALYTICS"]);
    expect(await statusOf(clientFor(analyticsOnly).labrinth.analytics_v3.fetch(body))).toBe(200);
    expect(await statusOf(clientFor(analyticsOnly).labrinth.analytics_v3.fetch(revenue))).toBe(401);
    const both = await clientFor(creator.token).labrinth.analytics_v3.fetch(revenue);
    expect(both.metrics).toEqual([[{ source_project: projectA, metric_kind: "revenue", revenue: "13.00" }]]);
  });

  it("analytics_v3.fetchFacets lists the values of each field in the range", async () => {
    const facets = expectShape(
      facetsResponse,
      await clientFor(creator.token).labrinth.analytics_v3.fetchFacets({
        time_range: JAN(3, 1),
        return_metrics: { project_views: {}, project_downloads: {} },
      }),
    );
    expect(facets.facets.project_views).toEqual({
      domain: ["launcher", "site"],
      site_path: [],
      monetized: [true],
      country: ["DE", "US"],
    });
    expect(facets.facets.project_downloads).toMatchObject({
      project_id: [projectA],
      version_id: ["VERSION1", "VERSION2"],
      domain: ["api", "launcher"],
      country: ["DE", "US"],
    });
  });

  it("analytics_v3.getEvents answers an empty list", async () => {
    expect(await clientFor(creator.token).labrinth.analytics_v3.getEvents()).toEqual([]);
    expect(await clientFor().labrinth.analytics_v3.getEvents()).toEqual([]);
  });
});
