import { describe, expect, it } from "vitest";

import { createPersonalAccessToken } from "../../core/src/auth/tokens";
import { createSession, revokeSession } from "../../core/src/auth/sessions";
import { verifyPassword } from "../../core/src/auth/passwords";
import { hashSecret } from "../../core/src/auth/secrets";
import { hitRateLimit } from "../../core/src/rate-limit/rate-limit";
import { setupTestDatabase } from "../../../tests/setup/test-database";
import { TINY_PNG } from "../../../tests/support/images";
import { authenticate, SIGN_IN_FAILED } from "../src/server/services/authenticate";
import { rateLimits } from "../src/server/services/rate-limits";
import { accountsSettingsSchema } from "../src/server/settings";
import { changePassword } from "../src/server/services/account-settings";
import { createUser } from "../src/server/services/create-user";
import { issueEmailToken } from "../src/server/services/email-tokens";
import { resolveProviderSignIn, unlinkAccount } from "../src/server/services/linked-accounts";
import { requestPasswordReset, resetPassword } from "../src/server/services/password-reset";
import { setAvatar } from "../src/server/services/profile";
import { deleteToken } from "../src/server/services/tokens";
import {
  beginTwoFactorSetup,
  confirmTwoFactorSetup,
  currentCode,
  verifySecondFactor,
} from "../src/server/services/totp";

const database = setupTestDatabase();
let counter = 0;
const user = (password = "a fine password") =>
  createUser(database.db, { username: `player${++counter}`, email: `player${counter}@example.com`, password });

describe("sign-up rules", () => {
  it("refuses a username that differs only in case and creates nothing", async () => {
    await createUser(database.db, { username: "Notch", email: "notch@example.com", password: "a fine password" });
    await expect(
      createUser(database.db, { username: "nOTCH", email: "other@example.com", password: "a fine password" }),
    ).rejects.toThrow("This username is already taken.");
    expect(await database.db.user.count({ where: { usernameKey: "notch" } })).toBe(1);
  });

  it.each([
    ["ab", "Usernames must be between 3 and 39 characters."],
    ["-dash", "Usernames may contain letters, digits, '_' and '-', and must start and end with a letter or digit."],
    ["has space", "Usernames may contain letters, digits, '_' and '-', and must start and end with a letter or digit."],
    ["Admin", "This username is reserved."],
  ])("refuses the username %j", async (username, message) => {
    await expect(createUser(database.db, { username, email: null, password: "a fine password" })).rejects.toThrow(
      message,
    );
  });

  it("refuses a mismatched confirmation with the spec's text", async () => {
    await expect(
      createUser(database.db, {
        username: "mismatch",
        email: null,
        password: "a fine password",
        confirmPassword: "another",
      }),
    ).rejects.toThrow("Passwords do not match!");
    expect(await database.db.user.count({ where: { usernameKey: "mismatch" } })).toBe(0);
  });
});

describe("password sign-in", () => {
  it("gives one generic message for a wrong password and an unknown account", async () => {
    const u = await user();
    await expect(authenticate(database.db, u.username, "wrong password")).rejects.toThrow(SIGN_IN_FAILED);
    await expect(authenticate(database.db, "nobody-at-all", "whatever")).rejects.toThrow(SIGN_IN_FAILED);
    expect(await authenticate(database.db, u.email!.toUpperCase(), "a fine password")).toBe(u.id);
  });

  it("is rate limited per identifier", async () => {
    const rule = { key: "sign-in:id:someone", limit: 3, windowSeconds: 600 };
    const states = [];
    for (let i = 0; i < 4; i++) states.push(await hitRateLimit(database.db, rule));
    expect(states.map((s) => s.allowed)).toEqual([true, true, true, false]);
    expect(states[3]!.remaining).toBe(0);
  });

  it("takes its limits per address and per account from the settings (30 and 10 by default)", async () => {
    const defaults = accountsSettingsSchema.parse({});
    expect(rateLimits.signIn("203.0.113.9", " Someone ", defaults).map((r) => [r.key, r.limit])).toEqual([
      ["sign-in:ip:203.0.113.9", 30],
      ["sign-in:id:someone", 10],
    ]);
    const raised = accountsSettingsSchema.parse({
      AUTH_SIGN_IN_LIMIT_PER_IP: "500",
      AUTH_SIGN_IN_LIMIT_PER_ACCOUNT: "2",
    });
    const [perIp, perAccount] = rateLimits.signIn("203.0.113.10", "limited-account", raised);
    expect(perIp!.limit).toBe(500);
    const states = [];
    for (let i = 0; i < 3; i++) states.push((await hitRateLimit(database.db, perAccount!)).allowed);
    expect(states).toEqual([true, true, false]);
    expect(() => accountsSettingsSchema.parse({ AUTH_SIGN_IN_LIMIT_PER_IP: "0" })).toThrow();
  });

  it("takes the sign-up limit per address from the settings (10 an hour by default)", () => {
    expect(rateLimits.signUp("203.0.113.11", accountsSettingsSchema.parse({})).map((r) => [r.key, r.limit])).toEqual([
      ["sign-up:ip:203.0.113.11", 10],
    ]);
    const raised = accountsSettingsSchema.parse({ AUTH_SIGN_UP_LIMIT_PER_IP: "1000" });
    expect(rateLimits.signUp("203.0.113.11", raised)[0]!.limit).toBe(1000);
    expect(() => accountsSettingsSchema.parse({ AUTH_SIGN_UP_LIMIT_PER_IP: "0" })).toThrow();
  });
});

describe("two-factor codes", () => {
  it("accept a code once, refuse a replay and a wrong code, and use recovery codes up", async () => {
    const u = await user();
    const { secret } = await beginTwoFactorSetup(database.db, u.id, u.username);
    const now = Date.now();
    const recovery = await confirmTwoFactorSetup(database.db, u.id, currentCode(secret, now));
    expect(recovery).toHaveLength(10);
    // The set-up code's time step is used: the same code cannot sign in.
    expect(await verifySecondFactor(database.db, u.id, currentCode(secret, now), now)).toBe(false);
    expect(await verifySecondFactor(database.db, u.id, "000000", now)).toBe(false);
    const next = now + 30_000;
    expect(await verifySecondFactor(database.db, u.id, currentCode(secret, next), next)).toBe(true);
    expect(await verifySecondFactor(database.db, u.id, currentCode(secret, next), next)).toBe(false);
    expect(await verifySecondFactor(database.db, u.id, recovery[0]!)).toBe(true);
    expect(await verifySecondFactor(database.db, u.id, recovery[0]!)).toBe(false);
    const row = await database.db.twoFactor.findUniqueOrThrow({ where: { userId: u.id } });
    expect(row.recoveryCodes).toHaveLength(9);
    expect(row.recoveryCodes).not.toContain(recovery[1]);
  });

  it("refuses to confirm set-up with a wrong code and stays off", async () => {
    const u = await user();
    await beginTwoFactorSetup(database.db, u.id, u.username);
    await expect(confirmTwoFactorSetup(database.db, u.id, "123456")).rejects.toThrow("That code is not valid.");
    expect((await database.db.twoFactor.findUniqueOrThrow({ where: { userId: u.id } })).enabledAt).toBeNull();
  });
});

describe("password reset", () => {
  it("refuses an expired or used link and leaves the password alone", async () => {
    const u = await user("original password");
    const token = await issueEmailToken(database.db, u.id, "reset_password", u.email!);
    await database.db.emailToken.update({
      where: { tokenHash: hashSecret(token) },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    await expect(resetPassword(database.db, token, "new password 1", "new password 1")).rejects.toThrow(
      "This reset link is invalid or has expired. Ask for a new one.",
    );
    const fresh = await issueEmailToken(database.db, u.id, "reset_password", u.email!);
    await resetPassword(database.db, fresh, "new password 1", "new password 1");
    await expect(resetPassword(database.db, fresh, "new password 2", "new password 2")).rejects.toThrow(
      "invalid or has expired",
    );
    const row = await database.db.user.findUniqueOrThrow({ where: { id: u.id } });
    expect(await verifyPassword(row.passwordHash!, "new password 1")).toBe(true);
  });

  it("signs every session out after a reset", async () => {
    const u = await user();
    const session = await createSession(database.db, u.id);
    const token = await issueEmailToken(database.db, u.id, "reset_password", u.email!);
    await resetPassword(database.db, token, "brand new password", "brand new password");
    expect((await database.db.session.findUniqueOrThrow({ where: { id: session.id } })).revokedAt).not.toBeNull();
  });

  it("sends nothing for an unknown account, and says nothing different", async () => {
    const before = await database.db.mailMessage.count();
    await requestPasswordReset(database.db, "ghost-account");
    expect(await database.db.mailMessage.count()).toBe(before);
  });
});

describe("account changes", () => {
  it("refuse a wrong current password without changing the hash", async () => {
    const u = await user("keep this password");
    const before = (await database.db.user.findUniqueOrThrow({ where: { id: u.id } })).passwordHash;
    await expect(
      changePassword(database.db, {
        userId: u.id,
        currentPassword: "wrong",
        password: "x".repeat(10),
        confirm: "x".repeat(10),
        signOutOthers: true,
      }),
    ).rejects.toThrow("Your current password is not correct.");
    expect((await database.db.user.findUniqueOrThrow({ where: { id: u.id } })).passwordHash).toBe(before);
  });

  it("refuse an oversized or non-image avatar and keep the old one", async () => {
    const u = await user();
    const png = TINY_PNG;
    const url = await setAvatar(database.db, u.id, png);
    expect(url).toMatch(new RegExp(`^/cdn/user/${u.id}/[0-9a-f]{40}\\.icon\\.webp$`));
    const big = new Uint8Array(256 * 1024 + 1);
    big.set(png);
    await expect(setAvatar(database.db, u.id, big)).rejects.toThrow("Avatars must be at most 256 KiB.");
    await expect(setAvatar(database.db, u.id, new TextEncoder().encode("<svg onload=alert(1)>"))).rejects.toThrow(
      "Avatars must be PNG, JPEG, GIF or WebP images.",
    );
    // A PNG signature with noise behind it is no image: refused on the avatar field.
    const damaged = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    await expect(setAvatar(database.db, u.id, damaged)).rejects.toMatchObject({
      status: 400,
      fields: { avatar: "The image could not be read: it is damaged or not a PNG, JPEG, GIF or WebP image." },
    });
    expect((await database.db.user.findUniqueOrThrow({ where: { id: u.id } })).avatarUrl).toBe(url);
  });
});

describe("another user's things", () => {
  it("cannot be deleted or revoked by someone else", async () => {
    const owner = await user();
    const other = await user();
    const { id: tokenId } = await createPersonalAccessToken(database.db, {
      userId: owner.id,
      name: "mine",
      scopes: ["PROJECT_READ"],
    });
    await expect(deleteToken(database.db, other.id, tokenId)).rejects.toThrow("Token not found.");
    expect(await database.db.personalAccessToken.count({ where: { id: tokenId } })).toBe(1);
    const session = await createSession(database.db, owner.id);
    expect(await revokeSession(database.db, session.id, other.id)).toBe(false);
    expect((await database.db.session.findUniqueOrThrow({ where: { id: session.id } })).revokedAt).toBeNull();
  });
});

describe("sign-in providers", () => {
  const profile = (id: string, email: string | null) => ({
    provider: "oidc",
    providerAccountId: id,
    email,
    emailVerified: true,
    suggestedUsername: "Herobrine",
  });

  it("creates an account with a free username, then signs the same person in again", async () => {
    const first = await resolveProviderSignIn(database.db, profile("sub-1", "hero@idp.test"), null);
    expect(first.created).toBe(true);
    const again = await resolveProviderSignIn(database.db, profile("sub-1", "hero@idp.test"), null);
    expect(again).toEqual({ userId: first.userId, created: false });
    const second = await resolveProviderSignIn(database.db, profile("sub-2", null), null);
    const names = await database.db.user.findMany({
      where: { id: { in: [first.userId, second.userId] } },
      select: { username: true },
    });
    expect(names.map((n) => n.username).sort()).toEqual(["Herobrine", "Herobrine-1"]);
  });

  it("never merges into an existing account by email, and never moves a link to another user", async () => {
    const u = await user();
    await expect(resolveProviderSignIn(database.db, profile("sub-3", u.email), null)).rejects.toThrow(
      "An account with this email address already exists.",
    );
    const linked = await resolveProviderSignIn(database.db, profile("sub-4", null), u.id);
    expect(linked.userId).toBe(u.id);
    const someoneElse = await user();
    await expect(resolveProviderSignIn(database.db, profile("sub-4", null), someoneElse.id)).rejects.toThrow(
      "This account is already linked to another Hopper user.",
    );
  });

  it("will not unlink the last way into an account without a password", async () => {
    const { userId } = await resolveProviderSignIn(database.db, profile("sub-5", null), null);
    const link = await database.db.linkedAccount.findFirstOrThrow({ where: { userId } });
    await expect(unlinkAccount(database.db, userId, link.id)).rejects.toThrow(
      "Set a password before you unlink your last sign-in provider.",
    );
    expect(await database.db.linkedAccount.count({ where: { userId } })).toBe(1);
  });
});
