import { describe, expect, it } from "vitest";

import { setupTestDatabase } from "../../../tests/setup/test-database";
import { routerCallers } from "./callers";
import { makeNotifications, makeUser } from "./support";

// The site's procedures (list, markRead, markAllRead, delete) as anonymous, another user, the owner, a moderator,
// an admin and a token without the scope; the list's keyset pages, its orders and its read filter.

const database = setupTestDatabase();
const { anonymous, signedIn, withToken } = routerCallers(() => database.db);

const readFlag = async (id: string) => (await database.db.notification.findUniqueOrThrow({ where: { id } })).read;
const exists = async (id: string) => (await database.db.notification.count({ where: { id } })) === 1;

describe("notifications.list", () => {
  it("pages through the viewer's own notifications newest first by keyset, every one exactly once", async () => {
    const owner = await signedIn();
    const ids = await makeNotifications(database.db, owner.id, 7);
    await makeNotifications(database.db, (await makeUser(database.db)).id, 3);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: { notifications: { id: string }[]; nextCursor: string | null } = await owner.caller.list({
        limit: 3,
        cursor,
      });
      expect(page.notifications.length).toBeLessThanOrEqual(3);
      seen.push(...page.notifications.map((n) => n.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual([...ids].reverse());
  });

  it("keeps pages stable when notifications share a creation time (the id breaks the tie)", async () => {
    const owner = await signedIn();
    const ids = await makeNotifications(database.db, owner.id, 5);
    await database.db.notification.updateMany({ where: { id: { in: ids } }, data: { createdAt: new Date(0) } });
    const first = await owner.caller.list({ limit: 2 });
    const second = await owner.caller.list({ limit: 2, cursor: first.nextCursor });
    const third = await owner.caller.list({ limit: 2, cursor: second.nextCursor });
    const seen = [...first.notifications, ...second.notifications, ...third.notifications].map((n) => n.id);
    // Every one exactly once, whatever the database's collation orders the ids by.
    expect(seen).toHaveLength(5);
    expect([...seen].sort()).toEqual([...ids].sort());
    expect(third.nextCursor).toBeNull();
  });

  it("filters by read and orders unread first across pages", async () => {
    const owner = await signedIn();
    const [a, b, c, d] = await makeNotifications(database.db, owner.id, 4);
    await database.db.notification.updateMany({ where: { id: { in: [b!, d!] } }, data: { read: true } });
    expect((await owner.caller.list({ read: false })).notifications.map((n) => n.id)).toEqual([c, a]);
    expect((await owner.caller.list({ read: true })).notifications.map((n) => n.id)).toEqual([d, b]);
    const first = await owner.caller.list({ order: "unread-first", limit: 3 });
    const rest = await owner.caller.list({ order: "unread-first", limit: 3, cursor: first.nextCursor });
    expect([...first.notifications, ...rest.notifications].map((n) => n.id)).toEqual([c, a, d, b]);
    expect(rest.nextCursor).toBeNull();
  });

  it("refuses a forged cursor and a limit out of range with BAD_REQUEST", async () => {
    const owner = await signedIn();
    const forged = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
    for (const cursor of ["not-a-cursor", forged(["x", 1, "a"]), forged([0, Number.MAX_SAFE_INTEGER, "a"])]) {
      await expect(owner.caller.list({ cursor })).rejects.toMatchObject({
        code: "BAD_REQUEST",
        message: "The cursor is not valid; start again from the first page.",
      });
    }
    await expect(owner.caller.list({ limit: 101 })).rejects.toMatchObject({ code: "BAD_REQUEST" });
    await expect(owner.caller.list({ limit: 0 })).rejects.toMatchObject({ code: "BAD_REQUEST" });
  });

  it("refuses anonymous callers and a token without NOTIFICATION_READ; moderators and admins list their own", async () => {
    await expect(anonymous().list()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    const narrow = await withToken(["NOTIFICATION_WRITE"]);
    await expect(narrow.caller.list()).rejects.toMatchObject({ code: "FORBIDDEN" });
    const someone = await makeUser(database.db);
    await makeNotifications(database.db, someone.id, 2);
    for (const role of ["moderator", "admin"] as const) {
      const staff = await signedIn(role);
      const [own] = await makeNotifications(database.db, staff.id, 1);
      expect((await staff.caller.list()).notifications.map((n) => n.id)).toEqual([own]);
    }
  });
});

describe("notifications.markRead and markAllRead", () => {
  it("mark the owner's read; another user and a moderator get NOT_FOUND and change nothing; an admin may", async () => {
    const owner = await signedIn();
    const [mine, forAdmin, forStranger] = await makeNotifications(database.db, owner.id, 3);
    await owner.caller.markRead({ id: mine! });
    expect(await readFlag(mine!)).toBe(true);
    for (const stranger of [await signedIn(), await signedIn("moderator")]) {
      await expect(stranger.caller.markRead({ id: forStranger! })).rejects.toMatchObject({
        code: "NOT_FOUND",
        message: "Notification not found.",
      });
    }
    expect(await readFlag(forStranger!)).toBe(false);
    await (await signedIn("admin")).caller.markRead({ id: forAdmin! });
    expect(await readFlag(forAdmin!)).toBe(true);
  });

  it("markAllRead marks only the viewer's own unread ones and answers how many", async () => {
    const owner = await signedIn();
    const other = await makeUser(database.db);
    const mine = await makeNotifications(database.db, owner.id, 3);
    const [theirs] = await makeNotifications(database.db, other.id, 1);
    await owner.caller.markRead({ id: mine[0]! });
    expect(await owner.caller.markAllRead()).toBe(2);
    expect(await Promise.all(mine.map(readFlag))).toEqual([true, true, true]);
    expect(await readFlag(theirs!)).toBe(false);
    expect(await (await signedIn("admin")).caller.markAllRead()).toBe(0);
    expect(await readFlag(theirs!)).toBe(false);
  });

  it("refuse anonymous callers, a token without NOTIFICATION_WRITE and an empty or over-long id", async () => {
    const owner = await signedIn();
    const [id] = await makeNotifications(database.db, owner.id, 1);
    await expect(anonymous().markRead({ id: id! })).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    await expect(anonymous().markAllRead()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    const narrow = await withToken(["NOTIFICATION_READ"]);
    await expect(narrow.caller.markAllRead()).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(narrow.caller.markRead({ id: id! })).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(owner.caller.markRead({ id: "" })).rejects.toMatchObject({ code: "BAD_REQUEST" });
    await expect(owner.caller.markRead({ id: "x".repeat(500) })).rejects.toMatchObject({ code: "BAD_REQUEST" });
    expect(await readFlag(id!)).toBe(false);
  });
});

describe("notifications.delete", () => {
  it("deletes the owner's; another user and a moderator get NOT_FOUND; an admin may; anonymous is refused", async () => {
    const owner = await signedIn();
    const [mine, forAdmin, kept] = await makeNotifications(database.db, owner.id, 3);
    await owner.caller.delete({ id: mine! });
    expect(await exists(mine!)).toBe(false);
    await expect(owner.caller.delete({ id: mine! })).rejects.toMatchObject({ code: "NOT_FOUND" });
    for (const stranger of [await signedIn(), await signedIn("moderator")]) {
      await expect(stranger.caller.delete({ id: kept! })).rejects.toMatchObject({ code: "NOT_FOUND" });
    }
    await expect(anonymous().delete({ id: kept! })).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    const narrow = await withToken(["NOTIFICATION_READ"]);
    await expect(narrow.caller.delete({ id: kept! })).rejects.toMatchObject({ code: "FORBIDDEN" });
    expect(await exists(kept!)).toBe(true);
    await (await signedIn("admin")).caller.delete({ id: forAdmin! });
    expect(await exists(forAdmin!)).toBe(false);
  });
});
