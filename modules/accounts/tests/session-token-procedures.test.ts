import { describe, expect, it } from "vitest";

import { createSession } from "../../core/src/auth/sessions";
import { createPersonalAccessToken } from "../../core/src/auth/tokens";
import { setupTestDatabase } from "../../../tests/setup/test-database";
import { anonymousCaller, signedInCaller, tokenCaller } from "./callers";

const database = setupTestDatabase();

const liveSession = async (id: string) =>
  (await database.db.session.findUniqueOrThrow({ where: { id }, select: { revokedAt: true } })).revokedAt === null;

describe("accounts.sessions procedures", () => {
  it("refuse anonymous callers", async () => {
    const anonymous = anonymousCaller(database.db);
    await expect(anonymous.sessions.list()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    const owner = await signedInCaller(database.db);
    await expect(anonymous.sessions.revoke({ sessionId: owner.sessionId })).rejects.toMatchObject({
      code: "UNAUTHORIZED",
    });
    expect(await liveSession(owner.sessionId)).toBe(true);
  });

  it("list only the caller's own sessions, the current one marked", async () => {
    const owner = await signedInCaller(database.db);
    const other = await createSession(database.db, owner.user.id, { userAgent: "Mozilla/5.0 (Windows NT 10.0)" });
    const stranger = await signedInCaller(database.db);
    const sessions = await owner.caller.sessions.list();
    expect(sessions.map((s) => [s.id, s.current]).sort()).toEqual(
      [
        [owner.sessionId, true],
        [other.id, false],
      ].sort(),
    );
    expect((await stranger.caller.sessions.list()).map((s) => s.id)).toEqual([stranger.sessionId]);
  });

  it.each(["user", "moderator", "admin"] as const)(
    "do not let another %s revoke someone's session (not found, still live)",
    async (role) => {
      const owner = await signedInCaller(database.db);
      const someoneElse = await signedInCaller(database.db, role);
      await expect(someoneElse.caller.sessions.revoke({ sessionId: owner.sessionId })).rejects.toMatchObject({
        code: "NOT_FOUND",
        message: "Session not found.",
      });
      expect(await liveSession(owner.sessionId)).toBe(true);
    },
  );

  it("let the owner revoke their own other session", async () => {
    const owner = await signedInCaller(database.db);
    const other = await createSession(database.db, owner.user.id);
    await owner.caller.sessions.revoke({ sessionId: other.id });
    expect(await liveSession(other.id)).toBe(false);
    expect((await owner.caller.sessions.list()).map((s) => s.id)).toEqual([owner.sessionId]);
  });

  it("refuse a token without the session scopes, and those scopes cannot be given to a token", async () => {
    const owner = await signedInCaller(database.db);
    const script = await tokenCaller(database.db, owner.user.id, ["USER_READ"]);
    await expect(script.sessions.list()).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(script.sessions.revoke({ sessionId: owner.sessionId })).rejects.toMatchObject({ code: "FORBIDDEN" });
    expect(await liveSession(owner.sessionId)).toBe(true);
  });

  it("check the input shape", async () => {
    const owner = await signedInCaller(database.db);
    await expect(owner.caller.sessions.revoke({ sessionId: "" })).rejects.toMatchObject({ code: "BAD_REQUEST" });
  });
});

describe("accounts.tokens procedures", () => {
  const tokenOf = async (userId: string) =>
    (await createPersonalAccessToken(database.db, { userId, name: "launcher", scopes: ["USER_READ"] })).id;
  const tokenExists = async (id: string) => (await database.db.personalAccessToken.count({ where: { id } })) === 1;

  it("refuse anonymous callers", async () => {
    const anonymous = anonymousCaller(database.db);
    const owner = await signedInCaller(database.db);
    const id = await tokenOf(owner.user.id);
    await expect(anonymous.tokens.list()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    await expect(anonymous.tokens.create({ name: "mine now", scopes: ["USER_READ"] })).rejects.toMatchObject({
      code: "UNAUTHORIZED",
    });
    await expect(anonymous.tokens.delete({ tokenId: id })).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    expect(await tokenExists(id)).toBe(true);
  });

  it.each(["user", "moderator", "admin"] as const)(
    "do not show or delete someone's token to another %s",
    async (role) => {
      const owner = await signedInCaller(database.db);
      const id = await tokenOf(owner.user.id);
      const someoneElse = await signedInCaller(database.db, role);
      expect(await someoneElse.caller.tokens.list()).toEqual([]);
      await expect(someoneElse.caller.tokens.delete({ tokenId: id })).rejects.toMatchObject({
        code: "NOT_FOUND",
        message: "Token not found.",
      });
      expect(await tokenExists(id)).toBe(true);
    },
  );

  it("let the owner create, list and delete a token; the secret is only in the create answer", async () => {
    const owner = await signedInCaller(database.db);
    const { token } = await owner.caller.tokens.create({
      name: "deploy script",
      scopes: ["VERSION_CREATE"],
      expiresInDays: 30,
    });
    expect(token).toMatch(/^hop_/);
    const [listed] = await owner.caller.tokens.list();
    expect(listed).toMatchObject({ name: "deploy script", scopes: ["VERSION_CREATE"] });
    expect(JSON.stringify(listed)).not.toContain(token);
    await owner.caller.tokens.delete({ tokenId: listed!.id });
    expect(await owner.caller.tokens.list()).toEqual([]);
  });

  it("keep the service's rules and messages (restricted scope, short name, bad expiry)", async () => {
    const owner = await signedInCaller(database.db);
    await expect(owner.caller.tokens.create({ name: "x", scopes: ["USER_READ"] })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: "Token name must be between 3 and 64 characters.",
    });
    await expect(owner.caller.tokens.create({ name: "takeover", scopes: ["PAT_CREATE"] })).rejects.toMatchObject({
      message: "These scopes cannot be given to a token: PAT_CREATE.",
    });
    await expect(
      owner.caller.tokens.create({ name: "half a day", scopes: ["USER_READ"], expiresInDays: 0.5 }),
    ).rejects.toMatchObject({ message: "Expiry must be a whole number of days, at least 1." });
    await expect(
      // @ts-expect-error an unknown scope name is refused by the input schema
      owner.caller.tokens.create({ name: "unknown scope", scopes: ["EVERYTHING"] }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST" });
    expect(await owner.caller.tokens.list()).toEqual([]);
  });

  it("refuse a token managing tokens", async () => {
    const owner = await signedInCaller(database.db);
    const script = await tokenCaller(database.db, owner.user.id, ["USER_READ", "USER_WRITE"]);
    await expect(script.tokens.list()).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(script.tokens.create({ name: "escalate", scopes: ["USER_READ"] })).rejects.toMatchObject({
      code: "FORBIDDEN",
    });
  });
});
