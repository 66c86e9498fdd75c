// Issue 16, the status rules beyond the matrix: the submission's refusals, approvals (requested status, the
// first-approval stamp, the version and submission they need), the moderators' decisions with their message, the
// ReviewDecision history, the event's payload, and the review lock.

import { describe, expect, it } from "vitest";

import { newId } from "@hopper/core/db";

import { setupTestDatabase } from "../../../tests/setup/test-database";
import { problem } from "../src/server/services/refusals";
import {
  decideReview,
  NO_SUMMARY_FOR_REVIEW,
  NO_VERSIONS_FOR_REVIEW,
  setProjectStatus,
  submitForReview,
} from "../src/server/services/projects/project-review";
import { ProjectPermission } from "../src/server/services/permissions";
import { acquireReviewLock, releaseReviewLock, reviewLockStatus } from "../src/server/services/review/review-lock";
import { makeUser } from "./helpers";
import { listenForStatusChanges, statusFixtures } from "./status-rules-fixtures";

const database = setupTestDatabase();
const events = listenForStatusChanges(database);
const { projectIn, addMember, addVersion, state } = statusFixtures(database);
const db = () => database.db;

const unchangedAfter = async (id: string, attempt: () => Promise<unknown>, expected: object) => {
  const before = await state(id);
  await expect(attempt()).rejects.toMatchObject(expected);
  expect(await state(id)).toEqual(before);
};

describe("submitting for review", () => {
  it("is refused without a version, then without a summary, with messages that say what is missing", async () => {
    const bare = await projectIn("draft", { versions: false });
    await unchangedAfter(bare.id, () => submitForReview(db(), bare.owner, bare.id), {
      code: "invalid_input",
      message: NO_VERSIONS_FOR_REVIEW,
    });
    expect(NO_VERSIONS_FOR_REVIEW).toBe("Upload at least one version before submitting the project for review.");
    await db().project.update({ where: { id: bare.id }, data: { summary: "" } });
    await addVersion(bare.id, bare.owner.userId);
    await unchangedAfter(bare.id, () => submitForReview(db(), bare.owner, bare.id), {
      code: "invalid_input",
      message: NO_SUMMARY_FOR_REVIEW,
    });
    expect(NO_SUMMARY_FOR_REVIEW).toBe("Write a summary before submitting the project for review.");
  });

  it("queues a draft or a rejected project (stamping queued, clearing the last message); a withheld one is the moderators'", async () => {
    for (const from of ["draft", "rejected"]) {
      const project = await projectIn(from);
      await db().project.update({ where: { id: project.id }, data: { moderatorMessage: "Fix the license" } });
      const queued = await submitForReview(db(), project.owner, project.id);
      expect(queued).toMatchObject({ status: "processing", moderatorMessage: null });
      expect(queued.queued!.getTime()).toBeGreaterThan(Date.now() - 60_000);
    }
    const withheld = await projectIn("withheld");
    await unchangedAfter(withheld.id, () => submitForReview(db(), withheld.owner, withheld.id), {
      code: "forbidden",
      message: "A withheld project can only be changed by a moderator.",
    });
    await unchangedAfter(
      withheld.id,
      () => setProjectStatus(db(), withheld.owner, withheld.id, { requestedStatus: "private" }),
      { code: "forbidden" },
    );
  });
});

describe("approving", () => {
  it("refuses a draft nobody submitted, but a draft that was submitted before may be approved", async () => {
    const moderator = await makeUser(db(), "moderator");
    const never = await projectIn("draft");
    await unchangedAfter(never.id, () => setProjectStatus(db(), moderator, never.id, { status: "approved" }), {
      code: "invalid_input",
      message: "This draft was never submitted for review, so it cannot be approved.",
    });
    const sentBack = await projectIn("draft", { submitted: true });
    expect(await setProjectStatus(db(), moderator, sentBack.id, { status: "approved" })).toMatchObject({
      status: "approved",
    });
  });

  it("refuses a project in review whose versions are all gone", async () => {
    const moderator = await makeUser(db(), "moderator");
    const project = await projectIn("processing", { versions: false });
    await unchangedAfter(project.id, () => decideReview(db(), moderator, project.id, { decision: "approve" }), {
      code: "invalid_input",
      message: "A project needs at least one version to be approved.",
    });
  });

  it("applies the requested status, stamps approved on the first approval only, and records each decision", async () => {
    const moderator = await makeUser(db(), "moderator");
    const project = await projectIn("processing", { requestedStatus: "unlisted" });
    const queuedAt = (await state(project.id)).queued;
    const first = await decideReview(db(), moderator, project.id, { decision: "approve" });
    expect(first.status).toBe("unlisted");
    expect(first.approved).toBeInstanceOf(Date);
    // The team takes it back to draft and submits again; the second approval keeps the first date.
    await setProjectStatus(db(), project.owner, project.id, { status: "draft", requestedStatus: "draft" });
    await submitForReview(db(), project.owner, project.id);
    const second = await decideReview(db(), moderator, project.id, { decision: "approve" });
    // A requested draft is not an approved status: approval makes it approved.
    expect(second.status).toBe("approved");
    expect(second.approved).toEqual(first.approved);
    const decisions = await db().reviewDecision.findMany({
      where: { projectId: project.id },
      orderBy: { decidedAt: "asc" },
    });
    expect(decisions).toMatchObject([
      { fromStatus: "processing", toStatus: "unlisted", moderatorId: moderator.userId, queuedAt },
      { fromStatus: "processing", toStatus: "approved", moderatorId: moderator.userId },
    ]);
    expect(decisions[1]!.queuedAt!.getTime()).toBeGreaterThan(queuedAt!.getTime());
  });

  it("writes no decision for the team's own moves or a moderator's change outside review", async () => {
    const moderator = await makeUser(db(), "moderator");
    const project = await projectIn("approved");
    await setProjectStatus(db(), project.owner, project.id, { status: "private" });
    await setProjectStatus(db(), moderator, project.id, { status: "withheld" });
    expect(await db().reviewDecision.count({ where: { projectId: project.id } })).toBe(0);
  });
});

describe("a moderator's decision", () => {
  it("rejects or withholds with a message; only staff decide, and only on a project in review", async () => {
    const moderator = await makeUser(db(), "moderator");
    const admin = await makeUser(db(), "admin");
    const project = await projectIn("processing");
    const member = await addMember(project.teamId, ProjectPermission.EDIT_DETAILS);
    await unchangedAfter(project.id, () => decideReview(db(), null, project.id, { decision: "approve" }), {
      code: "unauthorized",
    });
    for (const notStaff of [project.owner, member, await makeUser(db())]) {
      await unchangedAfter(project.id, () => decideReview(db(), notStaff, project.id, { decision: "approve" }), {
        code: "forbidden",
        message: "Only moderators can review projects.",
      });
    }
    await unchangedAfter(
      project.id,
      () => decideReview(db(), moderator, project.id, { decision: "approve", message: "x".repeat(2049) }),
      { code: "invalid_input", message: "The moderation message must be at most 2048 characters." },
    );
    const rejected = await decideReview(db(), moderator, project.id, {
      decision: "reject",
      message: "License missing",
      messageBody: "Add a **license** and submit again.",
    });
    expect(rejected).toMatchObject({
      status: "rejected",
      moderatorMessage: "License missing",
      moderatorMessageBody: "Add a **license** and submit again.",
    });
    await unchangedAfter(project.id, () => decideReview(db(), admin, project.id, { decision: "withhold" }), {
      code: "conflict",
      message: "This project is not under review.",
    });
    await submitForReview(db(), project.owner, project.id);
    expect((await decideReview(db(), admin, project.id, { decision: "withhold" })).status).toBe("withheld");
  });

  it("publishes catalog.project-status-changed with hideIdentity and the message, in the same transaction", async () => {
    const moderator = await makeUser(db(), "moderator");
    const project = await projectIn("processing");
    await events.take();
    await decideReview(db(), moderator, project.id, {
      decision: "reject",
      message: "Needs work",
      messageBody: "See the checklist.",
    });
    expect(await events.take()).toEqual([
      {
        projectId: project.id,
        oldStatus: "processing",
        newStatus: "rejected",
        changedBy: moderator.userId,
        changedAt: expect.any(String),
        hideIdentity: true,
        moderatorMessage: "Needs work",
        moderatorMessageBody: "See the checklist.",
      },
    ]);
    // The team's own move: not hidden, no message.
    await submitForReview(db(), project.owner, project.id);
    expect(await events.take()).toEqual([
      expect.objectContaining({ oldStatus: "rejected", newStatus: "processing", hideIdentity: false }),
    ]);
    expect((await events.take()).length).toBe(0);
    // A moderator who is on the project's team speaks as themselves.
    const staffMember = await makeUser(db(), "moderator");
    await db().teamMember.create({
      data: {
        id: newId(),
        teamId: project.teamId,
        userId: staffMember.userId,
        accepted: true,
        permissions: 0n,
        role: "Moderator on the team",
        ordering: 9,
      },
    });
    await decideReview(db(), staffMember, project.id, { decision: "approve" });
    const [approved] = await events.take();
    expect(approved).toMatchObject({ newStatus: "approved", hideIdentity: false });
    expect(approved).not.toHaveProperty("moderatorMessage");
    // A refused change publishes nothing.
    await expect(setProjectStatus(db(), project.owner, project.id, { status: "rejected" })).rejects.toThrow();
    expect(await events.take()).toEqual([]);
  });
});

describe("the review lock", () => {
  it("shows the holder to the second moderator, refuses their decision, and is released by the holder's decision", async () => {
    const first = await makeUser(db(), "moderator");
    const second = await makeUser(db(), "moderator");
    const project = await projectIn("processing");
    expect(await reviewLockStatus(db(), first, project.id)).toEqual({ locked: false, isOwnLock: false });

    const taken = await acquireReviewLock(db(), first, project.id);
    expect(taken).toMatchObject({ locked: true, isOwnLock: true, expired: false, lockedBy: { id: first.userId } });
    expect(taken.expiresAt!.getTime() - taken.lockedAt!.getTime()).toBe(15 * 60 * 1000);

    const seen = await reviewLockStatus(db(), second, project.id);
    const holder = await db().user.findUniqueOrThrow({ where: { id: first.userId } });
    expect(seen).toEqual({
      locked: true,
      isOwnLock: false,
      lockedBy: { id: first.userId, username: holder.username, avatarUrl: null },
      lockedAt: taken.lockedAt,
      expiresAt: taken.expiresAt,
      expired: false,
    });
    // Trying to take it answers who holds it and changes nothing.
    expect(await acquireReviewLock(db(), second, project.id)).toMatchObject({ locked: true, isOwnLock: false });
    const until = `${taken.expiresAt!.toISOString().slice(0, 16).replace("T", " ")} UTC`;
    const lockedOut = problem("review.locked", { username: holder.username, until }).text;
    expect(lockedOut).toContain(holder.username);
    await unchangedAfter(project.id, () => decideReview(db(), second, project.id, { decision: "approve" }), {
      code: "conflict",
      message: lockedOut,
    });
    // The same rule holds for a plain status change of a project in review (PATCH, the settings page).
    await unchangedAfter(project.id, () => setProjectStatus(db(), second, project.id, { status: "rejected" }), {
      code: "conflict",
    });
    // Releasing someone else's lock does nothing.
    expect(await releaseReviewLock(db(), second, project.id)).toMatchObject({ locked: true, isOwnLock: false });

    // Refreshing one's own lock moves its time on.
    await db().reviewLock.update({
      where: { projectId: project.id },
      data: { lockedAt: new Date(Date.now() - 5 * 60 * 1000) },
    });
    const refreshed = await acquireReviewLock(db(), first, project.id);
    expect(refreshed.lockedAt!.getTime()).toBeGreaterThan(Date.now() - 60_000);

    expect((await decideReview(db(), first, project.id, { decision: "approve" })).status).toBe("approved");
    expect(await db().reviewLock.count({ where: { projectId: project.id } })).toBe(0);
    expect(await reviewLockStatus(db(), second, project.id)).toEqual({ locked: false, isOwnLock: false });
  });

  it("expires after 15 minutes: an expired lock counts as none and may be taken over", async () => {
    const first = await makeUser(db(), "moderator");
    const second = await makeUser(db(), "moderator");
    const project = await projectIn("processing");
    await acquireReviewLock(db(), first, project.id);
    await db().reviewLock.update({
      where: { projectId: project.id },
      data: { lockedAt: new Date(Date.now() - 16 * 60 * 1000) },
    });
    expect(await reviewLockStatus(db(), second, project.id)).toMatchObject({
      locked: false,
      isOwnLock: false,
      expired: true,
      lockedBy: { id: first.userId },
    });
    expect(await acquireReviewLock(db(), second, project.id)).toMatchObject({
      locked: true,
      isOwnLock: true,
      lockedBy: { id: second.userId },
    });
    // Now the first moderator is the one locked out.
    await unchangedAfter(project.id, () => decideReview(db(), first, project.id, { decision: "reject" }), {
      code: "conflict",
    });
    expect(await releaseReviewLock(db(), second, project.id)).toEqual({ locked: false, isOwnLock: false });
  });

  it("lets exactly one of two moderators racing for a free project take it", async () => {
    const project = await projectIn("processing");
    const racers = [await makeUser(db(), "moderator"), await makeUser(db(), "admin")];
    const answers = await Promise.all(racers.map((racer) => acquireReviewLock(db(), racer, project.id)));
    expect(answers.filter((answer) => answer.isOwnLock)).toHaveLength(1);
    expect(answers.every((answer) => answer.locked)).toBe(true);
    const winner = answers.find((answer) => answer.isOwnLock)!.lockedBy!.id;
    expect(answers.map((answer) => answer.lockedBy!.id)).toEqual([winner, winner]);
  });

  it("is for staff only", async () => {
    const project = await projectIn("processing");
    const member = await addMember(project.teamId, ProjectPermission.EDIT_DETAILS);
    for (const call of [acquireReviewLock, releaseReviewLock, reviewLockStatus]) {
      await expect(call(db(), null, project.id)).rejects.toMatchObject({ code: "unauthorized" });
      for (const notStaff of [project.owner, member, await makeUser(db())]) {
        await expect(call(db(), notStaff, project.id)).rejects.toMatchObject({ code: "forbidden" });
      }
    }
    expect(await db().reviewLock.count({ where: { projectId: project.id } })).toBe(0);
    const moderator = await makeUser(db(), "moderator");
    await expect(acquireReviewLock(db(), moderator, "nothere")).rejects.toMatchObject({ code: "not_found" });
  });
});
