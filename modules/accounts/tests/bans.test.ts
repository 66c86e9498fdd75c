import { describe, expect, it } from "vitest";

import { createSession, resolveSession } from "../../core/src/auth/sessions";
import { createPersonalAccessToken, resolveAccessToken } from "../../core/src/auth/tokens";
import { resolveViewer } from "../../core/src/auth/viewer";
import { setupTestDatabase } from "../../../tests/setup/test-database";
import { setupRestServer } from "../../../tests/support/rest-server";
import { signInErrorKey } from "../src/server/auth/sign-in-errors";
import { isBanned } from "../src/server/services/bans/ban-state";
import { BAN_REASON_MAX, banUser, unbanUser } from "../src/server/services/bans/ban-user";
import { staffUserDetails } from "../src/server/services/bans/staff-user-details";
import { errorMessages } from "../src/ui/error-messages";
import { signedInCaller } from "./callers";

const database = setupTestDatabase();
const api = setupRestServer();

const actorOf = (user: { user: { id: string } }, role: "user" | "moderator" | "admin") => ({
  userId: user.user.id,
  role,
});

async function tokenOf(userId: string) {
  return (await createPersonalAccessToken(database.db, { userId, name: "ban test", scopes: ["USER_READ"] })).token;
}

describe("bans", () => {
  it("stop a banned user's sessions and tokens at once, and unbanning restores them", async () => {
    const moderator = await signedInCaller(database.db, "moderator");
    const target = await signedInCaller(database.db);
    const token = await tokenOf(target.user.id);
    expect(await resolveSession(database.db, target.sessionId)).not.toBeNull();
    expect((await api.json("/v2/user", { token })).status).toBe(200);

    await banUser(database.db, actorOf(moderator, "moderator"), target.user.id, "Spam in every description");
    expect(await isBanned(database.db, target.user.id)).toBe(true);
    expect(await resolveSession(database.db, target.sessionId)).toBeNull();
    expect(await resolveAccessToken(database.db, token)).toBeNull();
    expect(await resolveViewer(database.db, { sessionId: target.sessionId })).toBeNull();
    // The API says why instead of "invalid token", so the user's app can tell them.
    const refused = await api.json<{ error: string; description: string }>("/v2/user", { token });
    expect(refused.status).toBe(401);
    expect(refused.body.description).toBe("Authentication Error: this account is banned");
    // A session opened after the ban (a sign-in that slipped through) is refused too.
    const later = await createSession(database.db, target.user.id);
    expect(await resolveSession(database.db, later.id)).toBeNull();

    await unbanUser(database.db, actorOf(moderator, "moderator"), target.user.id);
    expect(await isBanned(database.db, target.user.id)).toBe(false);
    expect(await resolveSession(database.db, target.sessionId)).not.toBeNull();
    expect((await api.json("/v2/user", { token })).status).toBe(200);
  });

  it("need a reason of at most 2,000 characters, kept for staff", async () => {
    const moderator = actorOf(await signedInCaller(database.db, "moderator"), "moderator");
    const target = await signedInCaller(database.db);
    await expect(banUser(database.db, moderator, target.user.id, "   ")).rejects.toMatchObject({
      code: "invalid_input",
      fields: { reason: "Give a reason for the ban." },
    });
    await expect(banUser(database.db, moderator, target.user.id, "x".repeat(BAN_REASON_MAX + 1))).rejects.toMatchObject(
      { code: "invalid_input", fields: { reason: "The reason is at most 2000 characters." } },
    );
    expect(await isBanned(database.db, target.user.id)).toBe(false);
    await banUser(database.db, moderator, target.user.id, "x".repeat(BAN_REASON_MAX));
    const details = await staffUserDetails(database.db, moderator, target.user.username.toUpperCase());
    expect(details).toMatchObject({ id: target.user.id, banReason: "x".repeat(BAN_REASON_MAX), hasPassword: true });
    expect(details?.bannedAt).toBeInstanceOf(Date);
  });

  it("are staff's alone; a moderator cannot ban an admin or themselves, an admin can ban a moderator", async () => {
    const user = await signedInCaller(database.db);
    const moderator = await signedInCaller(database.db, "moderator");
    const admin = await signedInCaller(database.db, "admin");
    const target = await signedInCaller(database.db);
    await expect(banUser(database.db, null, target.user.id, "reason")).rejects.toMatchObject({ code: "forbidden" });
    await expect(banUser(database.db, actorOf(user, "user"), target.user.id, "reason")).rejects.toMatchObject({
      code: "forbidden",
    });
    await expect(banUser(database.db, actorOf(moderator, "moderator"), admin.user.id, "reason")).rejects.toMatchObject({
      code: "forbidden",
      message: "Only an admin can ban an admin.",
    });
    await expect(
      banUser(database.db, actorOf(moderator, "moderator"), moderator.user.id, "reason"),
    ).rejects.toMatchObject({ code: "forbidden", message: "You cannot ban yourself." });
    await expect(banUser(database.db, actorOf(admin, "admin"), admin.user.id, "reason")).rejects.toMatchObject({
      code: "forbidden",
    });
    await expect(banUser(database.db, actorOf(moderator, "moderator"), "nobody00", "reason")).rejects.toMatchObject({
      code: "not_found",
      message: "Could not find user",
    });
    expect(await isBanned(database.db, admin.user.id)).toBe(false);
    expect(await isBanned(database.db, moderator.user.id)).toBe(false);
    await banUser(database.db, actorOf(admin, "admin"), moderator.user.id, "Abused the queue");
    expect(await isBanned(database.db, moderator.user.id)).toBe(true);
    await expect(unbanUser(database.db, actorOf(user, "user"), moderator.user.id)).rejects.toMatchObject({
      code: "forbidden",
    });
    expect(await isBanned(database.db, moderator.user.id)).toBe(true);
  });

  it("give the sign-in page a message of its own for a banned provider sign-in (?error=banned)", () => {
    expect(signInErrorKey("banned")).toBe("accountBanned");
    expect(errorMessages.messages.accountBanned).toMatch(/banned/);
  });
});
