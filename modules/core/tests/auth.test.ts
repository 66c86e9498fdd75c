import { describe, expect, it } from "vitest";

import { createPersonalAccessToken, resolveAccessToken } from "../src/auth/tokens";
import { createSession, resolveSession, revokeSession } from "../src/auth/sessions";
import { resolveViewer } from "../src/auth/viewer";
import { ALL_SCOPE_BITS, hasScope } from "../src/auth/scopes";
import { newId } from "../src/db/ids";
import { setupTestDatabase } from "../../../tests/setup/test-database";

const database = setupTestDatabase();

async function makeUser(name: string) {
  return database.db.user.create({ data: { id: newId(), username: name, usernameKey: name.toLowerCase() } });
}

describe("personal access tokens", () => {
  it("are stored hashed and resolve, with or without 'Bearer'", async () => {
    const user = await makeUser("tokenowner");
    const { id, token } = await createPersonalAccessToken(database.db, {
      userId: user.id,
      name: "launcher",
      scopes: ["PROJECT_READ", "VERSION_CREATE"],
    });
    const row = await database.db.personalAccessToken.findUniqueOrThrow({ where: { id } });
    expect(row.tokenHash).not.toContain(token);
    expect(row.tokenHash).toHaveLength(64);
    for (const header of [token, `Bearer ${token}`]) {
      const resolved = await resolveAccessToken(database.db, header);
      expect(resolved?.user.id).toBe(user.id);
      expect(hasScope(resolved!.scopes, "VERSION_CREATE")).toBe(true);
      expect(hasScope(resolved!.scopes, "PROJECT_WRITE")).toBe(false);
    }
    const used = await database.db.personalAccessToken.findUniqueOrThrow({ where: { id } });
    expect(used.lastUsedAt).not.toBeNull();
  });

  it("refuse restricted scopes and change nothing", async () => {
    const user = await makeUser("greedy");
    await expect(
      createPersonalAccessToken(database.db, { userId: user.id, name: "all", scopes: ["PROJECT_READ", "PAT_CREATE"] }),
    ).rejects.toThrow("These scopes cannot be given to a token: PAT_CREATE.");
    expect(await database.db.personalAccessToken.count({ where: { userId: user.id } })).toBe(0);
  });

  it("stop working after they expire, and unknown tokens resolve to nobody", async () => {
    const user = await makeUser("expiring");
    const { id, token } = await createPersonalAccessToken(database.db, {
      userId: user.id,
      name: "short",
      scopes: ["PROJECT_READ"],
      expiresInDays: 1,
    });
    await database.db.personalAccessToken.update({ where: { id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect(await resolveAccessToken(database.db, token)).toBeNull();
    expect(await resolveAccessToken(database.db, "hop_doesnotexist")).toBeNull();
    expect(await resolveAccessToken(database.db, "garbage")).toBeNull();
  });
});

describe("sessions", () => {
  it("resolve to their user with every scope until revoked", async () => {
    const user = await makeUser("browser");
    const { id } = await createSession(database.db, user.id, {
      ip: "203.0.113.9",
      userAgent: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36",
    });
    const viewer = await resolveViewer(database.db, { sessionId: id });
    expect(viewer?.user.username).toBe("browser");
    expect(viewer?.scopes).toBe(ALL_SCOPE_BITS);
    const row = await database.db.session.findFirstOrThrow({ where: { userId: user.id } });
    expect(row).toMatchObject({ os: "Linux", platform: "Chrome", ip: "203.0.113.9" });
    await revokeSession(database.db, id);
    expect(await resolveSession(database.db, id)).toBeNull();
  });

  it("expire", async () => {
    const user = await makeUser("stale");
    const { id } = await createSession(database.db, user.id);
    await database.db.session.update({ where: { id }, data: { expiresAt: new Date(Date.now() - 1) } });
    expect(await resolveSession(database.db, id)).toBeNull();
  });
});
