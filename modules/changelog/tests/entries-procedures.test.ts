import { describe, expect, it } from "vitest";

import type { Viewer } from "../../core/src/auth/viewer";
import { createCallerFactory } from "../../core/src/trpc";
import { setupTestDatabase } from "../../../tests/setup/test-database";
import { changelogRouter } from "../src/server/router";
import { codeOf, person } from "./support";

// changelog.entries.* from outside: writing, editing, deleting and the admin reads are the admins' alone —
// anonymous 401, a user or a moderator 403 (moderators do not speak for the product: services/access.ts) — and a
// refused call changes nothing.
const database = setupTestDatabase();
const createCaller = createCallerFactory(changelogRouter);
const callerFor = (viewer: Viewer | null) => createCaller({ db: database.db, viewer, ip: null, userAgent: null });

const input = { product: "web", publishedAt: "2035-05-05T05:00:00Z", versionLabel: "2.0", body: "## Added\n\n- x" };

describe("changelog.entries procedures", () => {
  it("lets only admins write, read for editing, update and delete", async () => {
    const admin = await person(database.db, "admin");
    const existing = await callerFor(admin.viewer).entries.create(input);
    const user = await person(database.db, "user");
    const moderator = await person(database.db, "moderator");
    const refused: [string, Viewer | null, string][] = [
      ["anonymous", null, "UNAUTHORIZED"],
      ["user", user.viewer, "FORBIDDEN"],
      ["moderator", moderator.viewer, "FORBIDDEN"],
    ];
    for (const [who, viewer, code] of refused) {
      const entries = callerFor(viewer).entries;
      expect(await codeOf(entries.create(input)), who).toBe(code);
      expect(await codeOf(entries.update({ id: existing.id, ...input, body: "hijacked" })), who).toBe(code);
      expect(await codeOf(entries.remove({ id: existing.id })), who).toBe(code);
      expect(await codeOf(entries.get({ id: existing.id })), who).toBe(code);
      expect(await codeOf(entries.adminList({ page: 1 })), who).toBe(code);
    }
    expect(await database.db.changelogEntry.count()).toBe(1);
    expect((await database.db.changelogEntry.findUniqueOrThrow({ where: { id: existing.id } })).body).toBe(input.body);

    const entries = callerFor(admin.viewer).entries;
    expect((await entries.get({ id: existing.id })).body).toBe(input.body);
    expect((await entries.update({ id: existing.id, ...input, body: "edited" })).body).toBe("edited");
    expect((await entries.adminList({ page: 1 })).entries.map((item) => item.id)).toEqual([existing.id]);
    expect(await entries.remove({ id: existing.id })).toEqual({ id: existing.id });
    expect(await database.db.changelogEntry.count()).toBe(0);
  });

  it("answers bad input and unknown ids with a 4xx, never a 500", async () => {
    const admin = await person(database.db, "admin");
    const entries = callerFor(admin.viewer).entries;
    expect(await codeOf(entries.create({ ...input, product: "desktop" }))).toBe("BAD_REQUEST");
    expect(await codeOf(entries.create({ ...input, publishedAt: "soon" }))).toBe("BAD_REQUEST");
    expect(await codeOf(entries.create({ ...input, body: "x".repeat(70_000) }))).toBe("BAD_REQUEST");
    expect(await codeOf(entries.create({ ...input, body: "a\u0000b" }))).toBe("BAD_REQUEST");
    expect(await codeOf(entries.get({ id: "nope1234" }))).toBe("NOT_FOUND");
    expect(await codeOf(entries.remove({ id: "x".repeat(65) }))).toBe("BAD_REQUEST");
  });
});
