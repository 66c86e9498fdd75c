// Signing users in with Hopper from a third-party app, on oauth4webapi (https://github.com/panva/oauth4webapi).
// Copy this file into your app: every function is a few calls of the library, and docs/oauth.md walks through
// them. Hopper's own end-to-end test (tests/e2e/oauth/journey.spec.ts) imports this very file, so the code in the
// guide is the code that is tested.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

import * as oauth from "oauth4webapi";

/** The Hopper site your app talks to, as its authorization server metadata describes it (RFC 8414). */
export interface HopperProvider {
  as: oauth.AuthorizationServer;
  /** Options for every request the library sends (plain http is allowed only when you asked for it). */
  http: { [oauth.allowInsecureRequests]?: boolean };
}

/** Your app as Hopper registered it: a confidential (web) app has a secret, a public (desktop, mobile) app none. */
export interface HopperApp {
  clientId: string;
  clientSecret?: string;
}

/** An authorization request on its way: keep it (server side, or in memory on a desktop) until the callback. */
export interface PendingSignIn {
  /** Where to send the user's browser. */
  url: URL;
  redirectUri: string;
  state: string;
  codeVerifier: string;
}

export interface HopperTokens {
  accessToken: string;
  /** A new one with every refresh: store it and forget the old one (a rotated one presented again ends the grant). */
  refreshToken: string;
  expiresIn: number;
  /** The granted scopes: flag names joined by spaces, such as "USER_READ NOTIFICATION_READ". */
  scope: string;
}

/**
 * Reads the authorization server metadata from the site's base URL (`https://hopper.example` →
 * `/.well-known/oauth-authorization-server`) and checks that it names the same issuer. `allowHttp` is for a Hopper
 * running on your own machine (http://localhost:3000); a real site is https only.
 */
export async function discover(
  issuerUrl: string | URL,
  options: { allowHttp?: boolean } = {},
): Promise<HopperProvider> {
  const issuer = new URL(issuerUrl);
  const http = { [oauth.allowInsecureRequests]: options.allowHttp === true };
  const response = await oauth.discoveryRequest(issuer, { algorithm: "oauth2", ...http });
  return { as: await oauth.processDiscoveryResponse(issuer, response), http };
}

function clientOf(app: HopperApp): { client: oauth.Client; auth: oauth.ClientAuth } {
  return {
    client: { client_id: app.clientId },
    // A confidential app proves itself with its secret (HTTP Basic); a public app has none and relies on PKCE.
    auth: app.clientSecret ? oauth.ClientSecretBasic(app.clientSecret) : oauth.None(),
  };
}

/**
 * Starts a sign-in: the authorization URL with a fresh PKCE S256 challenge and state. Hopper requires PKCE from
 * public apps and accepts it from confidential ones; use it in both.
 */
export async function startSignIn(
  provider: HopperProvider,
  app: HopperApp,
  request: { redirectUri: string; scopes: readonly string[] },
): Promise<PendingSignIn> {
  const endpoint = provider.as.authorization_endpoint;
  if (!endpoint) throw new Error(`${provider.as.issuer} names no authorization endpoint`);
  const codeVerifier = oauth.generateRandomCodeVerifier();
  const state = oauth.generateRandomState();
  const url = new URL(endpoint);
  url.search = new URLSearchParams({
    response_type: "code",
    client_id: app.clientId,
    redirect_uri: request.redirectUri,
    scope: request.scopes.join(" "),
    state,
    code_challenge: await oauth.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: "S256",
  }).toString();
  return { url, redirectUri: request.redirectUri, state, codeVerifier };
}

/**
 * Finishes a sign-in from the URL Hopper redirected to: checks `state` and `iss` (RFC 9207), then exchanges the
 * code with the PKCE verifier (and the secret, for a confidential app). Throws `oauth.AuthorizationResponseError`
 * with `error === "access_denied"` when the user declined.
 */
export async function finishSignIn(
  provider: HopperProvider,
  app: HopperApp,
  pending: PendingSignIn,
  callbackUrl: string | URL,
): Promise<HopperTokens> {
  const { client, auth } = clientOf(app);
  const params = oauth.validateAuthResponse(provider.as, client, new URL(callbackUrl), pending.state);
  const response = await oauth.authorizationCodeGrantRequest(
    provider.as,
    client,
    auth,
    params,
    pending.redirectUri,
    pending.codeVerifier,
    provider.http,
  );
  return tokensOf(await oauth.processAuthorizationCodeResponse(provider.as, client, response));
}

/** Trades the refresh token for new tokens (the old refresh token stops working). */
export async function refresh(provider: HopperProvider, app: HopperApp, refreshToken: string): Promise<HopperTokens> {
  const { client, auth } = clientOf(app);
  const response = await oauth.refreshTokenGrantRequest(provider.as, client, auth, refreshToken, provider.http);
  return tokensOf(await oauth.processRefreshTokenResponse(provider.as, client, response));
}

/** Revokes a token (RFC 7009) when the user signs out of your app: a refresh token ends the whole grant. */
export async function revoke(provider: HopperProvider, app: HopperApp, token: string): Promise<void> {
  const { client, auth } = clientOf(app);
  const response = await oauth.revocationRequest(provider.as, client, auth, token, provider.http);
  await oauth.processRevocationResponse(response);
}

function tokensOf(response: oauth.TokenEndpointResponse): HopperTokens {
  if (!response.refresh_token) throw new Error("Hopper answered without a refresh token");
  return {
    accessToken: response.access_token,
    refreshToken: response.refresh_token,
    expiresIn: response.expires_in ?? 0,
    scope: response.scope ?? "",
  };
}

/** The signed-in user (the reference's v2 user; `email` only with USER_READ_EMAIL). */
export interface HopperUser {
  id: string;
  username: string;
  email?: string | null;
}

/** The API answered with an error: 401 for a token that expired, was revoked, or lacks the route's scope. */
export class HopperApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
  ) {
    super(`Hopper answered ${status}: ${body}`);
  }
}

/** Calls the Hopper API as the user: any /v2 or /v3 route, with the access token as a Bearer token. */
export async function callApi<T>(provider: HopperProvider, accessToken: string, path: string): Promise<T> {
  const response = await fetch(new URL(path, provider.as.issuer), {
    headers: { Authorization: `Bearer ${accessToken}`, Accept: "application/json" },
  });
  if (!response.ok) throw new HopperApiError(response.status, await response.text());
  return (await response.json()) as T;
}

/** Who signed in: `GET /v2/user` (needs the USER_READ scope). */
export function getUser(provider: HopperProvider, accessToken: string): Promise<HopperUser> {
  return callApi<HopperUser>(provider, accessToken, "/v2/user");
}

/** A desktop app's sign-in in progress: open `url` in the user's browser, then await `tokens`. */
export interface DesktopSignIn {
  url: URL;
  tokens: Promise<HopperTokens>;
  /** Stops listening (call it if the user gives up before the browser comes back). */
  close(): void;
}

/**
 * A public desktop app's sign-in (RFC 8252): listens on 127.0.0.1 on any free port, asks for
 * `http://127.0.0.1:<port>/callback` (register `http://127.0.0.1/callback`; Hopper accepts a loopback redirect on
 * any port) and finishes the sign-in when the browser comes back. The listener closes after one callback.
 */
export async function startDesktopSignIn(
  provider: HopperProvider,
  app: HopperApp,
  scopes: readonly string[],
): Promise<DesktopSignIn> {
  let resolveCallback: (url: URL) => void = () => undefined;
  let rejectCallback: (error: Error) => void = () => undefined;
  const callback = new Promise<URL>((resolve, reject) => {
    resolveCallback = resolve;
    rejectCallback = reject;
  });
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", `http://${req.headers.host ?? "127.0.0.1"}`);
    if (url.pathname !== "/callback") {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
    res.end("<!doctype html><title>Signed in</title><p>You can close this window and return to the app.</p>");
    resolveCallback(url);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const pending = await startSignIn(provider, app, { redirectUri: `http://127.0.0.1:${port}/callback`, scopes });
  const close = () => {
    server.close();
    // Closing before the browser came back settles `tokens` too, so nobody waits for ever.
    rejectCallback(new Error("The sign-in was cancelled before the browser came back."));
  };
  const tokens = callback.then((url) => finishSignIn(provider, app, pending, url)).finally(() => server.close());
  return { url: pending.url, tokens, close };
}
