import { beforeAll, describe, expect, it } from "vitest";

import { hitRateLimit } from "../../core/src/rate-limit";
import { REPORTS_PER_HOUR } from "../src/server/services/reports/report-limits";
import { reportListPage } from "../src/server/services/reports/report-pages";
import { reportRateLimit } from "../src/server/services/reports/report-rate-limit";
import { createReport, postReportMessage, setReportClosed } from "../src/server/services/reports/report-writes";
import { REPORT_ITEM_TYPES, REPORT_REASONS } from "../src/server/services/reports/report-rules";
import { AppError } from "../../core/src/errors/app-error";
import { countQueries } from "./query-count";
import { codeOf, messageOf, setupReports } from "./report-support";

// Reports through the site's procedures and the services (real PostgreSQL): each validation rule in the spec's
// words, one open report per reporter and item and adding to it, close and reopen with their thread messages and
// the reporter's notification, and who may do what. docs/moderation.md, "Reports".

const world = setupReports("moderation-reports");
const { database } = world;

type Person = Awaited<ReturnType<typeof world.person>>;
let reporter: Person;
let other: Person;
let moderator: Person;
let admin: Person;
let project: Awaited<ReturnType<typeof world.project>>;

const draft = (over: Partial<{ itemType: string; itemId: string; reportType: string; body: string }> = {}) => ({
  itemType: "project",
  itemId: project.id,
  reportType: "spam",
  body: "This project is an advertisement: see https://example.com/ad",
  ...over,
});

/** The refusal a service threw. */
async function refusalOf(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error("expected a refusal");
}

const messagesOf = async (reportId: string) => {
  const thread = await database.db.thread.findUniqueOrThrow({ where: { reportId } });
  const rows = await database.db.threadMessage.findMany({
    where: { threadId: thread.id },
    orderBy: { created: "asc" },
  });
  return rows.map((row) => row.body as { type: string; body?: string });
};

beforeAll(async () => {
  [reporter, other, moderator, admin] = await Promise.all([
    world.person(),
    world.person(),
    world.person("moderator"),
    world.person("admin"),
  ]);
  project = await world.project({ withVersion: true });
});

describe("filing a report: the form's rules (spec sections 5 and 8)", () => {
  it("names every content type and rule it accepts when given another", async () => {
    expect(await messageOf(reporter.caller.reports.create(draft({ itemType: "organization" })))).toBe(
      `The content type must be one of ${REPORT_ITEM_TYPES.join(", ")}.`,
    );
    expect(await messageOf(reporter.caller.reports.create(draft({ reportType: "boring" })))).toBe(
      `The rule violated must be one of ${REPORT_REASONS.join(", ")}.`,
    );
    expect(REPORT_REASONS).toEqual([
      "spam",
      "copyright",
      "inappropriate",
      "malicious",
      "name-squatting",
      "poor description",
      "invalid metadata",
      "other",
    ]);
  });

  it("requires a content ID and context, with a clear message on the field", async () => {
    const noId = await refusalOf(createReport(database.db, reporter.actor, draft({ itemId: "  " })));
    expect(noId).toMatchObject({
      code: "invalid_input",
      fields: { itemId: "Enter the ID of the content you are reporting." },
    });
    for (const body of ["", "   \n\t "]) {
      const empty = await refusalOf(createReport(database.db, reporter.actor, draft({ body })));
      expect(empty.status).toBe(400);
      expect(empty.fields).toEqual({
        body: "Reports must include context: describe what is wrong, with links and images where relevant. Empty reports are closed and ignored.",
      });
    }
  });

  it("takes context up to 65,536 characters and refuses one more, naming the limit", async () => {
    const long = await refusalOf(createReport(database.db, reporter.actor, draft({ body: "x".repeat(65_537) })));
    expect(long.message).toBe("The context must be at most 65536 characters.");
    expect(await messageOf(reporter.caller.reports.create(draft({ body: "x".repeat(65_537) })))).toContain(
      "The context must be at most 65536 characters.",
    );
    const fits = await world.project();
    const made = await createReport(database.db, reporter.actor, draft({ itemId: fits.id, body: "y".repeat(65_536) }));
    expect(made.body).toHaveLength(65_536);
  });

  it("says 'Could not find {item}' for an unknown item and for one the reporter may not see", async () => {
    const draftProject = await world.project({ status: "draft" });
    const privateList = await world.collection("private");
    const cases: [string, string, string][] = [
      ["project", "NOPE0000", "Could not find project"],
      ["project", draftProject.id, "Could not find project"],
      ["version", "NOPE0000", "Could not find version"],
      ["user", "nobody-at-all", "Could not find user"],
      ["collection", privateList.id, "Could not find collection"],
    ];
    for (const [itemType, itemId, text] of cases) {
      const refused = await refusalOf(createReport(database.db, reporter.actor, draft({ itemType, itemId })));
      expect(refused).toMatchObject({ code: "invalid_input", message: text, fields: { itemId: text } });
    }
    // The owner of the private collection and staff may see it, so they may report it.
    const byOwner = await createReport(
      database.db,
      privateList.owner.actor,
      draft({ itemType: "collection", itemId: privateList.id }),
    );
    expect(byOwner.itemId).toBe(privateList.id);
    expect(
      await world
        .anonymous()
        .reports.create(draft())
        .catch((error: { code: string }) => error.code),
    ).toBe("UNAUTHORIZED");
  });

  it("accepts a project by slug, a user by username, a version and a listed collection, storing their ids", async () => {
    const filer = await world.person();
    const target = await world.person();
    const list = await world.collection();
    const bySlug = await filer.caller.reports.create(draft({ itemId: project.slug.toUpperCase() }));
    expect(bySlug).toMatchObject({ itemType: "project", itemId: project.id, reporterId: filer.id, closed: false });
    expect(bySlug.threadId).toMatch(/^[A-Za-z0-9]{8}$/);
    const byName = await filer.caller.reports.create(
      draft({ itemType: "user", itemId: target.username, reportType: "other" }),
    );
    expect(byName.itemId).toBe(target.id);
    const version = await filer.caller.reports.create(
      draft({ itemType: "version", itemId: project.versionId!, reportType: "malicious" }),
    );
    expect(version.itemId).toBe(project.versionId);
    const collection = await filer.caller.reports.create(draft({ itemType: "collection", itemId: list.id }));
    expect(collection.reportType).toBe("spam");
    // Each report's thread was written with it, empty.
    expect(await messagesOf(bySlug.id)).toEqual([]);
  });
});

describe("one open report per reporter and item", () => {
  it("refuses a second with a 409 naming the open one, which the reporter can add to", async () => {
    const filer = await world.person();
    const target = await world.project();
    const first = await filer.caller.reports.create(draft({ itemId: target.id }));
    const second = await refusalOf(createReport(database.db, filer.actor, draft({ itemId: target.slug })));
    expect(second.status).toBe(409);
    expect(second.message).toBe(
      `You already have an open report about this project (report ${first.id}). Go to your report to add to it.`,
    );
    expect(second.descriptor?.values).toMatchObject({ reportId: first.id });
    expect(await filer.caller.reports.openFor({ itemType: "project", itemId: target.slug })).toEqual({ id: first.id });
    // Another reporter may report the same item.
    expect((await other.caller.reports.create(draft({ itemId: target.id }))).id).not.toBe(first.id);

    await filer.caller.reports.addMessage({ reportId: first.id, body: "It also copies the icon of another mod." });
    expect(await messagesOf(first.id)).toEqual([{ type: "text", body: "It also copies the icon of another mod." }]);
    expect(await messageOf(filer.caller.reports.addMessage({ reportId: first.id, body: " " }))).toBe(
      "Write a message before sending it.",
    );
    expect(await codeOf(other.caller.reports.addMessage({ reportId: first.id, body: "Me too" }))).toBe("NOT_FOUND");
  });

  it("lets the reporter file a new one once the first is closed, and refuses reopening the first then", async () => {
    const filer = await world.person();
    const target = await world.project();
    const first = await filer.caller.reports.create(draft({ itemId: target.id }));
    await moderator.caller.reports.close({ reportId: first.id });
    const next = await filer.caller.reports.create(draft({ itemId: target.id, reportType: "copyright" }));
    const reopened = await refusalOf(setReportClosed(database.db, moderator.actor, first.id, false));
    expect(reopened.status).toBe(409);
    expect(reopened.descriptor?.values).toMatchObject({ reportId: next.id });
    expect((await database.db.report.findUniqueOrThrow({ where: { id: first.id } })).closed).toBe(true);
  });

  it("lets only one of two simultaneous reports through", async () => {
    const filer = await world.person();
    const target = await world.project();
    const results = await Promise.allSettled([
      createReport(database.db, filer.actor, draft({ itemId: target.id })),
      createReport(database.db, filer.actor, draft({ itemId: target.id })),
    ]);
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    const refused = results.find((result) => result.status === "rejected") as PromiseRejectedResult;
    expect((refused.reason as AppError).status).toBe(409);
  });
});

describe("close, reopen and reply (staff)", () => {
  it("records each in the thread, hides the moderator from the reporter and notifies the reporter", async () => {
    const filer = await world.person();
    const target = await world.project();
    const report = await filer.caller.reports.create(draft({ itemId: target.id }));
    await moderator.caller.reports.close({ reportId: report.id, reply: "Removed the advertisement, thanks." });
    expect(await messagesOf(report.id)).toEqual([
      { type: "text", body: "Removed the advertisement, thanks." },
      { type: "thread_closure" },
    ]);
    const notes = await database.db.notification.findMany({
      where: { userId: filer.id },
      orderBy: { createdAt: "asc" },
    });
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({
      type: "report_status_updated",
      link: `/dashboard/report/${report.id}`,
      body: { type: "report_status_updated", report_id: report.id, closed: true },
    });
    const seen = await filer.caller.reports.get({ reportId: report.id });
    expect(seen.report.closed).toBe(true);
    expect(seen.thread?.messages.map((message) => [message.body.type, message.author])).toEqual([
      ["text", null],
      ["thread_closure", null],
    ]);
    const staffView = await admin.caller.reports.get({ reportId: report.id });
    expect(staffView.thread?.messages[0]?.author?.id).toBe(moderator.id);

    // A closed report takes nothing more from its reporter; staff may still write and reopen it.
    expect(await messageOf(filer.caller.reports.addMessage({ reportId: report.id, body: "Wait" }))).toBe(
      "This report is closed; it can no longer be changed.",
    );
    expect(await messageOf(filer.caller.reports.edit({ reportId: report.id, body: "Changed" }))).toBe(
      "This report is closed; it can no longer be changed.",
    );
    expect(await messageOf(moderator.caller.reports.close({ reportId: report.id }))).toBe(
      "This report is already closed.",
    );
    await admin.caller.reports.reopen({ reportId: report.id });
    expect((await messagesOf(report.id)).at(-1)).toEqual({ type: "thread_reopen" });
    expect(await database.db.notification.count({ where: { userId: filer.id, type: "report_status_updated" } })).toBe(
      2,
    );
    await moderator.caller.reports.addMessage({ reportId: report.id, body: "Looking again." });
    expect((await messagesOf(report.id)).at(-1)).toEqual({ type: "text", body: "Looking again." });
  });

  it("refuses close, reopen, list and delete to anyone but staff, and changes nothing", async () => {
    const report = await reporter.caller.reports.create(draft({ itemId: (await world.project()).id }));
    for (const caller of [reporter.caller, other.caller]) {
      expect(await codeOf(caller.reports.close({ reportId: report.id }))).toBe("FORBIDDEN");
      expect(await codeOf(caller.reports.list({}))).toBe("FORBIDDEN");
      expect(await codeOf(caller.reports.delete({ reportId: report.id }))).toBe("FORBIDDEN");
    }
    expect(await codeOf(world.anonymous().reports.close({ reportId: report.id }))).toBe("UNAUTHORIZED");
    expect(await codeOf(world.anonymous().reports.mine({}))).toBe("UNAUTHORIZED");
    expect(await codeOf(world.anonymous().reports.get({ reportId: report.id }))).toBe("UNAUTHORIZED");
    expect(await codeOf(other.caller.reports.get({ reportId: report.id }))).toBe("NOT_FOUND");
    expect(await codeOf(other.caller.reports.edit({ reportId: report.id, body: "Mine now" }))).toBe("NOT_FOUND");
    expect(await codeOf(moderator.caller.reports.edit({ reportId: report.id, body: "Reworded" }))).toBe("FORBIDDEN");
    expect(await database.db.report.findUniqueOrThrow({ where: { id: report.id } })).toMatchObject({
      closed: false,
      body: report.body,
    });
    await reporter.caller.reports.edit({ reportId: report.id, body: "Reworded by its reporter" });
    await moderator.caller.reports.delete({ reportId: report.id });
    expect(await database.db.report.findUnique({ where: { id: report.id } })).toBeNull();
    expect(await database.db.thread.findUnique({ where: { id: report.threadId } })).toBeNull();
  });

  it("lists the reporter's own and, for staff, everyone's with open/closed filters and both orders", async () => {
    const filer = await world.person();
    const a = await filer.caller.reports.create(draft({ itemId: (await world.project()).id }));
    const b = await filer.caller.reports.create(draft({ itemId: (await world.project()).id }));
    await database.db.report.update({ where: { id: a.id }, data: { created: new Date(Date.now() - 60_000) } });
    await moderator.caller.reports.close({ reportId: b.id });
    const mine = await filer.caller.reports.mine({});
    expect(mine.reports.map((row) => row.id)).toEqual([b.id, a.id]);
    expect(mine.reports[0]?.itemHref).toMatch(/^\/project\//);
    expect((await filer.caller.reports.mine({ status: "open" })).reports.map((row) => row.id)).toEqual([a.id]);
    const closed = await moderator.caller.reports.list({ status: "closed" });
    expect(closed.reports.every((row) => row.closed)).toBe(true);
    expect(closed.reports.map((row) => row.id)).toContain(b.id);
    const oldest = await moderator.caller.reports.list({ status: "open", order: "oldest" });
    const created = oldest.reports.map((row) => row.created.getTime());
    expect(created).toEqual([...created].sort((x, y) => x - y));
    expect(oldest.total).toBe(await database.db.report.count({ where: { closed: false } }));
    await postReportMessage(database.db, filer.actor, a.id, "More context");
  });
});

describe("the report list pages", () => {
  it("address each reported version in a fixed number of queries, whatever the number of version reports", async () => {
    const filer = await world.person();
    const projects = await Promise.all([1, 2, 3].map(() => world.project({ withVersion: true })));
    for (const each of projects) {
      await filer.caller.reports.create(
        draft({ itemType: "version", itemId: each.versionId!, reportType: "malicious" }),
      );
    }
    const actor = { userId: filer.id, role: "user" as const };
    const queries = async (perPage: number) => {
      return countQueries(database.db, async (counted) => {
        const page = await reportListPage(counted, actor, {
          all: false,
          status: "open",
          order: "newest",
          page: 1,
          perPage,
        });
        expect(page.reports).toHaveLength(perPage);
        for (const row of page.reports) expect(row.itemHref).toMatch(/^\/project\/\w{8}\/version\/\w{8}$/);
      });
    };
    expect(await queries(3)).toBe(await queries(1));
  });
});

describe("how many reports one user may file", () => {
  it("refuses a report past the hour's limit, storing nothing, and never limits staff", async () => {
    const filer = await world.person();
    const target = await world.person();
    // The reports filed this hour, as the shared counter has them.
    for (let i = 0; i < REPORTS_PER_HOUR; i++) await hitRateLimit(database.db, reportRateLimit(filer.id));
    const refused = await refusalOf(
      createReport(database.db, { userId: filer.id, role: "user" }, draft({ itemType: "user", itemId: target.id })),
    );
    expect(refused.code).toBe("ratelimit_error");
    expect(refused.message).toMatch(/^Too many attempts\. Try again in \d+ seconds?\.$/);
    expect(await database.db.report.count({ where: { reporterId: filer.id } })).toBe(0);
    // Staff are not limited: a moderator past the same count still files.
    for (let i = 0; i < REPORTS_PER_HOUR; i++) await hitRateLimit(database.db, reportRateLimit(moderator.id));
    const filed = await createReport(
      database.db,
      { userId: moderator.id, role: "moderator" },
      draft({ itemType: "user", itemId: target.id }),
    );
    expect(filed.reporterId).toBe(moderator.id);
  });
});
