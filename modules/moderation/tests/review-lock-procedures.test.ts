import { describe, expect, it } from "vitest";

import { codeOf, setupStaff } from "./staff-support";

const world = setupStaff("review-lock");
const { database } = world;

const statusOf = async (id: string) =>
  (await database.db.project.findUniqueOrThrow({ where: { id }, select: { status: true } })).status;

describe("moderation.review lock and decide", () => {
  it("refuse anonymous callers, users and the project's own members; moderators and admins pass", async () => {
    const project = await world.inReview({ minutesAgo: 30 });
    const who = await world.everyone(project.teamId);
    const input = { projectId: project.id };
    for (const [caller, code] of [
      [who.anonymous, "UNAUTHORIZED"],
      [who.user.caller, "FORBIDDEN"],
      [who.member.caller, "FORBIDDEN"],
    ] as const) {
      expect(await codeOf(caller.review.lock(input))).toBe(code);
      expect(await codeOf(caller.review.lockStatus(input))).toBe(code);
      expect(await codeOf(caller.review.unlock(input))).toBe(code);
      expect(await codeOf(caller.review.decide({ ...input, decision: "approve" }))).toBe(code);
    }
    expect(await database.db.reviewLock.count({ where: { projectId: project.id } })).toBe(0);
    expect(await statusOf(project.id)).toBe("processing");
    expect(await codeOf(who.moderator.caller.review.lockStatus(input))).toBe("OK");
    expect(await codeOf(who.admin.caller.review.lockStatus(input))).toBe("OK");
  });

  it("let one moderator hold the lock: the other sees who and until when, and their decision is refused", async () => {
    const project = await world.inReview({ minutesAgo: 20 });
    const first = await world.person("moderator");
    const second = await world.person("moderator");
    const taken = await first.caller.review.lock({ projectId: project.id });
    expect(taken).toMatchObject({ locked: true, isOwnLock: true, lockedBy: { username: first.username } });
    expect(taken.expiresAt!.getTime() - taken.lockedAt!.getTime()).toBe(15 * 60_000);

    const seen = await second.caller.review.lock({ projectId: project.id });
    expect(seen).toMatchObject({ locked: true, isOwnLock: false, lockedBy: { username: first.username } });
    await expect(
      second.caller.review.decide({ projectId: project.id, decision: "reject", message: "Nope" }),
    ).rejects.toMatchObject({ code: "CONFLICT", message: expect.stringContaining(first.username) });
    expect(await statusOf(project.id)).toBe("processing");
    // Releasing someone else's lock does nothing.
    expect(await second.caller.review.unlock({ projectId: project.id })).toMatchObject({
      isOwnLock: false,
      locked: true,
    });

    const decided = await first.caller.review.decide({
      projectId: project.id,
      decision: "approve",
      message: "Looks **good**.",
    });
    expect(decided.status).toBe("approved");
    expect(await database.db.reviewLock.count({ where: { projectId: project.id } })).toBe(0);
    const row = await database.db.project.findUniqueOrThrow({ where: { id: project.id } });
    expect(row.moderatorMessageBody).toBe("Looks **good**.");
  });

  it("let the holder release the lock, and refuse deciding on a project that is not in review", async () => {
    const project = await world.inReview({ minutesAgo: 10 });
    const moderator = await world.person("moderator");
    await moderator.caller.review.lock({ projectId: project.id });
    expect(await moderator.caller.review.unlock({ projectId: project.id })).toMatchObject({ locked: false });
    const draft = await world.project({ status: "draft", withVersion: true });
    await expect(moderator.caller.review.decide({ projectId: draft.id, decision: "approve" })).rejects.toMatchObject({
      code: "CONFLICT",
    });
    expect(await statusOf(draft.id)).toBe("draft");
    await expect(
      moderator.caller.review.decide({ projectId: project.id, decision: "reject", message: "x".repeat(65_537) }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST" });
    expect(await statusOf(project.id)).toBe("processing");
  });
});

describe("moderation.users", () => {
  it("show details and ban or unban for staff only; a moderator cannot ban an admin", async () => {
    const project = await world.project({ withVersion: true });
    const who = await world.everyone(project.teamId);
    const target = await world.person();
    const ban = { userId: target.id, reason: "Spam" };
    for (const [caller, code] of [
      [who.anonymous, "UNAUTHORIZED"],
      [who.user.caller, "FORBIDDEN"],
      [who.member.caller, "FORBIDDEN"],
    ] as const) {
      expect(await codeOf(caller.users.details({ username: target.username }))).toBe(code);
      expect(await codeOf(caller.users.ban(ban))).toBe(code);
      expect(await codeOf(caller.users.unban({ userId: target.id }))).toBe(code);
    }
    expect((await database.db.user.findUniqueOrThrow({ where: { id: target.id } })).bannedAt).toBeNull();

    const details = await who.moderator.caller.users.details({ username: project.owner.username });
    expect(details).toMatchObject({
      user: { id: project.owner.id, twoFactorOn: false, hasPassword: false, linkedProviders: [] },
      projects: [{ id: project.id }],
      reports: { total: 0, open: 0 },
    });
    expect(await who.moderator.caller.users.details({ username: "no-such-user" })).toBeNull();

    expect(await codeOf(who.moderator.caller.users.ban({ userId: who.admin.id, reason: "x" }))).toBe("FORBIDDEN");
    expect(await codeOf(who.moderator.caller.users.ban({ userId: target.id, reason: "x".repeat(2001) }))).toBe(
      "BAD_REQUEST",
    );
    expect((await who.moderator.caller.users.ban(ban)).bannedAt).toBeInstanceOf(Date);
    // Recorded with its reason (what a ban does to sessions, tokens and sign-in: accounts/tests/bans.test.ts).
    expect(await database.db.user.findUniqueOrThrow({ where: { id: target.id } })).toMatchObject({ banReason: "Spam" });
    expect((await who.admin.caller.users.unban({ userId: target.id })).bannedAt).toBeNull();
  });
});
