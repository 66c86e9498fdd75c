import { describe, expect, it } from "vitest";

import { reviewQueuePage } from "../../catalog/src/server/services/moderation-queue/queue-page";
import { countQueries } from "./query-count";
import { codeOf, setupStaff } from "./staff-support";

const world = setupStaff("review-queue");
const { database } = world;

describe("the review queue", () => {
  it("lists projects in review only, the longest waiting first, with their details at hand", async () => {
    const newest = await world.inReview({ minutesAgo: 5, name: "Newest Queue Mod" });
    const oldest = await world.inReview({ minutesAgo: 300, name: "Oldest Queue Mod" });
    const middle = await world.inReview({ minutesAgo: 60, type: "plugin", name: "Middle Queue Plugin" });
    await world.project({ status: "draft", withVersion: true });
    await world.project({ status: "approved", withVersion: true });
    const moderator = await world.person("moderator");

    const page = await moderator.caller.review.queue({});
    expect(page.entries.map((entry) => entry.id)).toEqual([oldest.id, middle.id, newest.id]);
    expect(page.total).toBe(3);
    const first = page.entries[0]!;
    expect(first).toMatchObject({
      name: "Oldest Queue Mod",
      projectType: "mod",
      owner: { kind: "user", name: oldest.owner.username },
      galleryCount: 0,
    });
    expect(first.versions).toHaveLength(1);
    expect(first.versions[0]!.files[0]).toMatchObject({
      filename: `f-${oldest.id}.jar`,
      primary: true,
      url: expect.stringContaining(`/data/${oldest.id}/versions/`),
    });
    expect(first.versions[0]!.files[0]!.size).toBeGreaterThan(0);
  });

  it("filters by project type and by text in the name, slug or summary", async () => {
    const moderator = await world.person("moderator");
    const plugins = await moderator.caller.review.queue({ type: "plugin" });
    expect(plugins.entries.map((entry) => entry.name)).toEqual(["Middle Queue Plugin"]);
    const text = await moderator.caller.review.queue({ text: "oldest queue" });
    expect(text.entries.map((entry) => entry.name)).toEqual(["Oldest Queue Mod"]);
    const none = await moderator.caller.review.queue({ type: "plugin", text: "oldest" });
    expect(none).toMatchObject({ entries: [], total: 0, page: 1, pageCount: 1 });
    await expect(moderator.caller.review.queue({ text: "x".repeat(101) })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
  });

  it("is paginated without overlap, a page past the end showing the last one", async () => {
    const moderator = { userId: (await world.person("moderator")).id, role: "moderator" as const };
    const first = await reviewQueuePage(database.db, moderator, { page: 1, pageSize: 2 });
    const second = await reviewQueuePage(database.db, moderator, { page: 2, pageSize: 2 });
    expect(first.pageCount).toBe(2);
    expect(first.entries.map((entry) => entry.name)).toEqual(["Oldest Queue Mod", "Middle Queue Plugin"]);
    expect(second.entries.map((entry) => entry.name)).toEqual(["Newest Queue Mod"]);
    expect((await reviewQueuePage(database.db, moderator, { page: 9, pageSize: 2 })).page).toBe(2);
  });

  it("loads a page's details in a fixed number of queries, whatever the number of projects", async () => {
    const moderator = { userId: (await world.person("moderator")).id, role: "moderator" as const };
    const queries = async (pageSize: number) => {
      return countQueries(database.db, async (counted) => {
        await reviewQueuePage(counted, moderator, { pageSize });
      });
    };
    expect(await queries(3)).toBe(await queries(1));
  });

  it("is for staff only: anonymous, a user and a member of the project are refused", async () => {
    const project = await world.inReview({ minutesAgo: 1 });
    const who = await world.everyone(project.teamId);
    expect(await codeOf(who.anonymous.review.queue({}))).toBe("UNAUTHORIZED");
    expect(await codeOf(who.user.caller.review.queue({}))).toBe("FORBIDDEN");
    expect(await codeOf(who.member.caller.review.queue({}))).toBe("FORBIDDEN");
    expect(await codeOf(who.moderator.caller.review.queue({}))).toBe("OK");
    expect(await codeOf(who.admin.caller.review.queue({}))).toBe("OK");
  });

  it("gives the moderation home its counts: in review, open reports and the oldest waiting", async () => {
    const moderator = await world.person("moderator");
    const reporter = await world.person();
    await database.db.report.createMany({
      data: [
        {
          id: "rq000001",
          reportType: "spam",
          itemType: "user",
          itemId: reporter.id,
          reporterId: reporter.id,
          body: "a",
        },
        {
          id: "rq000002",
          reportType: "spam",
          itemType: "user",
          itemId: reporter.id,
          reporterId: moderator.id,
          body: "b",
          closed: true,
        },
      ],
    });
    const overview = await moderator.caller.users.overview();
    expect(overview.inReview).toBe(await database.db.project.count({ where: { status: "processing" } }));
    expect(overview.openReports).toBe(1);
    expect(overview.oldest?.name).toBe("Oldest Queue Mod");
    const who = await world.everyone((await world.project()).teamId);
    expect(await codeOf(who.anonymous.users.overview())).toBe("UNAUTHORIZED");
    expect(await codeOf(who.user.caller.users.overview())).toBe("FORBIDDEN");
    expect(await codeOf(who.member.caller.users.overview())).toBe("FORBIDDEN");
    expect(await codeOf(who.admin.caller.users.overview())).toBe("OK");
    // Reports against the user on their staff page: one open of two.
    const details = await moderator.caller.users.details({ username: reporter.username });
    expect(details?.reports).toEqual({ total: 2, open: 1 });
  });
});
