import { encode } from "@auth/core/jwt";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { resolveViewer, sessionIdFromCookieHeader } from "../../core/src/auth";
import { createSession } from "../../core/src/auth/sessions";
import { createPersonalAccessToken } from "../../core/src/auth/tokens";
import { authSecret } from "../../core/src/config";
import { createDb } from "../../core/src/db/client";
import type { Db } from "../../core/src/db/client";
import { newId } from "../../core/src/db/ids";
import { setupTestDatabase } from "../../../tests/setup/test-database";
import { changePassword } from "../src/server/services/account-settings";
import { banUser } from "../src/server/services/bans/ban-user";
import { revokeOwnSession } from "../src/server/services/sessions";
import { deleteToken } from "../src/server/services/tokens";

// Several web instances share one database and nothing else: a sign-out, a deleted token or a ban written through
// one instance must be refused by the next request on another, with no cache in between. Two Prisma clients (two
// connection pools) stand for the two processes; each resolves the credentials before the change, so anything
// either of them kept would show up as a stale "still signed in".
const database = setupTestDatabase();
let instanceA: Db;
let instanceB: Db;
const COOKIE = "authjs.session-token";

beforeAll(() => {
  instanceA = createDb(database.url, 2);
  instanceB = createDb(database.url, 2);
});
afterAll(async () => {
  await Promise.all([instanceA.$disconnect(), instanceB.$disconnect()]);
});

async function person(role: "user" | "admin" = "user") {
  const id = newId();
  await instanceA.user.create({ data: { id, username: `rev_${id}`, usernameKey: `rev_${id}`.toLowerCase(), role } });
  return id;
}

/** The cookie Auth.js issues at sign-in: an encrypted JWT carrying the session row's id. */
async function signedIn(userId: string) {
  const session = await createSession(instanceA, userId, { ip: "192.0.2.10", userAgent: "vitest" });
  const value = await encode({ token: { sub: userId, sid: session.id }, secret: authSecret(), salt: COOKIE });
  return { id: session.id, cookie: `${COOKIE}=${value}` };
}

/** What a page or the API on `instance` makes of a browser's cookie (ui/server/viewer.ts, rest-handler.ts). */
async function viewerOf(instance: Db, cookie: string) {
  return resolveViewer(instance, { sessionId: await sessionIdFromCookieHeader(cookie) });
}

describe("revocation seen by every instance", () => {
  it("refuses a session signed out on another instance at the next request", async () => {
    const userId = await person();
    const browser = await signedIn(userId);
    expect((await viewerOf(instanceA, browser.cookie))?.user.id).toBe(userId);
    expect((await viewerOf(instanceB, browser.cookie))?.user.id).toBe(userId);

    await revokeOwnSession(instanceA, userId, browser.id);
    expect(await viewerOf(instanceB, browser.cookie)).toBeNull();
    expect(await viewerOf(instanceA, browser.cookie)).toBeNull();
  });

  it("refuses the other sessions ended by a password change on another instance", async () => {
    const userId = await person();
    const here = await signedIn(userId);
    const there = await signedIn(userId);
    expect((await viewerOf(instanceB, there.cookie))?.user.id).toBe(userId);

    await changePassword(instanceA, {
      userId,
      sessionId: here.id,
      // A user without a password (signed up through a provider) sets one without the current one.
      currentPassword: "",
      password: "a new passphrase 2026",
      confirm: "a new passphrase 2026",
      signOutOthers: true,
    });
    expect(await viewerOf(instanceB, there.cookie)).toBeNull();
    expect((await viewerOf(instanceB, here.cookie))?.user.id).toBe(userId);
  });

  it("refuses a token deleted, and every credential of a user banned, on another instance", async () => {
    const userId = await person();
    const staff = await person("admin");
    const browser = await signedIn(userId);
    const kept = await createPersonalAccessToken(instanceA, { userId, name: "kept", scopes: ["USER_READ"] });
    const removed = await createPersonalAccessToken(instanceA, { userId, name: "removed", scopes: ["USER_READ"] });
    const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
    expect((await resolveViewer(instanceB, bearer(removed.token)))?.user.id).toBe(userId);

    await deleteToken(instanceA, userId, removed.id);
    expect(await resolveViewer(instanceB, bearer(removed.token))).toBeNull();
    expect((await resolveViewer(instanceB, bearer(kept.token)))?.user.id).toBe(userId);

    await banUser(instanceA, { userId: staff, role: "admin" }, userId, "spam");
    expect(await resolveViewer(instanceB, bearer(kept.token))).toBeNull();
    expect(await viewerOf(instanceB, browser.cookie)).toBeNull();
  });
});
