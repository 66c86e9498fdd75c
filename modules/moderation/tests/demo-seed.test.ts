import { describe, expect, it } from "vitest";

import accountsSeed from "../../accounts/src/seed";
import catalogSeed from "../../catalog/src/seed";
import { reviewQueueStanding } from "@hopper/catalog/server";
import collectionsSeed from "../../collections/src/seed";

import { setupTestDatabase } from "../../../tests/setup/test-database";
import { tempDataDir } from "../../../tests/support/temp-dir";
import seed from "../src/seed";

// The moderation demo data on top of the demo catalogue, as `npm start` seeds a fresh database (accounts, catalog,
// collections, then moderation): projects in review in queue order, a history the estimate is computed from, the
// reports and their threads; seeding again adds nothing.

tempDataDir("hopper-moderation-seed-");
const database = setupTestDatabase();
const db = () => database.db;

describe("the moderation seed", () => {
  it("fills the queue, the review history and the reports, once", { timeout: 300_000 }, async () => {
    const lines: string[] = [];
    const report = (line: string) => lines.push(line);
    for (const handler of [accountsSeed, catalogSeed, collectionsSeed]) await handler({ db: db(), report });
    lines.length = 0;
    await seed({ db: db(), report });
    expect(lines).toEqual(["moderation 4 projects in review, 46 review decisions of 30 days, 5 reports"]);

    // The queue, oldest first: the four demo submissions, then the catalogue's own projects in review.
    const queue = await db().project.findMany({
      where: { status: "processing" },
      orderBy: { queued: "asc" },
      include: { versions: true },
    });
    expect(queue.slice(0, 4).map((project) => project.slug)).toEqual([
      "lantern-lights",
      "ore-compass",
      "cozy-cabins",
      "brighter-nether",
    ]);
    for (const project of queue) {
      expect(project.versions.length).toBeGreaterThan(0);
      expect(project.summary).not.toBe("");
    }

    // demo-creator sees a real estimate for its project in review (the history holds 46 decisions in 30 days).
    const creator = await db().user.findUniqueOrThrow({ where: { usernameKey: "demo-creator" } });
    const standing = await reviewQueueStanding(db(), { userId: creator.id, role: creator.role }, "cozy-cabins");
    expect(standing).toMatchObject({ position: 3, total: queue.length });
    expect(standing?.withinDays).toEqual(expect.any(Number));

    // Ore Compass's thread: submitted, rejected by a moderator (name hidden), answered, resubmitted, a staff note.
    const oreCompass = queue.find((project) => project.slug === "ore-compass")!;
    const messages = await db().threadMessage.findMany({
      where: { threadId: oreCompass.threadId! },
      orderBy: { created: "asc" },
    });
    expect(messages.map((message) => [(message.body as { type: string }).type, message.hideIdentity])).toEqual([
      ["status_change", false],
      ["status_change", true],
      ["text", true],
      ["text", false],
      ["status_change", false],
      ["text", false],
    ]);
    expect(messages.at(-1)!.body).toMatchObject({ private: true });

    // Reports on each kind of item, open, each with its thread; and a closed one, closed in its thread.
    const reports = await db().report.findMany({ include: { thread: { include: { messages: true } } } });
    expect(
      reports
        .filter((row) => !row.closed)
        .map((row) => row.itemType)
        .sort(),
    ).toEqual(["collection", "project", "user", "version"]);
    const closed = reports.find((row) => row.closed)!;
    expect(closed.closedAt).not.toBeNull();
    expect(closed.thread!.messages.map((message) => (message.body as { type: string }).type).sort()).toEqual([
      "text",
      "thread_closure",
    ]);
    const reviewer = await db().user.findUniqueOrThrow({ where: { usernameKey: "demo-reviewer" } });
    expect(reviewer.role).toBe("moderator");

    // Again: nothing new.
    lines.length = 0;
    await seed({ db: db(), report });
    expect(lines).toEqual([]);
    expect(await db().project.count({ where: { status: "processing" } })).toBe(queue.length);
    expect(await db().reviewDecision.count()).toBe(46);
    expect(await db().report.count()).toBe(5);
  });
});
