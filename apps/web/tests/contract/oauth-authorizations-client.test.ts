import { describe, expect, it } from "vitest";
import { z } from "zod";

import { setupApi } from "../../../../modules/catalog/tests/api-project-fixtures";
import { signIn } from "../../../../modules/catalog/tests/session-cookie";
import { issueOAuthAccessToken } from "../../../../modules/core/src/auth/oauth-tokens";
import { resolveViewer } from "../../../../modules/core/src/auth/viewer";
import { scopesToBits } from "../../../../modules/core/src/auth/scopes";
import { newId } from "../../../../modules/core/src/db/ids";
import { contractClients, expectShape, statusOf } from "./client-support";

// The contract for authorized apps: the reference platform's own client, @modrinth/api-client 0.77.0, unchanged,
// pointed at Hopper over real HTTP. labrinth_oauth_internal's getAuthorizations and revokeAuthorization run with the
// browser's session cookie, as the reference's website calls them; every token is refused.

const { database, api, user } = setupApi("contract-oauth-authorizations");
const db = () => database.db;
const clients = contractClients(api, "10.96");

/** Labrinth.OAuth.Internal.OAuthClientAuthorization; extra fields allowed, as in the type. */
const authorizationShape = z.looseObject({
  id: z.string(),
  app_id: z.string(),
  user_id: z.string(),
  scopes: z.number(),
  created: z.iso.datetime({ offset: true }),
});

const SCOPES = scopesToBits(["USER_READ", "PROJECT_READ"]);

/** An app of a new user, authorized by `userId` with an access token, as a finished sign-in leaves it. */
async function authorizedApp(userId: string) {
  const owner = await user();
  const app = await db().oAuthApp.create({
    data: { id: newId(), ownerId: owner.id, name: "Contract App", maxScopes: SCOPES, isPublic: true },
  });
  const authorization = await db().oAuthAuthorization.create({
    data: { id: newId(), appId: app.id, userId, scopes: SCOPES },
  });
  const grant = await db().oAuthGrant.create({
    data: {
      id: newId(),
      authorizationId: authorization.id,
      codeHash: `contract-${newId()}`,
      redirectUri: "http://127.0.0.1/callback",
      scopes: SCOPES,
      codeExpiresAt: new Date(Date.now() + 60_000),
      codeUsedAt: new Date(),
    },
  });
  const { token } = await issueOAuthAccessToken(db(), { userId, appId: app.id, grantId: grant.id, scopes: SCOPES });
  return { app, authorization, token };
}

describe("authorized apps through @modrinth/api-client 0.77.0 (labrinth_oauth_internal)", () => {
  it("getAuthorizations answers the signed-in user's own, in the client's shape", async () => {
    const [person, other] = await Promise.all([user(), user()]);
    const mine = await authorizedApp(person.id);
    await authorizedApp(other.id);
    const session = await signIn(db(), person.id);
    try {
      const listed = await clients({ cookie: session.cookie }).labrinth.oauth_internal.getAuthorizations();
      expect(listed.map((entry) => expectShape(authorizationShape, entry))).toEqual([
        expect.objectContaining({
          id: mine.authorization.id,
          app_id: mine.app.id,
          user_id: person.id,
          scopes: Number(SCOPES),
        }),
      ]);
    } finally {
      await session.revoke();
    }
  });

  it("revokeAuthorization deletes it and its tokens stop at once; another user's app is a 404 that changes nothing", async () => {
    const [person, other] = await Promise.all([user(), user()]);
    const mine = await authorizedApp(person.id);
    const theirs = await authorizedApp(other.id);
    const session = await signIn(db(), person.id);
    try {
      const browser = clients({ cookie: session.cookie });
      expect(await statusOf(browser.labrinth.oauth_internal.revokeAuthorization(theirs.app.id))).toBe(404);
      expect(await resolveViewer(db(), { authorization: theirs.token })).not.toBeNull();
      expect(await statusOf(browser.labrinth.oauth_internal.revokeAuthorization(newId()))).toBe(404);

      expect(await resolveViewer(db(), { authorization: mine.token })).not.toBeNull();
      await browser.labrinth.oauth_internal.revokeAuthorization(mine.app.id);
      expect(await resolveViewer(db(), { authorization: mine.token })).toBeNull();
      expect(await browser.labrinth.oauth_internal.getAuthorizations()).toEqual([]);
      // The app's own token no longer reaches the API.
      const cut = await api.json("/v2/user", { token: mine.token, ip: "10.96.200.1" });
      expect(cut.status).toBe(401);
    } finally {
      await session.revoke();
    }
  });

  it("refuses anonymous callers and every token (the app's own, a personal access token) with 401", async () => {
    const person = await user();
    const mine = await authorizedApp(person.id);
    for (const client of [clients(), clients({ token: mine.token }), clients({ token: person.token })]) {
      expect(await statusOf(client.labrinth.oauth_internal.getAuthorizations())).toBe(401);
      expect(await statusOf(client.labrinth.oauth_internal.revokeAuthorization(mine.app.id))).toBe(401);
    }
    // A token beside the cookie is refused too, so a page script holding a token cannot borrow the session.
    const session = await signIn(db(), person.id);
    try {
      const both = clients({ token: mine.token, cookie: session.cookie });
      expect(await statusOf(both.labrinth.oauth_internal.revokeAuthorization(mine.app.id))).toBe(401);
    } finally {
      await session.revoke();
    }
    expect(await resolveViewer(db(), { authorization: mine.token })).not.toBeNull();
  });

  it("a missing or over-long client_id is a 400 that changes nothing", async () => {
    const person = await user();
    const mine = await authorizedApp(person.id);
    const session = await signIn(db(), person.id);
    try {
      for (const query of ["", `?client_id=${"x".repeat(65)}`]) {
        const refused = await api.json<{ error: string }>(`/_internal/oauth/authorizations${query}`, {
          method: "DELETE",
          headers: { cookie: session.cookie },
          ip: "10.96.201.1",
        });
        expect(refused.status).toBe(400);
        expect(refused.body.error).toBe("invalid_input");
      }
    } finally {
      await session.revoke();
    }
    expect(await resolveViewer(db(), { authorization: mine.token })).not.toBeNull();
  });
});
