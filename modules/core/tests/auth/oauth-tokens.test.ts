import { describe, expect, it } from "vitest";

import { deleteOAuthAccessTokens, issueOAuthAccessToken } from "../../src/auth/oauth-tokens";
import { scopesToBits, hasScope } from "../../src/auth/scopes";
import { isBannedToken } from "../../src/auth/tokens";
import { resolveViewer } from "../../src/auth/viewer";
import { newId } from "../../src/db/ids";
import { setupTestDatabase } from "../../../../tests/setup/test-database";

// OAuth access tokens resolve like personal access tokens (the oauth module issues them; docs/oauth.md).
const database = setupTestDatabase();

async function makeUser(name: string) {
  return database.db.user.create({ data: { id: newId(), username: name, usernameKey: name.toLowerCase() } });
}

const grant = () => ({ appId: newId(), grantId: newId(), scopes: scopesToBits(["USER_READ", "PROJECT_READ"]) });

describe("OAuth access tokens", () => {
  it("are stored hashed and resolve to the user with the granted scopes only, naming the app", async () => {
    const user = await makeUser("oauthuser");
    const input = { userId: user.id, ...grant() };
    const issued = await issueOAuthAccessToken(database.db, input);
    expect(issued.token).toMatch(/^hoa_[0-9A-Za-z]{40}$/);
    expect(issued.expiresIn).toBe(3600);
    const row = await database.db.oAuthAccessToken.findFirstOrThrow({ where: { userId: user.id } });
    expect(row.tokenHash).not.toContain(issued.token);
    for (const authorization of [issued.token, `Bearer ${issued.token}`]) {
      const viewer = await resolveViewer(database.db, { authorization });
      expect(viewer).toMatchObject({ via: "oauth", appId: input.appId, user: { id: user.id } });
      expect(hasScope(viewer!.scopes, "PROJECT_READ")).toBe(true);
      expect(hasScope(viewer!.scopes, "PROJECT_WRITE")).toBe(false);
    }
  });

  it("stop resolving when expired, deleted, or their user is banned", async () => {
    const user = await makeUser("oauthexpiry");
    const expiring = await issueOAuthAccessToken(database.db, { userId: user.id, ...grant() });
    await database.db.oAuthAccessToken.updateMany({
      where: { userId: user.id },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    expect(await resolveViewer(database.db, { authorization: expiring.token })).toBeNull();

    const input = { userId: user.id, ...grant() };
    const deleted = await issueOAuthAccessToken(database.db, input);
    const kept = await issueOAuthAccessToken(database.db, { userId: user.id, ...grant() });
    expect(await deleteOAuthAccessTokens(database.db, { grantIds: [input.grantId] })).toBe(1);
    expect(await resolveViewer(database.db, { authorization: deleted.token })).toBeNull();
    expect(await resolveViewer(database.db, { authorization: kept.token })).not.toBeNull();

    await database.db.user.update({ where: { id: user.id }, data: { bannedAt: new Date() } });
    expect(await resolveViewer(database.db, { authorization: kept.token })).toBeNull();
    expect(await isBannedToken(database.db, kept.token)).toBe(true);
  });
});
