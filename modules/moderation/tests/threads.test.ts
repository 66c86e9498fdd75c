import { beforeAll, describe, expect, it } from "vitest";

import { recordStatusChange } from "../src/server/services/threads/status-change";
import { threadsForViewer } from "../src/server/services/threads/thread-read";
import handler from "../src/jobs/project-status-changed";
import { countQueries } from "./query-count";
import { setupThreads } from "./thread-support";

// Threads from outside: who may read, write and delete (anonymous, another user, a team member, a pending invitee,
// the reporter, a moderator, an admin) through the tRPC router and over real HTTP; private notes and hidden
// moderators; the status-change subscriber on retry. docs/moderation.md, "Threads".

const world = setupThreads("moderation-threads");
const { database, send, call } = world;

type Person = Awaited<ReturnType<typeof world.person>>;
type Team = Awaited<ReturnType<typeof world.projectWithTeam>>;
let team: Team;
let member: Person;
let invitee: Person;
let other: Person;
let moderator: Person;
let admin: Person;

interface WireThread {
  id: string;
  type: string;
  project_id: string | null;
  report_id: string | null;
  messages: { id: string; author_id: string | null; body: Record<string, unknown>; hide_identity: boolean }[];
  members: { id: string; username: string }[];
}

const codeOf = async (promise: Promise<unknown>) => {
  try {
    await promise;
    return "OK";
  } catch (error) {
    return (error as { code?: string }).code ?? String(error);
  }
};

beforeAll(async () => {
  team = await world.projectWithTeam();
  [member, invitee, other, moderator, admin] = await Promise.all([
    world.person(),
    world.person(),
    world.person(),
    world.person("moderator"),
    world.person("admin"),
  ]);
  await world.addMember(team.project.teamId, member.id, 0n);
  await world.addMember(team.project.teamId, invitee.id, 0n, false);
});

describe("a project's thread over tRPC", () => {
  it("is empty and unwritten before first use, readable by the team and staff only", async () => {
    const fresh = await world.projectWithTeam();
    const view = await fresh.owner.caller.threads.projectThread({ projectId: fresh.project.id });
    expect(view).toMatchObject({ id: fresh.threadId, type: "project", projectId: fresh.project.id, messages: [] });
    expect(await database.db.thread.findUnique({ where: { id: fresh.threadId } })).toBeNull();
    expect(await codeOf(world.anonymous().threads.thread({ id: fresh.threadId }))).toBe("UNAUTHORIZED");
    expect(await codeOf(other.caller.threads.thread({ id: fresh.threadId }))).toBe("NOT_FOUND");
    expect(await codeOf(invitee.caller.threads.thread({ id: fresh.threadId }))).toBe("NOT_FOUND");
    expect(await codeOf(moderator.caller.threads.thread({ id: fresh.threadId }))).toBe("OK");
    expect(await codeOf(admin.caller.threads.thread({ id: fresh.threadId }))).toBe("OK");
  });

  it("a moderator's message is signed for staff, 'hidden' for the team, and tells the team once", async () => {
    const sent = await moderator.caller.threads.sendMessage({ threadId: team.threadId, body: "Please add a license." });
    const forOwner = await team.owner.caller.threads.thread({ id: team.threadId });
    const mine = forOwner.messages.find((message) => message.id === sent.id)!;
    expect(mine).toMatchObject({ authorId: null, author: null, hideIdentity: true, canDelete: false });
    expect(forOwner.members.map((m) => m.id)).not.toContain(moderator.id);
    const forAdmin = await admin.caller.threads.thread({ id: team.threadId });
    expect(forAdmin.messages.find((message) => message.id === sent.id)).toMatchObject({
      authorId: moderator.id,
      canDelete: true,
    });
    const notices = await database.db.notification.findMany({
      where: { type: "moderator_message", dedupeKey: `thread-message:${sent.id}` },
    });
    expect(notices.map((n) => n.userId).sort()).toEqual([team.owner.id, member.id].sort());
    expect(notices[0]!.link).toMatch(/\/moderation$/);
  });

  it("the team may reply; a creator's reply notifies nobody", async () => {
    const before = await database.db.notification.count();
    const reply = await member.caller.threads.sendMessage({ threadId: team.threadId, body: "Added, thanks." });
    expect(await database.db.notification.count()).toBe(before);
    const seen = await moderator.caller.threads.thread({ id: team.threadId });
    expect(seen.messages.at(-1)).toMatchObject({ id: reply.id, authorId: member.id, hideIdentity: false });
    expect(seen.members.map((m) => m.id)).toContain(member.id);
  });

  it("refuses writers who may not read, private notes from non-staff, empty and non-text bodies", async () => {
    expect(await codeOf(other.caller.threads.sendMessage({ threadId: team.threadId, body: "hi" }))).toBe("NOT_FOUND");
    expect(await codeOf(invitee.caller.threads.sendMessage({ threadId: team.threadId, body: "hi" }))).toBe("NOT_FOUND");
    expect(await codeOf(world.anonymous().threads.sendMessage({ threadId: team.threadId, body: "hi" }))).toBe(
      "UNAUTHORIZED",
    );
    await expect(
      team.owner.caller.threads.sendMessage({ threadId: team.threadId, body: "secret", private: true }),
    ).rejects.toThrow("Only moderators may write private notes.");
    await expect(team.owner.caller.threads.sendMessage({ threadId: team.threadId, body: "   " })).rejects.toThrow(
      "The message is empty.",
    );
    await expect(
      team.owner.caller.threads.sendMessage({ threadId: team.threadId, body: "x".repeat(65_537) }),
    ).rejects.toThrow("65536");
  });

  it("a private note is shown to staff only, and sends no notification", async () => {
    const note = await moderator.caller.threads.sendMessage({
      threadId: team.threadId,
      body: "Checked the jar, fine.",
      private: true,
    });
    expect(await database.db.notification.count({ where: { dedupeKey: `thread-message:${note.id}` } })).toBe(0);
    const forOwner = await team.owner.caller.threads.thread({ id: team.threadId });
    expect(forOwner.messages.map((m) => m.id)).not.toContain(note.id);
    const forAdmin = await admin.caller.threads.thread({ id: team.threadId });
    expect(forAdmin.messages.find((m) => m.id === note.id)?.body).toMatchObject({ type: "text", private: true });
    // The owner cannot delete what it cannot see: not found, not forbidden.
    expect(await codeOf(team.owner.caller.threads.deleteMessage({ messageId: note.id }))).toBe("NOT_FOUND");
  });

  it("deletes: the author and staff; the message stays as a tombstone", async () => {
    const own = await team.owner.caller.threads.sendMessage({ threadId: team.threadId, body: "typo" });
    expect(await codeOf(member.caller.threads.deleteMessage({ messageId: own.id }))).toBe("FORBIDDEN");
    expect(await codeOf(other.caller.threads.deleteMessage({ messageId: own.id }))).toBe("NOT_FOUND");
    expect(await codeOf(world.anonymous().threads.deleteMessage({ messageId: own.id }))).toBe("UNAUTHORIZED");
    await team.owner.caller.threads.deleteMessage({ messageId: own.id });
    const view = await member.caller.threads.thread({ id: team.threadId });
    expect(view.messages.find((m) => m.id === own.id)?.body).toEqual({ type: "deleted", private: false });
    const again = await member.caller.threads.sendMessage({ threadId: team.threadId, body: "second" });
    await moderator.caller.threads.deleteMessage({ messageId: again.id });
    expect((await database.db.threadMessage.findUniqueOrThrow({ where: { id: again.id } })).body).toEqual({
      type: "deleted",
      private: false,
    });
  });
});

describe("a report's thread", () => {
  it("is the reporter's and staff's; a closed report takes the reporter's pen, not staff's", async () => {
    const reporter = await world.person();
    const open = await world.reportThread(reporter.id);
    expect(await codeOf(reporter.caller.threads.thread({ id: open.threadId }))).toBe("OK");
    expect(await codeOf(other.caller.threads.thread({ id: open.threadId }))).toBe("NOT_FOUND");
    expect(await codeOf(team.owner.caller.threads.thread({ id: open.threadId }))).toBe("NOT_FOUND");
    await reporter.caller.threads.sendMessage({ threadId: open.threadId, body: "More context" });
    const closed = await world.reportThread(reporter.id, true);
    await expect(reporter.caller.threads.sendMessage({ threadId: closed.threadId, body: "wait" })).rejects.toThrow(
      "This report is closed",
    );
    expect(await codeOf(moderator.caller.threads.sendMessage({ threadId: closed.threadId, body: "Done." }))).toBe("OK");
    const view = await reporter.caller.threads.thread({ id: closed.threadId });
    expect(view).toMatchObject({ type: "report", reportId: closed.reportId, access: { read: true, write: false } });
    expect(view.messages[0]).toMatchObject({ authorId: null, hideIdentity: true });
  });
});

describe("the thread routes over HTTP (/v2 and /v3)", () => {
  it("GET /v2/thread/{id}: 401 without a token, 404 for others, the reference's shape for the team", async () => {
    expect((await call(`/v2/thread/${team.threadId}`)).status).toBe(401);
    expect((await call(`/v2/thread/${team.threadId}`, { token: other.token })).status).toBe(404);
    expect((await call(`/v2/thread/${team.threadId}`, { token: invitee.token })).status).toBe(404);
    const got = await call<WireThread>(`/v3/thread/${team.threadId}`, { token: team.owner.token });
    expect(got.status).toBe(200);
    expect(got.body).toMatchObject({
      id: team.threadId,
      type: "project",
      project_id: team.project.id,
      report_id: null,
    });
    const hidden = got.body.messages.filter((m) => m.hide_identity);
    expect(hidden.length).toBeGreaterThan(0);
    expect(hidden.every((m) => m.author_id === null)).toBe(true);
    expect(got.body.messages.some((m) => m.body.private === true)).toBe(false);
    const staff = await call<WireThread>(`/v2/thread/${team.threadId}`, { token: admin.token });
    expect(staff.body.messages.some((m) => m.body.private === true)).toBe(true);
    expect(staff.body.messages.filter((m) => m.hide_identity).every((m) => m.author_id !== null)).toBe(true);
  });

  it("a token without THREAD_READ / THREAD_WRITE is refused", async () => {
    const narrow = await world.tokenFor(team.owner.id, ["PROJECT_READ"]);
    expect((await call(`/v2/thread/${team.threadId}`, { token: narrow })).status).toBe(401);
    const posted = await send("POST", `/v2/thread/${team.threadId}`, narrow, { body: { type: "text", body: "x" } });
    expect(posted.status).toBe(401);
  });

  it("POST /v2/thread/{id}: text from the team and staff, 204; other types 400; strangers 404", async () => {
    const ok = await send("POST", `/v2/thread/${team.threadId}`, team.owner.token, {
      body: { type: "text", body: "Over HTTP" },
    });
    expect(ok.status).toBe(204);
    const status = await send("POST", `/v3/thread/${team.threadId}`, team.owner.token, {
      body: { type: "status_change", old_status: "draft", new_status: "approved" },
    });
    expect(status).toMatchObject({ status: 400, body: { description: "Only text messages can be sent." } });
    const privateNote = await send("POST", `/v2/thread/${team.threadId}`, team.owner.token, {
      body: { type: "text", body: "psst", private: true },
    });
    expect(privateNote.status).toBe(403);
    const stranger = await send("POST", `/v2/thread/${team.threadId}`, other.token, {
      body: { type: "text", body: "hi" },
    });
    expect(stranger.status).toBe(404);
    const tooLong = await send("POST", `/v2/thread/${team.threadId}`, moderator.token, {
      body: { type: "text", body: "x".repeat(65_537) },
    });
    expect(tooLong.status).toBe(400);
    expect(
      (
        await send("POST", `/v2/thread/${team.threadId}`, moderator.token, {
          body: { type: "text", body: "ok", private: true },
        })
      ).status,
    ).toBe(204);
  });

  it("GET /v2/threads?ids=: the readable ones in the order asked, at most 100 ids", async () => {
    const reporter = await world.person();
    const report = await world.reportThread(reporter.id);
    const ids = JSON.stringify([report.threadId, team.threadId, "NOSUCHID"]);
    const forOwner = await call<WireThread[]>(`/v2/threads?ids=${encodeURIComponent(ids)}`, {
      token: team.owner.token,
    });
    expect(forOwner.body.map((t) => t.id)).toEqual([team.threadId]);
    const forMod = await call<WireThread[]>(`/v3/threads?ids=${encodeURIComponent(ids)}`, { token: moderator.token });
    expect(forMod.body.map((t) => t.id)).toEqual([report.threadId, team.threadId]);
    const many = JSON.stringify(Array.from({ length: 101 }, (_, i) => `T${String(i).padStart(7, "0")}`));
    expect((await call(`/v2/threads?ids=${encodeURIComponent(many)}`, { token: moderator.token })).status).toBe(400);
  });

  it("threads by ids: a member's bulk read costs the same queries for one project thread as for three", async () => {
    const teams = [team, await world.projectWithTeam(), await world.projectWithTeam()];
    const reader = await world.person();
    for (const each of teams) await world.addMember(each.project.teamId, reader.id, 0n);
    const actor = { userId: reader.id, role: "user" as const };
    const queries = async (threadIds: string[]) => {
      return countQueries(database.db, async (counted) => {
        const views = await threadsForViewer(counted, actor, threadIds);
        expect(views.map((view) => view.id)).toEqual(threadIds);
      });
    };
    expect(await queries(teams.map((each) => each.threadId))).toBe(await queries([team.threadId]));
  });

  it("DELETE /v2/message/{id}: the author 204, another member 403, a stranger 404", async () => {
    const sent = await team.owner.caller.threads.sendMessage({ threadId: team.threadId, body: "to delete" });
    expect((await send("DELETE", `/v2/message/${sent.id}`, other.token)).status).toBe(404);
    expect((await send("DELETE", `/v2/message/${sent.id}`, member.token)).status).toBe(403);
    expect((await send("DELETE", `/v3/message/${sent.id}`, team.owner.token)).status).toBe(204);
    expect((await send("DELETE", `/v2/message/NOSUCHID`, admin.token)).status).toBe(404);
  });
});

describe("status changes in the thread", () => {
  it("the subscriber writes the change and the moderator's words once, however often the job runs", async () => {
    const fresh = await world.projectWithTeam();
    const event = {
      projectId: fresh.project.id,
      oldStatus: "processing",
      newStatus: "rejected",
      changedBy: moderator.id,
      changedAt: new Date().toISOString(),
      moderatorMessage: "Missing license",
      moderatorMessageBody: "Please **add** one.",
    };
    const ctx = { db: database.db, jobId: "test", send: async () => null };
    await handler(event, ctx);
    await handler(event, ctx);
    expect(await recordStatusChange(database.db, event)).toBe(0);
    const rows = await database.db.threadMessage.findMany({
      where: { threadId: fresh.threadId },
      orderBy: { created: "asc" },
    });
    expect(rows.map((row) => row.body)).toEqual([
      { type: "status_change", old_status: "processing", new_status: "rejected" },
      { type: "text", body: "Missing license\n\nPlease **add** one.", private: false },
    ]);
    expect(rows.every((row) => row.hideIdentity && row.authorId === moderator.id)).toBe(true);
    const view = await fresh.owner.caller.threads.thread({ id: fresh.threadId });
    expect(view.messages.map((m) => m.authorId)).toEqual([null, null]);
  });

  it("the team's own change is signed; an explicit hideIdentity wins", async () => {
    const fresh = await world.projectWithTeam();
    const base = { projectId: fresh.project.id, changedBy: fresh.owner.id };
    await recordStatusChange(database.db, {
      ...base,
      oldStatus: "approved",
      newStatus: "unlisted",
      changedAt: "2026-11-20T10:00:00.000Z",
    });
    await recordStatusChange(database.db, {
      ...base,
      oldStatus: "unlisted",
      newStatus: "approved",
      changedAt: "2026-11-21T10:00:00.000Z",
      hideIdentity: true,
    });
    const view = await fresh.owner.caller.threads.thread({ id: fresh.threadId });
    expect(view.messages.map((m) => m.authorId)).toEqual([fresh.owner.id, null]);
  });
});
