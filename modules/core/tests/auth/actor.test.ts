import { describe, expect, it } from "vitest";

import { actorOf, isStaff } from "../../src/auth";
import type { Viewer } from "../../src/auth";
import { createSession } from "../../src/auth/sessions";
import { resolveViewer } from "../../src/auth/viewer";
import type { Role } from "../../src/db";
import { newId } from "../../src/db/ids";
import { setupTestDatabase } from "../../../../tests/setup/test-database";

const database = setupTestDatabase();

const viewerWith = (role: Role): Viewer => ({
  user: { id: `user-${role}`, username: role, role, email: null, emailVerified: null, avatarUrl: null },
  scopes: 0n,
  via: "token",
});

describe("actorOf", () => {
  it("is null for an anonymous request", () => {
    expect(actorOf(null)).toBeNull();
    expect(actorOf(undefined)).toBeNull();
  });

  it("carries the viewer's user id and site role, nothing else", () => {
    expect(actorOf(viewerWith("moderator"))).toStrictEqual({ userId: "user-moderator", role: "moderator" });
  });

  it("turns a signed-in session into the actor of its user", async () => {
    const user = await database.db.user.create({
      data: { id: newId(), username: "actingadmin", usernameKey: "actingadmin", role: "admin" },
    });
    const session = await createSession(database.db, user.id);
    const viewer = await resolveViewer(database.db, { sessionId: session.id });
    expect(actorOf(viewer)).toStrictEqual({ userId: user.id, role: "admin" });
  });
});

describe("isStaff", () => {
  it("is true for moderators and admins only", () => {
    expect(isStaff({ role: "moderator" })).toBe(true);
    expect(isStaff({ role: "admin" })).toBe(true);
    expect(isStaff({ role: "user" })).toBe(false);
  });

  it("is false for an anonymous caller", () => {
    expect(isStaff(null)).toBe(false);
    expect(isStaff(undefined)).toBe(false);
  });

  it("takes an actor or anything with a role, such as a viewer's user", () => {
    expect(isStaff(actorOf(viewerWith("admin")))).toBe(true);
    expect(isStaff(viewerWith("user").user)).toBe(false);
  });
});
