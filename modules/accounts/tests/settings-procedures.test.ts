import { describe, expect, it } from "vitest";

import { setupTestDatabase } from "../../../tests/setup/test-database";
import { anonymousCaller, signedInCaller, tokenCaller } from "./callers";

const database = setupTestDatabase();

type Caller = Awaited<ReturnType<typeof signedInCaller>>["caller"];

/** Every procedure that acts on the caller's own account, with a harmless input. */
const ownAccountCalls: [string, (caller: Caller) => Promise<unknown>][] = [
  ["profile.get", (c) => c.profile.get()],
  ["profile.update", (c) => c.profile.update({ username: "renamed-by-nobody", bio: "" })],
  ["profile.setAvatar", (c) => c.profile.setAvatar({ image: new Uint8Array([1, 2, 3]) })],
  ["profile.removeAvatar", (c) => c.profile.removeAvatar()],
  ["profile.setNewsletter", (c) => c.profile.setNewsletter({ newsletter: true })],
  ["security.get", (c) => c.security.get()],
  ["security.changeEmail", (c) => c.security.changeEmail({ email: "new@example.com", currentPassword: "x" })],
  [
    "security.changePassword",
    (c) =>
      c.security.changePassword({
        currentPassword: "x",
        password: "another fine password",
        confirmPassword: "another fine password",
        signOutOthers: true,
      }),
  ],
  ["security.resendVerification", (c) => c.security.resendVerification()],
  ["security.beginTwoFactor", (c) => c.security.beginTwoFactor()],
  ["security.confirmTwoFactor", (c) => c.security.confirmTwoFactor({ code: "000000" })],
  ["security.disableTwoFactor", (c) => c.security.disableTwoFactor({ code: "000000" })],
  ["security.unlinkProvider", (c) => c.security.unlinkProvider({ linkId: "nolink00" })],
  ["security.deleteAccount", (c) => c.security.deleteAccount({ confirmUsername: "whoever" })],
];

describe("accounts settings procedures", () => {
  it.each(ownAccountCalls)("%s refuses an anonymous caller", async (_name, call) => {
    await expect(call(anonymousCaller(database.db) as Caller)).rejects.toMatchObject({ code: "UNAUTHORIZED" });
  });

  it.each(ownAccountCalls.filter(([name]) => name !== "profile.get"))(
    "%s refuses a token with read-only scopes",
    async (_name, call) => {
      const owner = await signedInCaller(database.db);
      const script = await tokenCaller(database.db, owner.user.id, ["USER_READ", "PROJECT_READ"]);
      await expect(call(script)).rejects.toMatchObject({ code: "FORBIDDEN" });
    },
  );

  it("read and change only the caller's own profile; the username rules keep their inline message", async () => {
    const owner = await signedInCaller(database.db);
    const other = await signedInCaller(database.db, "admin");
    expect(await owner.caller.profile.get()).toMatchObject({ username: owner.user.username, bio: null });
    await owner.caller.profile.update({ username: `${owner.user.username}-new`, bio: "Builds farms." });
    expect(await owner.caller.profile.get()).toMatchObject({
      username: `${owner.user.username}-new`,
      bio: "Builds farms.",
    });
    // An admin's own call changes the admin, never the owner: there is no way to name another user.
    expect((await other.caller.profile.get()).username).toBe(other.user.username);
    await expect(
      other.caller.profile.update({ username: `${owner.user.username}-new`, bio: "" }),
    ).rejects.toMatchObject({
      code: "CONFLICT",
      cause: { fields: { username: "This username is already taken." } },
    });
  });

  it("refuses an avatar that is not an image, naming the field", async () => {
    const owner = await signedInCaller(database.db);
    await expect(owner.caller.profile.setAvatar({ image: new Uint8Array([1, 2, 3]) })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      cause: { fields: { avatar: "Avatars must be PNG, JPEG, GIF or WebP images." } },
    });
  });

  it("shows the two-factor secret only while set-up is pending", async () => {
    const owner = await signedInCaller(database.db);
    expect(await owner.caller.security.get()).toMatchObject({
      twoFactor: "off",
      pendingSecret: null,
      hasPassword: true,
    });
    await owner.caller.security.beginTwoFactor();
    const pending = await owner.caller.security.get();
    expect(pending.twoFactor).toBe("pending");
    expect(pending.pendingSecret).toMatch(/^[A-Z2-7]+$/);
    await expect(owner.caller.security.confirmTwoFactor({ code: "000000" })).rejects.toMatchObject({
      cause: { fields: { code: "That code is not valid. Check your authenticator app's clock and try again." } },
    });
  });

  it.each(["user", "moderator", "admin"] as const)(
    "do not let another %s unlink someone's sign-in provider",
    async (role) => {
      const owner = await signedInCaller(database.db);
      const link = await database.db.linkedAccount.create({
        data: {
          id: `l${Math.random().toString(36).slice(2, 9)}`,
          userId: owner.user.id,
          provider: "github",
          providerAccountId: `gh-${role}-${owner.user.id}`,
        },
      });
      const someoneElse = await signedInCaller(database.db, role);
      await expect(someoneElse.caller.security.unlinkProvider({ linkId: link.id })).rejects.toMatchObject({
        code: "NOT_FOUND",
      });
      expect(await database.db.linkedAccount.count({ where: { id: link.id } })).toBe(1);
      await owner.caller.security.unlinkProvider({ linkId: link.id });
      expect(await database.db.linkedAccount.count({ where: { id: link.id } })).toBe(0);
    },
  );

  it("deletes only the caller's account, after the username is typed again", async () => {
    const owner = await signedInCaller(database.db);
    const admin = await signedInCaller(database.db, "admin");
    await expect(admin.caller.security.deleteAccount({ confirmUsername: owner.user.username })).rejects.toMatchObject({
      cause: { fields: { confirmUsername: "Type your username exactly to confirm." } },
    });
    expect(await database.db.user.count({ where: { id: owner.user.id } })).toBe(1);
    await owner.caller.security.deleteAccount({ confirmUsername: owner.user.username });
    expect(await database.db.user.count({ where: { id: owner.user.id } })).toBe(0);
  });
});

describe("accounts staff procedures", () => {
  const staffCalls: [string, (caller: Caller) => Promise<unknown>][] = [
    ["staff.lookupUser", (c) => c.staff.lookupUser({ query: "someone" })],
    ["staff.mailbox", (c) => c.staff.mailbox({})],
  ];

  it.each(staffCalls)("%s refuses anonymous callers and plain users", async (_name, call) => {
    await expect(call(anonymousCaller(database.db) as Caller)).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    const user = await signedInCaller(database.db);
    await expect(call(user.caller)).rejects.toMatchObject({ code: "FORBIDDEN" });
  });

  it.each(["moderator", "admin"] as const)("let a %s look an account up and read the mailbox", async (role) => {
    const owner = await signedInCaller(database.db);
    const staff = await signedInCaller(database.db, role);
    expect(await staff.caller.staff.lookupUser({ query: owner.user.email!.toUpperCase() })).toMatchObject({
      id: owner.user.id,
      username: owner.user.username,
    });
    expect(await staff.caller.staff.lookupUser({ query: "nobody-at-all" })).toBeNull();
    expect(Array.isArray(await staff.caller.staff.mailbox({ to: owner.user.email! }))).toBe(true);
  });
});
