import type { Labrinth } from "@modrinth/api-client";
import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";

import { setupReports } from "../../../../modules/moderation/tests/report-support";
import { contractClients, expectShape, statusOf } from "./client-support";

// The contract for reports: the reference platform's own client, @modrinth/api-client 0.77.0, unchanged, pointed
// at Hopper over real HTTP. Every reports_v3 method is called (create, get, list, getMultiple, edit, delete), and
// each answer must have the shape of the client's `Labrinth.Reports.v3.Report` (written down below as a zod schema).

const world = setupReports("contract-reports");
const { database } = world;

/** Labrinth.Reports.v3.Report; extra fields allowed, as in the type. */
const reportV3 = z.looseObject({
  id: z.string(),
  report_type: z.string(),
  item_id: z.string(),
  item_type: z.string(),
  reporter: z.string(),
  body: z.string(),
  created: z.iso.datetime({ offset: true }),
  closed: z.boolean(),
  thread_id: z.string(),
});

const clients = contractClients(world.api, "10.94");
const clientFor = (token?: string) => clients({ token });

type Person = Awaited<ReturnType<typeof world.person>>;
let reporter: Person;
let moderator: Person;
let other: Person;

beforeAll(async () => {
  [reporter, moderator, other] = await Promise.all([world.person(), world.person("moderator"), world.person()]);
});

describe("reports through @modrinth/api-client 0.77.0 (reports_v3)", () => {
  it("create files a report and answers Labrinth.Reports.v3.Report; a second is refused with 409", async () => {
    const target = await world.project({ withVersion: true });
    const request: Labrinth.Reports.v3.CreateReportRequest = {
      report_type: "malicious",
      item_id: target.versionId!,
      item_type: "version",
      body: "The jar opens a connection at start-up.",
      uploaded_images: [],
    };
    const client = clientFor(reporter.token);
    const created = expectShape(reportV3, await client.labrinth.reports_v3.create(request));
    expect(created).toMatchObject({
      item_id: target.versionId,
      item_type: "version",
      reporter: reporter.id,
      closed: false,
    });
    expect(await statusOf(client.labrinth.reports_v3.create(request))).toBe(409);
    expect(await statusOf(clientFor().labrinth.reports_v3.create(request))).toBe(401);
  });

  it("get, list and getMultiple answer the reporter and staff; another user does not see it", async () => {
    const target = await world.project();
    const client = clientFor(reporter.token);
    const created = await client.labrinth.reports_v3.create({
      report_type: "spam",
      item_id: target.slug,
      item_type: "project",
      body: "Advertises a server.",
    });
    expect(expectShape(reportV3, await client.labrinth.reports_v3.get(created.id)).id).toBe(created.id);
    const own = expectShape(z.array(reportV3), await client.labrinth.reports_v3.list({ count: 1000, offset: 0 }));
    expect(own.map((report) => report.id)).toContain(created.id);
    const all = expectShape(
      z.array(reportV3),
      await clientFor(moderator.token).labrinth.reports_v3.list({ all: true, count: 1000 }),
    );
    expect(all.map((report) => report.id)).toContain(created.id);
    const many = expectShape(z.array(reportV3), await client.labrinth.reports_v3.getMultiple([created.id, "NOPE0000"]));
    expect(many.map((report) => report.id)).toEqual([created.id]);
    expect(await statusOf(clientFor(other.token).labrinth.reports_v3.get(created.id))).toBe(404);
    expect(await clientFor(other.token).labrinth.reports_v3.getMultiple([created.id])).toEqual([]);
  });

  it("edit changes the body (reporter) and closes it (staff); delete removes it (staff)", async () => {
    const target = await world.project();
    const client = clientFor(reporter.token);
    const created = await client.labrinth.reports_v3.create({
      report_type: "copyright",
      item_id: target.id,
      item_type: "project",
      body: "Copied from another mod.",
    });
    await client.labrinth.reports_v3.edit(created.id, {
      body: "Copied from another mod: https://example.com/original",
    });
    expect(await statusOf(client.labrinth.reports_v3.edit(created.id, { closed: true }))).toBe(403);
    await clientFor(moderator.token).labrinth.reports_v3.edit(created.id, { closed: true });
    expect(await database.db.report.findUniqueOrThrow({ where: { id: created.id } })).toMatchObject({
      body: "Copied from another mod: https://example.com/original",
      closed: true,
    });
    expect(await statusOf(client.labrinth.reports_v3.delete(created.id))).toBe(403);
    await clientFor(moderator.token).labrinth.reports_v3.delete(created.id);
    expect(await statusOf(client.labrinth.reports_v3.get(created.id))).toBe(404);
  });
});
