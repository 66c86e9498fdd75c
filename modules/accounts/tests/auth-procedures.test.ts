import { describe, expect, it } from "vitest";

import { setupTestDatabase } from "../../../tests/setup/test-database";
import { issueEmailToken } from "../src/server/services/email-tokens";
import { anonymousCaller, signedInCaller } from "./callers";

const database = setupTestDatabase();

const liveSession = async (id: string) =>
  (await database.db.session.findUniqueOrThrow({ where: { id }, select: { revokedAt: true } })).revokedAt === null;

describe("accounts.auth procedures (anonymous flows)", () => {
  it("sign-up creates the account and mails its link; its refusals name the field", async () => {
    const anonymous = anonymousCaller(database.db);
    const input = {
      username: "freshface",
      email: "fresh@example.com",
      password: "a fine password",
      confirmPassword: "a fine password",
      newsletter: true,
    };
    await anonymous.auth.signUp(input);
    const user = await database.db.user.findFirstOrThrow({ where: { usernameKey: "freshface" } });
    expect(user.newsletter).toBe(true);
    expect(await database.db.mailMessage.count({ where: { to: "fresh@example.com" } })).toBe(1);
    await expect(anonymous.auth.signUp({ ...input, email: "other@example.com" })).rejects.toMatchObject({
      code: "CONFLICT",
      cause: { fields: { username: "This username is already taken." } },
    });
    await expect(
      anonymous.auth.signUp({ ...input, username: "another1", confirmPassword: "something else" }),
    ).rejects.toMatchObject({ cause: { fields: { confirmPassword: "Passwords do not match!" } } });
  });

  it("a reset request answers the same for an unknown account, and a reset link works once", async () => {
    const anonymous = anonymousCaller(database.db);
    const owner = await signedInCaller(database.db);
    await expect(anonymous.auth.requestPasswordReset({ identifier: "nobody-here" })).resolves.toBeUndefined();
    await expect(anonymous.auth.requestPasswordReset({ identifier: owner.user.username })).resolves.toBeUndefined();
    const token = await issueEmailToken(database.db, owner.user.id, "reset_password", owner.user.email!);
    const reset = { token, password: "a new password", confirmPassword: "a new password" };
    await anonymous.auth.resetPassword(reset);
    expect(await liveSession(owner.sessionId)).toBe(false);
    await expect(anonymous.auth.resetPassword(reset)).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: "This reset link is invalid or has expired. Ask for a new one.",
    });
  });

  it("a verification link verifies its own address once", async () => {
    const anonymous = anonymousCaller(database.db);
    const owner = await signedInCaller(database.db);
    const token = await issueEmailToken(database.db, owner.user.id, "verify_email", owner.user.email!);
    expect(await anonymous.auth.verifyEmail({ token })).toBe("success");
    expect(await anonymous.auth.verifyEmail({ token })).toBe("failed");
    expect(await owner.caller.auth.verifyEmail({ token })).toBe("already-verified");
  });

  it("ending the current session revokes only the caller's own session", async () => {
    const owner = await signedInCaller(database.db);
    const other = await signedInCaller(database.db, "admin");
    await anonymousCaller(database.db).auth.endCurrentSession();
    await owner.caller.auth.endCurrentSession();
    expect(await liveSession(owner.sessionId)).toBe(false);
    expect(await liveSession(other.sessionId)).toBe(true);
  });
});
