// The OAuth provider over real HTTP for tests: one Node server answering the token, revocation and discovery routes
// with their real handlers and everything else (/v2, /v3, /_internal) with the API dispatcher, so a client library
// configures itself from the server's origin and calls the API with the tokens it gets. Apps are rows written here
// (apps management has its own tests); the user's consent goes through the consent page's two services.

import * as oauth from "oauth4webapi";
import { expect } from "vitest";

import { hashSecret, randomSecret, scopesToBits } from "../../core/src/auth";
import type { ScopeName } from "../../core/src/auth";
import type { Db } from "../../core/src/db/client";
import { newId } from "../../core/src/db/ids";
import { handleRestRequest } from "../../../apps/web/server/rest-handler";
import { setupRouteServer } from "../../../tests/support/route-server";
import { GET as metadata } from "../src/server/http/metadata";
import { POST as revoke } from "../src/server/http/revoke";
import { POST as token } from "../src/server/http/token";
import { answerConsent } from "../src/server/services/authorize/answer-consent";
import { startAuthorization } from "../src/server/services/authorize/start-authorization";

const ROUTES: Record<string, (request: Request) => Promise<Response>> = {
  "/oauth/token": token,
  "/oauth/revoke": revoke,
  "/.well-known/oauth-authorization-server": metadata,
};

export function setupOAuthServer(): { origin: string } {
  return setupRouteServer((request) => (ROUTES[new URL(request.url).pathname] ?? handleRestRequest)(request));
}

/** oauth4webapi talks plain http to 127.0.0.1 only with this option (tests have no TLS). */
export const insecure = { [oauth.allowInsecureRequests]: true } as const;

let users = 0;
export async function createUser(db: Db, role: "user" | "moderator" | "admin" = "user") {
  const id = newId();
  users += 1;
  const username = `oauth_user_${users}_${id.toLowerCase()}`;
  await db.user.create({ data: { id, username, usernameKey: username, role } });
  return { id, username };
}

export interface TestApp {
  id: string;
  secret: string | null;
  redirectUri: string;
}

/** An app row: confidential (with a secret) or public, with one redirect URI and a maximum. */
export async function createApp(
  db: Db,
  ownerId: string,
  options: { isPublic?: boolean; redirectUri?: string; maxScopes?: ScopeName[] } = {},
): Promise<TestApp> {
  const id = newId();
  const secret = options.isPublic ? null : randomSecret(40);
  const redirectUri = options.redirectUri ?? "https://app.example/callback";
  await db.oAuthApp.create({
    data: {
      id,
      ownerId,
      name: `Test app ${id}`,
      maxScopes: scopesToBits(options.maxScopes ?? ["USER_READ", "USER_READ_EMAIL", "PROJECT_READ"]),
      isPublic: options.isPublic ?? false,
      secretHash: secret ? hashSecret(secret) : null,
      secretCreatedAt: secret ? new Date() : null,
      redirectUris: { create: [{ id: newId(), uri: redirectUri }] },
    },
  });
  return { id, secret, redirectUri };
}

/** The authorization server's metadata, read the way any client does (RFC 8414 through oauth4webapi). */
export async function discover(origin: string): Promise<oauth.AuthorizationServer> {
  const issuer = new URL(origin);
  return oauth.processDiscoveryResponse(
    issuer,
    await oauth.discoveryRequest(issuer, { ...insecure, algorithm: "oauth2" }),
  );
}

export function clientAuth(app: TestApp): oauth.ClientAuth {
  return app.secret ? oauth.ClientSecretBasic(app.secret) : oauth.None();
}

/**
 * A user signs in to the app: the authorization request the client builds, the consent page's services answering
 * it (Authorize), and the callback parameters the client validates. Returns the code's callback and the verifier.
 */
export async function authorize(
  db: Db,
  as: oauth.AuthorizationServer,
  app: TestApp,
  userId: string,
  options: { scope?: string; pkce?: boolean; redirectUri?: string } = {},
) {
  const verifier = oauth.generateRandomCodeVerifier();
  const state = oauth.generateRandomState();
  const redirectUri = options.redirectUri ?? app.redirectUri;
  const url = new URL(as.authorization_endpoint!);
  url.searchParams.set("client_id", app.id);
  url.searchParams.set("redirect_uri", redirectUri);
  url.searchParams.set("response_type", "code");
  url.searchParams.set("scope", options.scope ?? "USER_READ");
  url.searchParams.set("state", state);
  if (options.pkce !== false) {
    url.searchParams.set("code_challenge", await oauth.calculatePKCECodeChallenge(verifier));
    url.searchParams.set("code_challenge_method", "S256");
  }
  const location = await approve(db, userId, url, as.issuer);
  const callback = oauth.validateAuthResponse(as, { client_id: app.id }, new URL(location), state);
  return { callback, verifier, redirectUri, state };
}

/** What the consent page does with an authorization URL: start, and Authorize when asked. Returns the redirect. */
export async function approve(db: Db, userId: string, url: URL, issuer: string): Promise<string> {
  const start = await startAuthorization(db, userId, Object.fromEntries(url.searchParams), issuer);
  if (start.kind === "redirect") return start.location;
  expect(start.kind).toBe("consent");
  if (start.kind !== "consent") throw new Error(JSON.stringify(start));
  const answer = await answerConsent(db, userId, start.flowId, "accept", issuer);
  return answer!.location;
}

/** The code's token request and its processing, as a client runs them. */
export async function exchange(
  as: oauth.AuthorizationServer,
  app: TestApp,
  grant: { callback: URLSearchParams; verifier: string; redirectUri: string },
  verifier: string | typeof oauth.nopkce = grant.verifier,
) {
  const response = await oauth.authorizationCodeGrantRequest(
    as,
    { client_id: app.id },
    clientAuth(app),
    grant.callback,
    grant.redirectUri,
    verifier,
    insecure,
  );
  return oauth.processAuthorizationCodeResponse(as, { client_id: app.id }, response);
}

/** The OAuth error a refused client call threw (oauth4webapi's ResponseBodyError). */
export async function refusal(call: Promise<unknown>): Promise<{ error: string; status: number }> {
  try {
    await call;
  } catch (error) {
    if (error instanceof oauth.ResponseBodyError) return { error: error.error, status: error.status };
    // A 401 after Basic authentication carries a WWW-Authenticate challenge, which the library reports apart.
    if (error instanceof oauth.WWWAuthenticateChallengeError) {
      return { error: ((await error.response.json()) as { error: string }).error, status: error.status };
    }
    throw error;
  }
  throw new Error("the call succeeded");
}

/** Rows the protocol writes, to show a refusal changed nothing. */
export async function protocolRows(db: Db) {
  const [flows, authorizations, grants, used, revoked, refresh, rotated, access] = await Promise.all([
    db.oAuthConsentFlow.count(),
    db.oAuthAuthorization.count(),
    db.oAuthGrant.count(),
    db.oAuthGrant.count({ where: { codeUsedAt: { not: null } } }),
    db.oAuthGrant.count({ where: { revokedAt: { not: null } } }),
    db.oAuthRefreshToken.count(),
    db.oAuthRefreshToken.count({ where: { rotatedAt: { not: null } } }),
    db.oAuthAccessToken.count(),
  ]);
  return { flows, authorizations, grants, used, revoked, refresh, rotated, access };
}
