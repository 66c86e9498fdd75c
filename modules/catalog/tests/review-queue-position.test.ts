// The creators' view of the review queue (issue 16, "beyond the reference"): a project's place among the projects
// in review, oldest queued first, and how long it usually takes, computed from the last 30 days of review
// decisions (server/services/review/queue-position.ts). The history here is seeded at known times, so every
// number below follows from the documented formula: days = max(position / perDay, p90 wait − waited), rounded up.

import { newId } from "@hopper/core/db";
import type { Actor } from "@hopper/core/auth";
import { translatorFor } from "@hopper/ui/i18n/catalogue";
import { beforeAll, describe, expect, it } from "vitest";

import { setupTestDatabase } from "../../../tests/setup/test-database";
import { createProject } from "../src/server/services/projects/project-create";
import {
  estimateDays,
  reviewHistory,
  reviewQueueStanding,
  reviewQueueStandings,
} from "../src/server/services/review/queue-position";
import { reviewQueueMessages } from "../src/ui/messages/review-queue";
import { makeUser, uniqueSlug } from "./helpers";

const database = setupTestDatabase();

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;
const now = new Date();
const ago = (ms: number) => new Date(now.getTime() - ms);

let owner: Actor;
let member: Actor;
let invited: Actor;
let stranger: Actor;
let moderator: Actor;
let admin: Actor;
/** In queue order: p0 (another creator's, queued 5 days ago), p1 (4 days), p2 (2 days), p3 (1 hour). */
const queue: { id: string; slug: string }[] = [];
let draft: { id: string };

async function projectOf(actor: Actor, status: string, queued: Date | null) {
  const project = await createProject(database.db, actor, {
    name: "Queue project",
    slug: uniqueSlug("queue"),
    projectType: "mod",
    summary: "A project waiting for review",
  });
  await database.db.project.update({ where: { id: project.id }, data: { status, queued } });
  return project;
}

async function decision(decidedAt: Date, waitMs: number | null, fromStatus = "processing") {
  await database.db.reviewDecision.create({
    data: {
      id: newId(),
      projectId: draft.id,
      moderatorId: moderator.userId,
      fromStatus,
      toStatus: "approved",
      queuedAt: waitMs === null ? null : new Date(decidedAt.getTime() - waitMs),
      decidedAt,
    },
  });
}

beforeAll(async () => {
  [owner, member, invited, stranger, moderator, admin] = await Promise.all([
    makeUser(database.db),
    makeUser(database.db),
    makeUser(database.db),
    makeUser(database.db),
    makeUser(database.db, "moderator"),
    makeUser(database.db, "admin"),
  ]);
  const other = await makeUser(database.db);
  queue.push(await projectOf(other, "processing", ago(5 * DAY)));
  for (const queued of [ago(4 * DAY), ago(2 * DAY), ago(HOUR)])
    queue.push(await projectOf(owner, "processing", queued));
  draft = await projectOf(owner, "draft", null);
  const team = (await database.db.project.findUniqueOrThrow({ where: { id: queue[1]!.id } })).teamId;
  await database.db.teamMember.createMany({
    data: [
      // A member without any permission is still on the team: it may know where its project stands.
      { id: newId(), teamId: team, userId: member.userId, role: "Tester", accepted: true, permissions: 0n },
      { id: newId(), teamId: team, userId: invited.userId, role: "Invited", accepted: false, permissions: 0n },
    ],
  });
  // 40 reviews over the last 20 days (one every 12 hours): 2 a day. 35 waited a day, 5 waited 3 days, so the
  // 90th percentile (percentile_cont: between the 36th and 37th of 40, both 3 days) is 3 days.
  for (let k = 1; k <= 40; k++) await decision(ago((k * DAY) / 2), k % 8 === 0 ? 3 * DAY : DAY);
  // Outside the window, and a status change that was not a review: neither counts.
  await decision(ago(35 * DAY), 100 * DAY);
  await decision(ago(3 * DAY), 50 * DAY, "approved");
});

describe("the review history of the last 30 days", () => {
  it("counts the reviews in the window, their pace per day and their 90th-percentile wait", async () => {
    const history = await reviewHistory(database.db, now);
    expect(history.decisions).toBe(40);
    expect(history.perDay).toBeCloseTo(2, 6);
    expect(history.typicalWaitDays).toBeCloseTo(3, 6);
  });

  it("has nothing to say 100 days later: no estimate, not a guess", async () => {
    const later = new Date(now.getTime() + 100 * DAY);
    expect(await reviewHistory(database.db, later)).toMatchObject({ decisions: 0, typicalWaitDays: null, perDay: 0 });
    const standing = await reviewQueueStanding(database.db, owner, queue[1]!.id, later);
    expect(standing).toMatchObject({ position: 2, total: 4, withinDays: null });
  });

  it("needs at least three reviews in the window, and lets a long backlog outweigh the usual wait", () => {
    expect(estimateDays({ decisions: 2, typicalWaitDays: 1, perDay: 2 }, 1, 0)).toBeNull();
    expect(estimateDays({ decisions: 3, typicalWaitDays: 0.5, perDay: 3 }, 1, 0)).toBe(1);
    // Ten ahead at one a day: the backlog (10 days) outweighs a typical 2-day wait.
    expect(estimateDays({ decisions: 30, typicalWaitDays: 2, perDay: 1 }, 10, 0)).toBe(10);
  });
});

describe("a project's standing in the queue", () => {
  it("is its place, oldest queued first, and the days the formula gives", async () => {
    const standings = await reviewQueueStandings(
      database.db,
      owner,
      await database.db.project.findMany({ where: { id: { in: queue.slice(1).map((p) => p.id) } } }),
      now,
    );
    // perDay 2, p90 3 days: p1 max(2/2, 3−4) → 1; p2 max(3/2, 3−2) → 2; p3 max(4/2, 3−1/24) → 3.
    expect(standings.get(queue[1]!.id)).toMatchObject({ position: 2, total: 4, withinDays: 1 });
    expect(standings.get(queue[2]!.id)).toMatchObject({ position: 3, total: 4, withinDays: 2 });
    expect(standings.get(queue[3]!.id)).toMatchObject({ position: 4, total: 4, withinDays: 3 });
  });

  it("moves up when the project ahead is decided", async () => {
    await database.db.project.update({ where: { id: queue[0]!.id }, data: { status: "approved" } });
    try {
      expect(await reviewQueueStanding(database.db, owner, queue[2]!.slug, now)).toMatchObject({
        position: 2,
        total: 3,
      });
    } finally {
      await database.db.project.update({ where: { id: queue[0]!.id }, data: { status: "processing" } });
    }
  });

  it("is told to the team and staff only, and only while the project is in review", async () => {
    const id = queue[1]!.id;
    for (const actor of [owner, member, moderator, admin]) {
      expect(await reviewQueueStanding(database.db, actor, id, now)).toMatchObject({ position: 2 });
    }
    for (const actor of [null, stranger, invited]) {
      expect(await reviewQueueStanding(database.db, actor, id, now)).toBeNull();
    }
    expect(await reviewQueueStanding(database.db, owner, draft.id, now)).toBeNull();
    expect(await reviewQueueStanding(database.db, owner, "no-such-project", now)).toBeNull();
    // The dashboard asks for several at once: another creator's project in review is left out.
    const all = await database.db.project.findMany({ where: { id: { in: queue.map((p) => p.id) } } });
    const mine = await reviewQueueStandings(database.db, owner, all, now);
    expect([...mine.keys()].sort()).toEqual(
      queue
        .slice(1)
        .map((p) => p.id)
        .sort(),
    );
  });
});

describe("the words", () => {
  const t = translatorFor(reviewQueueMessages, "en-US");

  it("say the place as an ordinal and the days as a plural", () => {
    expect(t("standing", { position: 3, days: 2 })).toBe("3rd in line, usually reviewed within 2 days");
    expect(t("standing", { position: 1, days: 1 })).toBe("1st in line, usually reviewed within a day");
    expect(t("standing", { position: 12, days: 5 })).toBe("12th in line, usually reviewed within 5 days");
    expect(t("standing", { position: 22, days: 3 })).toBe("22nd in line, usually reviewed within 3 days");
    expect(t("standingNoHistory", { position: 2 })).toBe(
      "2nd in line; too few reviews in the last 30 days to estimate the wait",
    );
  });
});
