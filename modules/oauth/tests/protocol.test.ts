import * as oauth from "oauth4webapi";
import { beforeAll, describe, expect, it } from "vitest";

import type { Db } from "../../core/src/db/client";
import { setupTestDatabase } from "../../../tests/setup/test-database";
import { tempDataDir } from "../../../tests/support/temp-dir";
import { answerConsent } from "../src/server/services/authorize/answer-consent";
import { startAuthorization } from "../src/server/services/authorize/start-authorization";
import { pruneOAuth } from "../src/server/services/tokens/prune";
import {
  authorize,
  clientAuth,
  createApp,
  createUser,
  discover,
  exchange,
  insecure,
  protocolRows,
  refusal,
  setupOAuthServer,
} from "./protocol-support";
import type { TestApp } from "./protocol-support";

// The OAuth protocol from outside, with a real client library (oauth4webapi) over HTTP against the token,
// revocation and discovery handlers and the API dispatcher (docs/oauth.md "The protocol"). Every refusal is
// checked to change nothing: the protocol's rows are counted before and after.

tempDataDir("hopper-oauth-protocol-");
const database = setupTestDatabase();
const server = setupOAuthServer();
let db: Db;
let as: oauth.AuthorizationServer;
let owner: { id: string };
let user: { id: string };

let ips = 0;
/** GET an API route with a bearer token from its own client address (the per-address rate limit stays away). */
async function api(path: string, accessToken: string, init: RequestInit = {}) {
  ips += 1;
  return fetch(`${server.origin}${path}`, {
    ...init,
    headers: {
      ...(init.headers as Record<string, string> | undefined),
      authorization: `Bearer ${accessToken}`,
      "x-forwarded-for": `10.61.${ips >> 8}.${ips & 255}`,
    },
  });
}
const userStatus = async (accessToken: string) => (await api("/v2/user", accessToken)).status;

/** A raw token-endpoint POST, for what a client library would never send. */
function tokenPost(body: string | URLSearchParams, headers: Record<string, string> = {}) {
  return fetch(`${server.origin}/oauth/token`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    body: body.toString(),
  });
}

async function refresh(app: TestApp, refreshToken: string) {
  const response = await oauth.refreshTokenGrantRequest(
    as,
    { client_id: app.id },
    clientAuth(app),
    refreshToken,
    insecure,
  );
  return oauth.processRefreshTokenResponse(as, { client_id: app.id }, response);
}

beforeAll(async () => {
  db = database.db;
  owner = await createUser(db);
  user = await createUser(db);
  as = await discover(server.origin);
});

describe("discovery (RFC 8414)", () => {
  it("names the endpoints, grants, PKCE method, client authentications and scopes; a client configures itself", async () => {
    const response = await fetch(`${server.origin}/.well-known/oauth-authorization-server`);
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    const metadata = (await response.json()) as Record<string, unknown>;
    expect(metadata).toMatchObject({
      issuer: server.origin,
      authorization_endpoint: `${server.origin}/auth/authorize`,
      token_endpoint: `${server.origin}/oauth/token`,
      revocation_endpoint: `${server.origin}/oauth/revoke`,
      response_types_supported: ["code"],
      grant_types_supported: ["authorization_code", "refresh_token"],
      code_challenge_methods_supported: ["S256"],
      token_endpoint_auth_methods_supported: ["client_secret_basic", "client_secret_post", "none"],
      revocation_endpoint_auth_methods_supported: ["client_secret_basic", "client_secret_post", "none"],
      authorization_response_iss_parameter_supported: true,
    });
    expect(metadata.scopes_supported).toContain("USER_READ");
    // The restricted scopes are never grantable, so never advertised.
    expect(metadata.scopes_supported).not.toContain("SESSION_ACCESS");
    expect(metadata.scopes_supported).not.toContain("PAT_CREATE");
    expect(as.issuer).toBe(server.origin);
    expect(as.token_endpoint).toBe(`${server.origin}/oauth/token`);
  });
});

describe("a confidential web app", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createApp(db, owner.id);
  });

  it("gets tokens with its secret (Basic), calls /v2/user within its scopes, is refused outside them, refreshes", async () => {
    const grant = await authorize(db, as, app, user.id, { scope: "USER_READ PROJECT_READ" });
    const tokens = await exchange(as, app, grant);
    expect(tokens.token_type).toBe("bearer");
    expect(tokens.access_token).toMatch(/^hoa_/);
    expect(tokens.refresh_token).toMatch(/^hor_/);
    expect(tokens.expires_in).toBe(3600);
    expect(tokens.scope).toBe("USER_READ PROJECT_READ");
    const me = await api("/v2/user", tokens.access_token);
    expect(me.status).toBe(200);
    expect(((await me.json()) as { id: string }).id).toBe(user.id);
    // USER_WRITE was never granted.
    const edit = await api(`/v2/user/${user.id}`, tokens.access_token, {
      method: "PATCH",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ bio: "changed by an app" }),
    });
    expect(edit.status).toBe(401);

    const renewed = await refresh(app, tokens.refresh_token!);
    expect(renewed.refresh_token).not.toBe(tokens.refresh_token);
    expect(await userStatus(renewed.access_token)).toBe(200);
    // A narrower scope on refresh narrows this access token only.
    const narrow = await refresh(app, renewed.refresh_token!);
    expect(narrow.scope).toBe("USER_READ PROJECT_READ");
    const response = await oauth.refreshTokenGrantRequest(
      as,
      { client_id: app.id },
      clientAuth(app),
      narrow.refresh_token!,
      {
        ...insecure,
        additionalParameters: { scope: "PROJECT_READ" },
      },
    );
    const projectOnly = await oauth.processRefreshTokenResponse(as, { client_id: app.id }, response);
    expect(projectOnly.scope).toBe("PROJECT_READ");
    expect(await userStatus(projectOnly.access_token)).toBe(401);
  });

  it("authenticates with client_secret_post too", async () => {
    const grant = await authorize(db, as, app, user.id);
    const response = await oauth.authorizationCodeGrantRequest(
      as,
      { client_id: app.id },
      oauth.ClientSecretPost(app.secret!),
      grant.callback,
      grant.redirectUri,
      grant.verifier,
      insecure,
    );
    const tokens = await oauth.processAuthorizationCodeResponse(as, { client_id: app.id }, response);
    expect(await userStatus(tokens.access_token)).toBe(200);
  });

  it("may skip PKCE (a confidential client), and is then refused a verifier", async () => {
    const withoutPkce = await authorize(db, as, app, user.id, { pkce: false });
    const before = await protocolRows(db);
    expect(await refusal(exchange(as, app, withoutPkce))).toEqual({ error: "invalid_request", status: 400 });
    expect(await protocolRows(db)).toEqual(before);
    const tokens = await exchange(as, app, withoutPkce, oauth.nopkce);
    expect(await userStatus(tokens.access_token)).toBe(200);
  });

  it("does not ask again when the user already granted the scopes; asks again for a wider scope", async () => {
    const other = await createUser(db);
    const first = await startAuthorization(db, other.id, request(app, "USER_READ PROJECT_READ"), as.issuer);
    expect(first.kind).toBe("consent");
    if (first.kind !== "consent") return;
    expect(first.scopes).toEqual(["USER_READ", "PROJECT_READ"]);
    expect(first.app).toMatchObject({ id: app.id, owner: { id: owner.id } });
    await answerConsent(db, other.id, first.flowId, "accept", as.issuer);
    const again = await startAuthorization(db, other.id, request(app, "USER_READ"), as.issuer);
    expect(again.kind).toBe("redirect");
    if (again.kind === "redirect") {
      const url = new URL(again.location);
      expect(url.searchParams.get("code")).toBeTruthy();
      expect(url.searchParams.get("state")).toBe("s1");
      expect(url.searchParams.get("iss")).toBe(as.issuer);
    }
    const wider = await startAuthorization(db, other.id, request(app, "USER_READ_EMAIL"), as.issuer);
    expect(wider.kind).toBe("consent");
    if (wider.kind !== "consent") return;
    await answerConsent(db, other.id, wider.flowId, "accept", as.issuer);
    const authorization = await db.oAuthAuthorization.findUniqueOrThrow({
      where: { appId_userId: { appId: app.id, userId: other.id } },
    });
    // The authorization grows: USER_READ_EMAIL (bit 0) | USER_READ (1) | PROJECT_READ (11).
    expect(authorization.scopes).toBe(1n | 2n | (1n << 11n));
  });

  it("Decline sends access_denied with the state and the issuer and changes nothing else", async () => {
    const other = await createUser(db);
    const start = await startAuthorization(db, other.id, request(app, "USER_READ"), as.issuer);
    if (start.kind !== "consent") throw new Error("expected consent");
    const answer = await answerConsent(db, other.id, start.flowId, "reject", as.issuer);
    const url = new URL(answer!.location);
    expect(`${url.origin}${url.pathname}`).toBe(app.redirectUri);
    expect(url.searchParams.get("error")).toBe("access_denied");
    expect(url.searchParams.get("state")).toBe("s1");
    expect(url.searchParams.get("iss")).toBe(as.issuer);
    expect(await db.oAuthAuthorization.count({ where: { userId: other.id } })).toBe(0);
    expect(await db.oAuthConsentFlow.count({ where: { id: start.flowId } })).toBe(0);
    // The flow is gone: a second answer finds nothing.
    expect(await answerConsent(db, other.id, start.flowId, "accept", as.issuer)).toBeNull();
  });
});

function request(app: TestApp, scope: string, extra: Record<string, string> = {}) {
  return { client_id: app.id, redirect_uri: app.redirectUri, scope, state: "s1", ...extra };
}

describe("a public desktop app with a loopback redirect", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createApp(db, owner.id, { isPublic: true, redirectUri: "http://127.0.0.1/callback" });
  });

  it("gets tokens with PKCE and no secret on any loopback port, calls /v2/user, refreshes", async () => {
    const grant = await authorize(db, as, app, user.id, { redirectUri: "http://127.0.0.1:53682/callback" });
    const tokens = await exchange(as, app, grant);
    expect(await userStatus(tokens.access_token)).toBe(200);
    const renewed = await refresh(app, tokens.refresh_token!);
    expect(await userStatus(renewed.access_token)).toBe(200);
  });

  it("is refused without PKCE or with plain: the error goes back to the app, nothing is stored", async () => {
    const before = await protocolRows(db);
    const cases: Record<string, string>[] = [
      {},
      { code_challenge: "a".repeat(43), code_challenge_method: "plain" },
      { code_challenge: "a".repeat(43) },
      { code_challenge: "short", code_challenge_method: "S256" },
    ];
    for (const extra of cases) {
      const start = await startAuthorization(db, user.id, request(app, "USER_READ", extra), as.issuer);
      expect(start.kind).toBe("redirect");
      if (start.kind !== "redirect") continue;
      const url = new URL(start.location);
      expect(url.searchParams.get("error")).toBe("invalid_request");
      expect(url.searchParams.get("state")).toBe("s1");
      expect(url.searchParams.get("iss")).toBe(as.issuer);
    }
    expect(await protocolRows(db)).toEqual(before);
  });

  it("refuses a secret: a public client has none", async () => {
    const grant = await authorize(db, as, app, user.id);
    const before = await protocolRows(db);
    const response = await oauth.authorizationCodeGrantRequest(
      as,
      { client_id: app.id },
      oauth.ClientSecretPost("made-up"),
      grant.callback,
      grant.redirectUri,
      grant.verifier,
      insecure,
    );
    expect(response.status).toBe(401);
    expect(await protocolRows(db)).toEqual(before);
  });
});

describe("refusals change nothing", () => {
  let app: TestApp;
  let other: TestApp;
  beforeAll(async () => {
    app = await createApp(db, owner.id, { isPublic: true, redirectUri: "com.example.launcher:/callback" });
    other = await createApp(db, owner.id, { redirectUri: "https://other.example/callback" });
  });

  async function unchanged<T>(run: () => Promise<T>): Promise<T> {
    const before = await protocolRows(db);
    const result = await run();
    expect(await protocolRows(db)).toEqual(before);
    return result;
  }

  it("an unknown client, an unregistered redirect URI and scopes beyond the maximum are shown, never redirected", async () => {
    const cases: [Record<string, string>, string][] = [
      [{ client_id: "ZZZZZZZZ" }, "invalid_client"],
      [{ client_id: "x".repeat(500) }, "invalid_client"],
      [{ redirect_uri: "com.example.launcher:/other" }, "invalid_redirect_uri"],
      [{ redirect_uri: "https://attacker.example/callback" }, "invalid_redirect_uri"],
      [{ redirect_uri: "" }, "invalid_redirect_uri"],
      [{ scope: "USER_WRITE" }, "invalid_scope"],
      [{ scope: "PAT_CREATE" }, "invalid_scope"],
      [{ scope: "SESSION_ACCESS" }, "invalid_scope"],
      [{ scope: "NOT_A_SCOPE" }, "invalid_scope"],
      [{ scope: "" }, "invalid_scope"],
    ];
    for (const [extra, error] of cases) {
      const start = await unchanged(() =>
        startAuthorization(
          db,
          user.id,
          { ...request(app, "USER_READ"), code_challenge: "a".repeat(43), code_challenge_method: "S256", ...extra },
          as.issuer,
        ),
      );
      expect(start).toMatchObject({ kind: "invalid", error });
    }
  });

  it("a disabled app cannot start an authorization or get tokens", async () => {
    const disabled = await createApp(db, owner.id);
    const grant = await authorize(db, as, disabled, user.id);
    await db.oAuthApp.update({ where: { id: disabled.id }, data: { disabledAt: new Date() } });
    await unchanged(async () => {
      expect(await startAuthorization(db, user.id, request(disabled, "USER_READ"), as.issuer)).toMatchObject({
        kind: "invalid",
        error: "invalid_client",
      });
      expect(await refusal(exchange(as, disabled, grant))).toEqual({ error: "invalid_client", status: 401 });
    });
  });

  it("a response_type other than code and an over-long state go back to the app as errors", async () => {
    const start = await unchanged(() =>
      startAuthorization(db, user.id, request(other, "USER_READ", { response_type: "token" }), as.issuer),
    );
    expect(start.kind === "redirect" && new URL(start.location).searchParams.get("error")).toBe(
      "unsupported_response_type",
    );
    const long = await unchanged(() =>
      startAuthorization(db, user.id, request(other, "USER_READ", { state: "s".repeat(1025) }), as.issuer),
    );
    expect(long.kind === "redirect" && new URL(long.location).searchParams.get("error")).toBe("invalid_request");
  });

  it("another user's flow id answers nothing and leaves the flow", async () => {
    const start = await startAuthorization(db, user.id, request(other, "USER_READ_EMAIL"), as.issuer);
    if (start.kind !== "consent") throw new Error("expected consent");
    const stranger = await createUser(db);
    for (const choice of ["accept", "reject"] as const) {
      expect(await unchanged(() => answerConsent(db, stranger.id, start.flowId, choice, as.issuer))).toBeNull();
    }
    expect(await unchanged(() => answerConsent(db, user.id, "no-such-flow", "accept", as.issuer))).toBeNull();
    expect(await db.oAuthConsentFlow.count({ where: { id: start.flowId } })).toBe(1);
  });

  it("an expired consent flow answers nothing", async () => {
    const start = await startAuthorization(db, user.id, request(other, "USER_READ_EMAIL"), as.issuer);
    if (start.kind !== "consent") throw new Error("expected consent");
    await db.oAuthConsentFlow.update({ where: { id: start.flowId }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect(await unchanged(() => answerConsent(db, user.id, start.flowId, "accept", as.issuer))).toBeNull();
  });

  it("a wrong or missing verifier, another redirect URI, another client's code: invalid_grant; then the code still works", async () => {
    const grant = await authorize(db, as, app, user.id);
    await unchanged(async () => {
      expect(await refusal(exchange(as, app, grant, oauth.generateRandomCodeVerifier()))).toEqual({
        error: "invalid_grant",
        status: 400,
      });
      expect(await refusal(exchange(as, app, grant, oauth.nopkce))).toEqual({ error: "invalid_request", status: 400 });
      expect(await refusal(exchange(as, app, grant, "too-short"))).toEqual({ error: "invalid_request", status: 400 });
      expect(await refusal(exchange(as, app, { ...grant, redirectUri: "com.example.launcher:/other" }))).toEqual({
        error: "invalid_grant",
        status: 400,
      });
      expect(await refusal(exchange(as, other, grant))).toEqual({ error: "invalid_grant", status: 400 });
    });
    const tokens = await exchange(as, app, grant);
    expect(await userStatus(tokens.access_token)).toBe(200);
  });

  it("a wrong client secret: 401 invalid_client with WWW-Authenticate", async () => {
    const grant = await authorize(db, as, other, user.id);
    await unchanged(async () => {
      const response = await oauth.authorizationCodeGrantRequest(
        as,
        { client_id: other.id },
        oauth.ClientSecretBasic("wrong-secret"),
        grant.callback,
        grant.redirectUri,
        grant.verifier,
        insecure,
      );
      expect(response.status).toBe(401);
      expect(response.headers.get("www-authenticate")).toMatch(/^Basic/);
      expect(await response.json()).toMatchObject({ error: "invalid_client" });
      const posted = await tokenPost(
        new URLSearchParams({ grant_type: "authorization_code", client_id: other.id, client_secret: "wrong" }),
      );
      expect(posted.status).toBe(401);
      expect(posted.headers.get("www-authenticate")).toBeNull();
      const missing = await tokenPost(new URLSearchParams({ grant_type: "authorization_code", client_id: other.id }));
      expect(missing.status).toBe(401);
    });
  });

  it("an expired code: invalid_grant", async () => {
    const grant = await authorize(db, as, app, user.id);
    await db.oAuthGrant.updateMany({
      where: { codeUsedAt: null, redirectUri: app.redirectUri },
      data: { codeExpiresAt: new Date(Date.now() - 1000) },
    });
    expect(await unchanged(() => refusal(exchange(as, app, grant)))).toEqual({ error: "invalid_grant", status: 400 });
  });

  it("a reused code: invalid_grant, and the first exchange's tokens stop working", async () => {
    const grant = await authorize(db, as, app, user.id);
    const tokens = await exchange(as, app, grant);
    expect(await userStatus(tokens.access_token)).toBe(200);
    expect(await refusal(exchange(as, app, grant))).toEqual({ error: "invalid_grant", status: 400 });
    expect(await userStatus(tokens.access_token)).toBe(401);
    expect(await refusal(refresh(app, tokens.refresh_token!))).toEqual({ error: "invalid_grant", status: 400 });
  });

  it("a reused rotated refresh token revokes the grant: the newest access and refresh tokens stop working", async () => {
    const tokens = await exchange(as, app, await authorize(db, as, app, user.id));
    const renewed = await refresh(app, tokens.refresh_token!);
    expect(await userStatus(renewed.access_token)).toBe(200);
    expect(await refusal(refresh(app, tokens.refresh_token!))).toEqual({ error: "invalid_grant", status: 400 });
    expect(await userStatus(renewed.access_token)).toBe(401);
    expect(await refusal(refresh(app, renewed.refresh_token!))).toEqual({ error: "invalid_grant", status: 400 });
  });

  it("a refresh token of another client, a wider scope, a banned user: invalid_grant or invalid_scope", async () => {
    const banned = await createUser(db);
    const tokens = await exchange(as, app, await authorize(db, as, app, banned.id));
    await unchanged(async () => {
      expect(await refusal(refresh(other, tokens.refresh_token!))).toEqual({ error: "invalid_grant", status: 400 });
      const wider = await oauth.refreshTokenGrantRequest(
        as,
        { client_id: app.id },
        clientAuth(app),
        tokens.refresh_token!,
        {
          ...insecure,
          additionalParameters: { scope: "USER_READ PROJECT_READ" },
        },
      );
      expect(await refusal(oauth.processRefreshTokenResponse(as, { client_id: app.id }, wider))).toEqual({
        error: "invalid_scope",
        status: 400,
      });
      await db.user.update({ where: { id: banned.id }, data: { bannedAt: new Date() } });
      expect(await refusal(refresh(app, tokens.refresh_token!))).toEqual({ error: "invalid_grant", status: 400 });
    });
  });

  it("the token endpoint refuses other bodies in the standard form, uncached and readable from any origin", async () => {
    const cases: [Response, string][] = [
      [
        await tokenPost(JSON.stringify({ grant_type: "authorization_code" }), { "content-type": "application/json" }),
        "invalid_request",
      ],
      [await tokenPost(`client_id=${app.id}&grant_type=password`), "unsupported_grant_type"],
      [await tokenPost(`client_id=${app.id}`), "invalid_request"],
      [await tokenPost(`client_id=${app.id}&client_id=${app.id}&grant_type=refresh_token`), "invalid_request"],
      [await tokenPost(`client_id=${app.id}&grant_type=refresh_token&x=${"a".repeat(17 * 1024)}`), "invalid_request"],
      [await tokenPost(`client_id=${app.id}&grant_type=refresh_token&refresh_token=hor_unknown`), "invalid_grant"],
    ];
    for (const [response, error] of cases) {
      expect(response.status).toBe(400);
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(response.headers.get("access-control-allow-origin")).toBe("*");
      expect(((await response.json()) as { error: string }).error).toBe(error);
    }
  });
});

describe("revocation (RFC 7009)", () => {
  let app: TestApp;
  let other: TestApp;
  beforeAll(async () => {
    app = await createApp(db, owner.id);
    other = await createApp(db, owner.id, { redirectUri: "https://other.example/callback" });
  });
  const revoke = async (client: TestApp, token: string) =>
    oauth.processRevocationResponse(
      await oauth.revocationRequest(as, { client_id: client.id }, clientAuth(client), token, insecure),
    );

  it("an access token stops working at once; the refresh token still works", async () => {
    const tokens = await exchange(as, app, await authorize(db, as, app, user.id));
    await revoke(app, tokens.access_token);
    expect(await userStatus(tokens.access_token)).toBe(401);
    expect(await userStatus((await refresh(app, tokens.refresh_token!)).access_token)).toBe(200);
  });

  it("a refresh token revokes its grant: its access tokens stop working too", async () => {
    const tokens = await exchange(as, app, await authorize(db, as, app, user.id));
    await revoke(app, tokens.refresh_token!);
    expect(await userStatus(tokens.access_token)).toBe(401);
    expect(await refusal(refresh(app, tokens.refresh_token!))).toEqual({ error: "invalid_grant", status: 400 });
  });

  it("another client's token or an unknown one: 200 and nothing changes; a wrong secret: 401", async () => {
    const tokens = await exchange(as, app, await authorize(db, as, app, user.id));
    const before = await protocolRows(db);
    await revoke(other, tokens.access_token);
    await revoke(other, tokens.refresh_token!);
    await revoke(app, "hoa_unknown");
    await revoke(app, "something else");
    const wrong = await oauth.revocationRequest(
      as,
      { client_id: app.id },
      oauth.ClientSecretBasic("wrong"),
      tokens.access_token,
      insecure,
    );
    expect(wrong.status).toBe(401);
    expect(await protocolRows(db)).toEqual(before);
    expect(await userStatus(tokens.access_token)).toBe(200);
  });
});

describe("the daily prune", () => {
  it("deletes expired flows, unused expired codes and expired tokens, and nothing live", async () => {
    const app = await createApp(db, owner.id);
    const live = await exchange(as, app, await authorize(db, as, app, user.id));
    const flow = await startAuthorization(db, user.id, request(app, "PROJECT_READ"), as.issuer);
    if (flow.kind !== "consent") throw new Error("expected consent");
    const later = new Date(Date.now() + 100 * 24 * 3600 * 1000);
    // Today: earlier tests' backdated rows may go, the live ones stay.
    await pruneOAuth(db);
    expect(await userStatus(live.access_token)).toBe(200);
    expect(await db.oAuthConsentFlow.count({ where: { id: flow.flowId } })).toBe(1);
    expect(await refresh(app, live.refresh_token!)).toMatchObject({ token_type: "bearer" });
    const report = await pruneOAuth(db, later);
    expect(report.flows).toBeGreaterThan(0);
    expect(report.refreshTokens).toBeGreaterThan(0);
    expect(report.accessTokens).toBeGreaterThan(0);
    expect(await db.oAuthConsentFlow.count()).toBe(0);
    expect(await db.oAuthAccessToken.count({ where: { expiresAt: { lte: later } } })).toBe(0);
  });
});
