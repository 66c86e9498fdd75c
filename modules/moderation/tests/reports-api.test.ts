import { beforeAll, describe, expect, it } from "vitest";

import { setupReports } from "./report-support";

// Every report route over real HTTP, under /v2 and /v3: anonymous, a token without the REPORT_* scope, another
// user, the reporter, a moderator and an admin; the reference's shapes and query parameters.
// docs/moderation.md, "Reports"; docs/api.md.

const world = setupReports("moderation-reports-api");
const { database, send } = world;

type Person = Awaited<ReturnType<typeof world.person>>;
let reporter: Person;
let other: Person;
let moderator: Person;
let admin: Person;
/** The reporter's token with every scope but the report ones. */
let narrow: Person;

interface WireReport {
  id: string;
  report_type: string;
  item_id: string;
  item_type: string;
  reporter: string;
  body: string;
  created: string;
  closed: boolean;
  thread_id: string;
}

beforeAll(async () => {
  [reporter, other, moderator, admin] = await Promise.all([
    world.person(),
    world.person(),
    world.person("moderator"),
    world.person("admin"),
  ]);
  narrow = { ...reporter, token: await world.tokenFor(reporter.id, ["PROJECT_READ", "USER_READ"]) };
});

const scopeRefusal = (scope: string) => ({
  status: 401,
  body: { error: "unauthorized", description: `Authentication Error: the token does not have the ${scope} scope` },
});

async function fileReport(version: "v2" | "v3" = "v2") {
  const target = await world.project();
  const answer = await send<WireReport>("POST", `/${version}/report`, reporter.token, {
    report_type: "spam",
    item_id: target.slug,
    item_type: "project",
    body: "Advertises a paid server",
    uploaded_images: [],
  });
  expect(answer.status).toBe(200);
  return { report: answer.body, target };
}

describe.each(["v2", "v3"] as const)("/%s/report", (version) => {
  it("POST files a report in the reference's shape; refuses a second, bad input and callers without the scope", async () => {
    const { report, target } = await fileReport(version);
    expect(report).toEqual({
      id: expect.stringMatching(/^[A-Za-z0-9]{8}$/),
      report_type: "spam",
      item_id: target.id,
      item_type: "project",
      reporter: reporter.id,
      body: "Advertises a paid server",
      created: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      closed: false,
      thread_id: expect.stringMatching(/^[A-Za-z0-9]{8}$/),
    });
    const body = { report_type: "spam", item_id: target.id, item_type: "project", body: "Again" };
    const again = await send("POST", `/${version}/report`, reporter.token, body);
    expect(again).toMatchObject({
      status: 409,
      body: {
        error: "conflict",
        description: `You already have an open report about this project (report ${report.id}). Go to your report to add to it.`,
      },
    });
    expect(await send("POST", `/${version}/report`, undefined, body)).toMatchObject({ status: 401 });
    expect(await send("POST", `/${version}/report`, narrow.token, body)).toMatchObject(scopeRefusal("REPORT_CREATE"));
    expect(await send("POST", `/${version}/report`, other.token, { ...body, item_id: "NOPE0000" })).toMatchObject({
      status: 400,
      body: { error: "invalid_input", description: "Could not find project" },
    });
    expect(await send("POST", `/${version}/report`, other.token, { ...body, body: "" })).toMatchObject({
      status: 400,
      body: { description: expect.stringContaining("Reports must include context") },
    });
    expect(await send("POST", `/${version}/report`, other.token, { ...body, body: "x".repeat(65_537) })).toMatchObject({
      status: 400,
      body: { description: expect.stringContaining("at most 65536 characters") },
    });
    expect(await send("POST", `/${version}/report`, other.token, { ...body, report_type: "meh" })).toMatchObject({
      status: 400,
    });
  });

  it("GET /report lists the caller's open reports; all=true lists everyone's for staff only", async () => {
    const { report } = await fileReport(version);
    const own = await send<WireReport[]>("GET", `/${version}/report`, reporter.token);
    expect(own.status).toBe(200);
    expect(own.body.map((row) => row.id)).toContain(report.id);
    expect(own.body.every((row) => row.reporter === reporter.id && !row.closed)).toBe(true);
    const theirs = await send<WireReport[]>("GET", `/${version}/report?all=true`, other.token);
    expect(theirs.body.map((row) => row.id)).not.toContain(report.id);
    for (const staff of [moderator, admin]) {
      const all = await send<WireReport[]>("GET", `/${version}/report?all=true&count=1000`, staff.token);
      expect(all.body.map((row) => row.id)).toContain(report.id);
    }
    const paged = await send<WireReport[]>("GET", `/${version}/report?count=1&offset=0`, reporter.token);
    expect(paged.body).toHaveLength(1);
    expect(await send("GET", `/${version}/report?count=lots`, reporter.token)).toMatchObject({ status: 400 });
    expect(await send("GET", `/${version}/report`, undefined)).toMatchObject({ status: 401 });
    expect(await send("GET", `/${version}/report`, narrow.token)).toMatchObject(scopeRefusal("REPORT_READ"));
  });

  it("GET /report/{id} and /reports?ids= answer the reporter and staff; another user gets 404", async () => {
    const { report } = await fileReport(version);
    for (const reader of [reporter, moderator, admin]) {
      expect(await send("GET", `/${version}/report/${report.id}`, reader.token)).toMatchObject({
        status: 200,
        body: report,
      });
      const many = await send<WireReport[]>(
        "GET",
        `/${version}/reports?ids=${encodeURIComponent(JSON.stringify([report.id, "NOPE0000"]))}`,
        reader.token,
      );
      expect(many.body.map((row) => row.id)).toEqual([report.id]);
    }
    expect(await send("GET", `/${version}/report/${report.id}`, other.token)).toMatchObject({
      status: 404,
      body: { error: "not_found", description: "Report not found." },
    });
    const hidden = await send<WireReport[]>(
      "GET",
      `/${version}/reports?ids=${encodeURIComponent(JSON.stringify([report.id]))}`,
      other.token,
    );
    expect(hidden.body).toEqual([]);
    expect(await send("GET", `/${version}/report/${report.id}`, undefined)).toMatchObject({ status: 401 });
    expect(await send("GET", `/${version}/report/${report.id}`, narrow.token)).toMatchObject(
      scopeRefusal("REPORT_READ"),
    );
    expect(await send("GET", `/${version}/reports?ids=oops`, reporter.token)).toMatchObject({ status: 400 });
  });

  it("PATCH /report/{id}: the reporter edits the body, staff close and reopen, nobody else changes anything", async () => {
    const { report } = await fileReport(version);
    const url = `/${version}/report/${report.id}`;
    expect(await send("PATCH", url, undefined, { body: "x" })).toMatchObject({ status: 401 });
    expect(await send("PATCH", url, narrow.token, { body: "x" })).toMatchObject(scopeRefusal("REPORT_WRITE"));
    expect(await send("PATCH", url, other.token, { body: "x" })).toMatchObject({ status: 404 });
    expect(await send("PATCH", url, reporter.token, { closed: true })).toMatchObject({ status: 403 });
    expect(await send("PATCH", url, moderator.token, { body: "Reworded" })).toMatchObject({ status: 403 });
    expect(await send("PATCH", url, reporter.token, { body: "" })).toMatchObject({ status: 400 });
    expect(await database.db.report.findUniqueOrThrow({ where: { id: report.id } })).toMatchObject({
      body: report.body,
      closed: false,
    });
    expect(await send("PATCH", url, reporter.token, { body: "With a link: https://example.com" })).toMatchObject({
      status: 204,
    });
    expect(await send("PATCH", url, moderator.token, { closed: true })).toMatchObject({ status: 204 });
    const stored = await database.db.report.findUniqueOrThrow({ where: { id: report.id } });
    expect(stored).toMatchObject({ body: "With a link: https://example.com", closed: true });
    expect(await send("PATCH", url, reporter.token, { body: "Too late" })).toMatchObject({ status: 400 });
    expect(await send("PATCH", url, admin.token, { closed: false })).toMatchObject({ status: 204 });
    const kinds = await database.db.threadMessage.findMany({
      where: { threadId: report.thread_id },
      orderBy: { created: "asc" },
    });
    expect(kinds.map((row) => (row.body as { type: string }).type)).toEqual(["thread_closure", "thread_reopen"]);
    expect(
      await database.db.notification.count({
        where: { userId: reporter.id, body: { path: ["report_id"], equals: report.id } },
      }),
    ).toBe(2);
  });

  it("DELETE /report/{id} is for staff only", async () => {
    const { report } = await fileReport(version);
    const url = `/${version}/report/${report.id}`;
    expect(await send("DELETE", url, undefined)).toMatchObject({ status: 401 });
    const noScope = await world.tokenFor(moderator.id, ["REPORT_READ", "REPORT_WRITE"]);
    expect(await send("DELETE", url, noScope)).toMatchObject(scopeRefusal("REPORT_DELETE"));
    expect(await send("DELETE", url, other.token)).toMatchObject({ status: 404 });
    expect(await send("DELETE", url, reporter.token)).toMatchObject({ status: 403 });
    expect(await database.db.report.count({ where: { id: report.id } })).toBe(1);
    expect(await send("DELETE", url, admin.token)).toMatchObject({ status: 204 });
    expect(await send("GET", url, reporter.token)).toMatchObject({ status: 404 });
    const second = await fileReport(version);
    expect(await send("DELETE", `/${version}/report/${second.report.id}`, moderator.token)).toMatchObject({
      status: 204,
    });
  });
});
