import { describe, expect, it } from "vitest";

import { issueOAuthAccessToken } from "../../core/src/auth/oauth-tokens";
import { scopesToBits } from "../../core/src/auth/scopes";
import type { ScopeName } from "../../core/src/auth/scopes";
import { createSession } from "../../core/src/auth/sessions";
import { createPersonalAccessToken } from "../../core/src/auth/tokens";
import { resolveViewer } from "../../core/src/auth/viewer";
import type { Viewer } from "../../core/src/auth/viewer";
import { newId } from "../../core/src/db/ids";
import type { Role } from "../../core/src/db/generated/client";
import { AppError } from "../../core/src/errors/app-error";
import { createCallerFactory } from "../../core/src/trpc";
import { setupTestDatabase } from "../../../tests/setup/test-database";
import { countQueries } from "../../moderation/tests/query-count";
import { oauthRouter } from "../src/server/router";
import { listAuthorizations } from "../src/server/services/authorizations/list-authorizations";
import { revokeAuthorization } from "../src/server/services/authorizations/revoke-authorization";

// Authorized apps (issue 17, "Authorizations"): the list (one query whatever its length) and revoking, tried as
// anonymous, another user, the user, a moderator and an admin; revoking cuts the app's tokens at once, and a refused
// revoke changes nothing. The consent procedures take a signed-in browser only.
const database = setupTestDatabase();
const db = () => database.db;
const createCaller = createCallerFactory(oauthRouter);

const bits = (...scopes: ScopeName[]) => scopesToBits(scopes);

async function person(role: Role = "user") {
  const id = newId();
  const username = `z${id.toLowerCase()}`;
  await db().user.create({ data: { id, username, usernameKey: username, role } });
  const session = await createSession(db(), id);
  const viewer = (await resolveViewer(db(), { sessionId: session.id }))!;
  return { id, username, viewer, caller: createCaller({ db: db(), viewer, ip: null, userAgent: null }) };
}
const anonymous = () => createCaller({ db: db(), viewer: null, ip: null, userAgent: null });

async function app(ownerId: string, name = "Launcher", options: { isPublic?: boolean; redirectUri?: string } = {}) {
  return db().oAuthApp.create({
    data: {
      id: newId(),
      ownerId,
      name,
      maxScopes: bits("USER_READ", "PROJECT_READ", "PROJECT_WRITE"),
      isPublic: options.isPublic ?? true,
      secretHash: options.isPublic === false ? "0".repeat(64) : null,
      redirectUris: { create: [{ id: newId(), uri: options.redirectUri ?? "http://127.0.0.1/callback" }] },
    },
  });
}

/** A user's authorization of an app with one grant, one refresh token and one access token, as a token exchange leaves. */
async function authorize(userId: string, appId: string, scopes = bits("USER_READ", "PROJECT_READ")) {
  const authorization = await db().oAuthAuthorization.create({ data: { id: newId(), appId, userId, scopes } });
  const grant = await db().oAuthGrant.create({
    data: {
      id: newId(),
      authorizationId: authorization.id,
      codeHash: `hash-${newId()}`,
      redirectUri: "http://127.0.0.1/callback",
      scopes,
      codeExpiresAt: new Date(Date.now() + 60_000),
      codeUsedAt: new Date(),
    },
  });
  await db().oAuthRefreshToken.create({
    data: {
      id: newId(),
      grantId: grant.id,
      tokenHash: `refresh-${newId()}`,
      expiresAt: new Date(Date.now() + 86_400_000),
    },
  });
  const { token } = await issueOAuthAccessToken(db(), { userId, appId, grantId: grant.id, scopes });
  return { authorization, grant, token };
}

async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return "OK";
  } catch (error) {
    return (error as { code?: string }).code ?? String(error);
  }
}

const rowsOf = async (userId: string, appId: string) => ({
  authorizations: await db().oAuthAuthorization.count({ where: { userId, appId } }),
  grants: await db().oAuthGrant.count({ where: { authorization: { userId, appId } } }),
  tokens: await db().oAuthAccessToken.count({ where: { userId, appId } }),
});

describe("listAuthorizations", () => {
  it("lists the user's own authorizations only, newest first, with the app, its owner and the scopes", async () => {
    const [user, other, creator] = await Promise.all([person(), person(), person()]);
    const first = await app(creator.id, "First App");
    const second = await app(creator.id, "Second App");
    const older = await authorize(user.id, first.id);
    await authorize(user.id, second.id, bits("PROJECT_WRITE"));
    // Dates set, not waited for: the first was authorized a day earlier.
    await db().oAuthAuthorization.update({
      where: { id: older.authorization.id },
      data: { createdAt: new Date(Date.now() - 86_400_000) },
    });
    await authorize(other.id, first.id);

    const listed = await listAuthorizations(db(), user.id);
    expect(listed.map((entry) => entry.app.name)).toEqual(["Second App", "First App"]);
    expect(listed[0]).toMatchObject({
      appId: second.id,
      userId: user.id,
      scopes: ["PROJECT_WRITE"],
      app: { owner: { id: creator.id, username: creator.username } },
    });
    expect(listed[1]!.scopes).toEqual(["USER_READ", "PROJECT_READ"]);
    expect(await listAuthorizations(db(), (await person()).id)).toEqual([]);
  });

  it("costs one query for one authorization and for three (no query per app or owner)", async () => {
    const [one, three, creator] = await Promise.all([person(), person(), person()]);
    await authorize(one.id, (await app(creator.id)).id);
    for (let i = 0; i < 3; i += 1) await authorize(three.id, (await app((await person()).id)).id);
    const forOne = await countQueries(db(), (counted) => listAuthorizations(counted, one.id));
    const forThree = await countQueries(db(), (counted) => listAuthorizations(counted, three.id));
    expect(forOne).toBe(1);
    expect(forThree).toBe(1);
  });
});

describe("revokeAuthorization", () => {
  it("deletes the authorization, its grants and refresh tokens, and cuts its access tokens at once", async () => {
    const [user, creator] = await Promise.all([person(), person()]);
    const target = await app(creator.id);
    const other = await app(creator.id, "Other App");
    const { token, grant } = await authorize(user.id, target.id);
    const kept = await authorize(user.id, other.id);
    expect(await resolveViewer(db(), { authorization: token })).toMatchObject({ via: "oauth", appId: target.id });

    await revokeAuthorization(db(), user.id, target.id);
    expect(await resolveViewer(db(), { authorization: token })).toBeNull();
    expect(await rowsOf(user.id, target.id)).toEqual({ authorizations: 0, grants: 0, tokens: 0 });
    expect(await db().oAuthRefreshToken.count({ where: { grantId: grant.id } })).toBe(0);
    // The user's other app keeps working.
    expect(await resolveViewer(db(), { authorization: kept.token })).toMatchObject({ appId: other.id });
  });

  it("refuses another user's authorization and an app never authorized with not_found, changing nothing", async () => {
    const [user, intruder, creator] = await Promise.all([person(), person(), person()]);
    const target = await app(creator.id);
    const { token } = await authorize(user.id, target.id);
    const before = await rowsOf(user.id, target.id);

    for (const [userId, appId] of [
      [intruder.id, target.id],
      [creator.id, target.id],
      [user.id, newId()],
      [user.id, ""],
    ] as const) {
      const refused = await revokeAuthorization(db(), userId, appId).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(AppError);
      expect(refused).toMatchObject({ code: "not_found" });
    }
    expect(await rowsOf(user.id, target.id)).toEqual(before);
    expect(await resolveViewer(db(), { authorization: token })).not.toBeNull();
  });
});

describe("the authorizations procedures (oauth.authorizations.*)", () => {
  it("answer the viewer's own list; anonymous is refused", async () => {
    const [user, other, creator] = await Promise.all([person(), person(), person()]);
    const target = await app(creator.id, "Procedure App");
    await authorize(user.id, target.id);
    expect((await user.caller.authorizations.list()).map((entry) => entry.appId)).toEqual([target.id]);
    expect(await other.caller.authorizations.list()).toEqual([]);
    expect(await codeOf(anonymous().authorizations.list())).toBe("UNAUTHORIZED");
  });

  it("revoke: the user only; anonymous, another user, a moderator and an admin change nothing", async () => {
    const [user, other, moderator, admin, creator] = await Promise.all([
      person(),
      person(),
      person("moderator"),
      person("admin"),
      person(),
    ]);
    const target = await app(creator.id);
    const { token } = await authorize(user.id, target.id);
    expect(await codeOf(anonymous().authorizations.revoke({ appId: target.id }))).toBe("UNAUTHORIZED");
    for (const caller of [other.caller, moderator.caller, admin.caller, creator.caller]) {
      expect(await codeOf(caller.authorizations.revoke({ appId: target.id }))).toBe("NOT_FOUND");
    }
    expect(await codeOf(user.caller.authorizations.revoke({ appId: "x".repeat(65) }))).toBe("BAD_REQUEST");
    expect(await resolveViewer(db(), { authorization: token })).not.toBeNull();

    expect(await codeOf(user.caller.authorizations.revoke({ appId: target.id }))).toBe("OK");
    expect(await resolveViewer(db(), { authorization: token })).toBeNull();
    expect(await user.caller.authorizations.list()).toEqual([]);
  });

  it("refuse any token, even the user's own personal access token or the app's access token", async () => {
    const [user, creator] = await Promise.all([person(), person()]);
    const target = await app(creator.id);
    const { token } = await authorize(user.id, target.id);
    const pat = await createPersonalAccessToken(db(), { userId: user.id, name: "all", scopes: ["USER_READ"] });
    for (const secret of [token, pat.token]) {
      const viewer = (await resolveViewer(db(), { authorization: secret })) as Viewer;
      const caller = createCaller({ db: db(), viewer, ip: null, userAgent: null });
      expect(await codeOf(caller.authorizations.list())).toBe("FORBIDDEN");
      expect(await codeOf(caller.authorizations.revoke({ appId: target.id }))).toBe("FORBIDDEN");
      expect(
        await codeOf(caller.consent.start({ request: { client_id: target.id }, origin: "http://localhost:3000" })),
      ).toBe("FORBIDDEN");
      expect(
        await codeOf(caller.consent.answer({ flowId: "x", answer: "accept", origin: "http://localhost:3000" })),
      ).toBe("FORBIDDEN");
    }
    expect(await rowsOf(user.id, target.id)).toMatchObject({ authorizations: 1, tokens: 1 });
  });
});

describe("the consent procedures (oauth.consent.*)", () => {
  const request = (clientId: string, extra: Record<string, string> = {}) => ({
    client_id: clientId,
    redirect_uri: "http://127.0.0.1:4567/callback",
    scope: "USER_READ PROJECT_READ",
    state: "s-1",
    code_challenge: "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM",
    code_challenge_method: "S256",
    ...extra,
  });

  it("start asks for consent; Decline sends access_denied with the state; the flow then is gone", async () => {
    const [user, creator] = await Promise.all([person(), person()]);
    const target = await app(creator.id, "Consent App");
    const origin = "http://localhost:3000";
    const started = await user.caller.consent.start({ request: request(target.id), origin });
    expect(started).toMatchObject({
      kind: "consent",
      scopes: ["USER_READ", "PROJECT_READ"],
      redirectUri: "http://127.0.0.1:4567/callback",
      app: { id: target.id, name: "Consent App", owner: { username: creator.username } },
    });
    if (started.kind !== "consent") throw new Error("no consent");
    // Another user cannot answer it.
    const other = await person();
    expect(await other.caller.consent.answer({ flowId: started.flowId, answer: "accept", origin })).toBeNull();
    const declined = await user.caller.consent.answer({ flowId: started.flowId, answer: "reject", origin });
    const location = new URL(declined!.location);
    expect(location.origin + location.pathname).toBe("http://127.0.0.1:4567/callback");
    expect(location.searchParams.get("error")).toBe("access_denied");
    expect(location.searchParams.get("state")).toBe("s-1");
    expect(await user.caller.consent.answer({ flowId: started.flowId, answer: "accept", origin })).toBeNull();
    expect(await rowsOf(user.id, target.id)).toMatchObject({ authorizations: 0 });
  });

  it("Authorize sends a code and records the authorization; a second request goes straight back only when the app can prove who it is", async () => {
    const [user, creator] = await Promise.all([person(), person()]);
    const origin = "http://localhost:3000";
    const grantedTwice = async (target: { id: string }, redirectUri: string) => {
      const ask = { ...request(target.id), redirect_uri: redirectUri };
      const started = await user.caller.consent.start({ request: ask, origin });
      if (started.kind !== "consent") throw new Error("no consent");
      const accepted = await user.caller.consent.answer({ flowId: started.flowId, answer: "accept", origin });
      expect(new URL(accepted!.location).searchParams.get("code")).toBeTruthy();
      return (await user.caller.consent.start({ request: { ...ask, state: "s-2" }, origin })).kind;
    };
    // A public app on a loopback URI: any program on the machine could be asking under its client_id (RFC 8252 8.6).
    const desktop = await app(creator.id);
    expect(await grantedTwice(desktop, "http://127.0.0.1:4567/callback")).toBe("consent");
    expect(await user.caller.authorizations.list()).toMatchObject([{ appId: desktop.id }]);
    // A confidential app proves itself at the token endpoint; a public one on https reaches only its own site.
    const web = await app(creator.id, "Web", { isPublic: false, redirectUri: "https://web.example/cb" });
    expect(await grantedTwice(web, "https://web.example/cb")).toBe("redirect");
    const spa = await app(creator.id, "Spa", { redirectUri: "https://spa.example/cb" });
    expect(await grantedTwice(spa, "https://spa.example/cb")).toBe("redirect");
  });

  it("an unknown app is an error to show; an over-long parameter, a NUL or a bad origin is refused before any work", async () => {
    const user = await person();
    const origin = "http://localhost:3000";
    expect(await user.caller.consent.start({ request: request(newId()), origin })).toMatchObject({
      kind: "invalid",
      error: "invalid_client",
    });
    expect(
      await codeOf(user.caller.consent.start({ request: request(newId(), { state: "s".repeat(5000) }), origin })),
    ).toBe("BAD_REQUEST");
    expect(await codeOf(user.caller.consent.start({ request: request(newId()), origin: "javascript:alert(1)" }))).toBe(
      "BAD_REQUEST",
    );
    expect(await codeOf(user.caller.consent.start({ request: request(newId(), { state: "a\u0000b" }), origin }))).toBe(
      "BAD_REQUEST",
    );
    expect(await db().oAuthConsentFlow.count({ where: { userId: user.id } })).toBe(0);
  });
});
