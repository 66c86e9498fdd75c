import { createServer } from "node:http";

import { expect, test } from "@playwright/test";
import type { Locator, Page } from "@playwright/test";
import * as oauth from "oauth4webapi";

import {
  discover,
  finishSignIn,
  getUser,
  HopperApiError,
  refresh,
  revoke,
  startDesktopSignIn,
  startSignIn,
} from "../../../docs/examples/oauth/hopper-oauth";
import type { HopperApp, HopperProvider, HopperTokens } from "../../../docs/examples/oauth/hopper-oauth";
import { webApp } from "../../../docs/examples/oauth/web-app";
import { unique } from "../accounts/helpers";
import { useDemoSession } from "../support/demo-sessions";
import { close, listen, registerApp, SCOPE_BIT } from "./support/apps";

// Issue 17's journey with a real client library: the guide's own example code (docs/examples/oauth, on
// oauth4webapi) signs demo-reviewer in to a confidential web app and a public desktop app through the consent
// screen in Chromium, calls the API, is refused outside its scopes, refreshes, has a rotated refresh token's reuse
// end the grant, and is cut off when the user revokes the app on /settings/authorizations. Both apps' redirects
// land on real node http listeners in this process. demo-creator owns the apps.

const USER = "reviewer" as const;
const USERNAME = "demo-reviewer";
const SCOPES = ["USER_READ"];
const MAX_SCOPES = SCOPE_BIT.USER_READ | SCOPE_BIT.NOTIFICATION_READ;

async function discoverHopper(baseURL: string | undefined): Promise<HopperProvider> {
  const provider = await discover(baseURL ?? "http://localhost:3100", { allowHttp: true });
  expect(provider.as.code_challenge_methods_supported).toContain("S256");
  return provider;
}

/** The status a call with `token` gets from `GET /v2/user` (200, or the API's refusal). */
async function userStatus(provider: HopperProvider, token: string): Promise<number> {
  try {
    await getUser(provider, token);
    return 200;
  } catch (error) {
    if (error instanceof HopperApiError) return error.status;
    throw error;
  }
}

/** The OAuth error the token endpoint answers a refresh with (`invalid_grant` for a dead refresh token). */
async function refreshError(provider: HopperProvider, app: HopperApp, refreshToken: string): Promise<string> {
  const error = await refresh(provider, app, refreshToken).then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(oauth.ResponseBodyError);
  return (error as oauth.ResponseBodyError).error;
}

/** The consent screen (first time) or straight back to the app (already granted): answer Authorize if asked. */
async function authorizeIfAsked(page: Page, appName: string, arrived: Locator): Promise<void> {
  const authorize = page.getByRole("button", { name: "Authorize", exact: true });
  await expect(authorize.or(arrived)).toBeVisible();
  if (await authorize.isVisible()) {
    await expect(page.getByText(appName).first()).toBeVisible();
    await authorize.click();
  }
  await expect(arrived).toBeVisible();
}

/** The user's side: /settings/authorizations lists the app; its Revoke (a form, no confirmation) removes it. */
async function revokeOnSettings(page: Page, appName: string): Promise<void> {
  await page.goto("/settings/authorizations");
  const item = page.getByTestId("authorization").filter({ hasText: appName });
  await expect(item).toHaveCount(1);
  await item.getByRole("button", { name: `Revoke ${appName}'s access` }).click();
  await expect(page.getByTestId("authorizations-notice")).toBeVisible();
  await expect(item).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId("authorization").filter({ hasText: appName })).toHaveCount(0);
}

/** What every journey checks once it holds tokens: the API as the user, and nothing outside the granted scopes. */
async function checkTokens(provider: HopperProvider, tokens: HopperTokens): Promise<void> {
  expect(tokens.accessToken).toMatch(/^hoa_/);
  expect(tokens.scope).toBe("USER_READ");
  const user = await getUser(provider, tokens.accessToken);
  expect(user.username).toBe(USERNAME);
  // The app may hold NOTIFICATION_READ, but the user granted USER_READ only: the notifications are refused.
  const outside = await fetch(new URL(`/v2/user/${user.id}/notifications`, provider.as.issuer), {
    headers: { Authorization: `Bearer ${tokens.accessToken}` },
  });
  expect(outside.status).toBe(401);
}

test("a confidential web app signs a user in, refreshes, loses the grant on refresh-token reuse, and is cut off when the user revokes it", async ({
  browser,
  baseURL,
}) => {
  const provider = await discoverHopper(baseURL);
  const signIns: HopperTokens[] = [];
  const { server, origin } = await listen(createServer());
  const name = unique("Web App");
  const registered = await registerApp(browser, "creator", {
    name,
    max_scopes: MAX_SCOPES,
    redirect_uris: [`${origin}/callback`],
  });
  expect(registered.client_secret).toBeTruthy();
  const app: HopperApp = { clientId: registered.id, clientSecret: registered.client_secret ?? undefined };
  server.on(
    "request",
    webApp({ provider, app, baseUrl: origin, scopes: SCOPES, onSignedIn: (_user, tokens) => signIns.push(tokens) }),
  );

  const context = await browser.newContext();
  await useDemoSession(context, USER);
  const page = await context.newPage();
  try {
    // Sign in: the web app sends the browser to Hopper's consent screen, which sends it back with a code.
    await page.goto(`${origin}/login`);
    await expect(page.getByRole("button", { name: "Decline", exact: true })).toBeVisible();
    await authorizeIfAsked(page, name, page.getByText(`Signed in as ${USERNAME}.`));
    expect(signIns).toHaveLength(1);
    const first = signIns[0]!;
    await checkTokens(provider, first);

    // Refresh: new tokens that work; the refresh token rotated.
    const second = await refresh(provider, app, first.refreshToken);
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect(await userStatus(provider, second.accessToken)).toBe(200);

    // The rotated refresh token presented again is refused and ends the grant: the newest tokens stop too.
    expect(await refreshError(provider, app, first.refreshToken)).toBe("invalid_grant");
    expect(await userStatus(provider, second.accessToken)).toBe(401);
    expect(await refreshError(provider, app, second.refreshToken)).toBe("invalid_grant");

    // A fresh sign-in (the user already granted these scopes: Hopper may send them straight back).
    await page.goto(`${origin}/login`);
    await authorizeIfAsked(page, name, page.getByText(`Signed in as ${USERNAME}.`));
    await expect.poll(() => signIns.length).toBe(2);
    const fresh = signIns[1]!;
    expect(await userStatus(provider, fresh.accessToken)).toBe(200);

    // The user revokes the app: its tokens stop at once.
    await revokeOnSettings(page, name);
    expect(await userStatus(provider, fresh.accessToken)).toBe(401);
    expect(await refreshError(provider, app, fresh.refreshToken)).toBe("invalid_grant");
  } finally {
    await context.close();
    await close(server);
  }
});

test("a public desktop app signs a user in through a loopback redirect on any port, with PKCE and no secret", async ({
  browser,
  baseURL,
}) => {
  const provider = await discoverHopper(baseURL);
  const name = unique("Desktop App");
  // Registered without a port: the app listens on whichever port is free when the user signs in (RFC 8252).
  const registered = await registerApp(browser, "creator", {
    name,
    max_scopes: MAX_SCOPES,
    redirect_uris: ["http://127.0.0.1/callback"],
    is_public: true,
  });
  expect(registered.client_secret).toBeNull();
  const app: HopperApp = { clientId: registered.id };

  const context = await browser.newContext();
  await useDemoSession(context, USER);
  const page = await context.newPage();
  const landed = page.getByText("You can close this window");
  try {
    const signIn = await startDesktopSignIn(provider, app, SCOPES);
    await page.goto(signIn.url.href);
    await expect(page.getByText(name).first()).toBeVisible();
    await authorizeIfAsked(page, name, landed);
    const first = await signIn.tokens;
    await checkTokens(provider, first);

    const second = await refresh(provider, app, first.refreshToken);
    expect(await userStatus(provider, second.accessToken)).toBe(200);
    expect(await refreshError(provider, app, first.refreshToken)).toBe("invalid_grant");
    expect(await userStatus(provider, second.accessToken)).toBe(401);
    expect(await refreshError(provider, app, second.refreshToken)).toBe("invalid_grant");

    // A fresh sign-in on a new port; revoking an access token (RFC 7009) stops that token only.
    const again = await startDesktopSignIn(provider, app, SCOPES);
    await page.goto(again.url.href);
    await authorizeIfAsked(page, name, landed);
    const fresh = await again.tokens;
    await revoke(provider, app, fresh.accessToken);
    expect(await userStatus(provider, fresh.accessToken)).toBe(401);
    const renewed = await refresh(provider, app, fresh.refreshToken);
    expect(await userStatus(provider, renewed.accessToken)).toBe(200);

    // The user revokes the app on the settings page: the tokens stop at once.
    await revokeOnSettings(page, name);
    expect(await userStatus(provider, renewed.accessToken)).toBe(401);
    expect(await refreshError(provider, app, renewed.refreshToken)).toBe("invalid_grant");
  } finally {
    await context.close();
  }
});

test("refusals: an unregistered redirect URI or a scope beyond the maximum stays on Hopper; a wrong PKCE verifier, a reused code and another redirect URI get invalid_grant, a missing verifier invalid_request", async ({
  browser,
  baseURL,
}) => {
  const provider = await discoverHopper(baseURL);
  const name = unique("Checked App");
  const registered = await registerApp(browser, "creator", {
    name,
    max_scopes: MAX_SCOPES,
    redirect_uris: ["http://127.0.0.1/callback"],
    is_public: true,
  });
  const app: HopperApp = { clientId: registered.id };
  const client: oauth.Client = { client_id: app.clientId };
  const callbacks: URL[] = [];
  const { server, origin } = await listen(
    createServer((req, res) => {
      const url = new URL(req.url ?? "/", "http://127.0.0.1");
      // Only the redirects count; the browser also asks the listener for its favicon.
      if (url.pathname !== "/callback") return void res.writeHead(404).end();
      callbacks.push(url);
      res.end("caught");
    }),
  );
  const redirectUri = `${origin}/callback`;
  const context = await browser.newContext();
  await useDemoSession(context, USER);
  const page = await context.newPage();

  /** A fresh code for this app (consent the first time), caught by the listener and not yet exchanged. */
  async function newCode() {
    const pending = await startSignIn(provider, app, { redirectUri, scopes: SCOPES });
    const before = callbacks.length;
    await page.goto(pending.url.href);
    await authorizeIfAsked(page, name, page.getByText("caught"));
    expect(callbacks).toHaveLength(before + 1);
    const params = oauth.validateAuthResponse(provider.as, client, callbacks.at(-1)!, pending.state);
    return { pending, params };
  }
  async function exchangeError(params: URLSearchParams, uri: string, verifier: string | typeof oauth.nopkce) {
    const response = await oauth.authorizationCodeGrantRequest(
      provider.as,
      client,
      oauth.None(),
      params,
      uri,
      verifier,
      provider.http,
    );
    const error = await oauth.processAuthorizationCodeResponse(provider.as, client, response).then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(oauth.ResponseBodyError);
    return (error as oauth.ResponseBodyError).error;
  }

  try {
    // Never redirected to an address the app did not register, nor with a scope beyond its maximum.
    for (const [uri, scopes] of [
      ["https://elsewhere.example/callback", SCOPES],
      [redirectUri, ["NOTIFICATION_WRITE"]],
      [redirectUri, ["SESSION_ACCESS"]],
    ] as const) {
      const pending = await startSignIn(provider, app, { redirectUri: uri, scopes });
      await page.goto(pending.url.href);
      await expect(page.getByRole("button", { name: "Authorize", exact: true })).toHaveCount(0);
      expect(new URL(page.url()).origin).toBe(new URL(provider.as.issuer).origin);
    }
    expect(callbacks).toHaveLength(0);

    const wrong = await newCode();
    expect(await exchangeError(wrong.params, redirectUri, oauth.generateRandomCodeVerifier())).toBe("invalid_grant");
    const missing = await newCode();
    // A missing verifier is a missing parameter (RFC 6749 5.2); a wrong one fails the PKCE check (RFC 7636 4.6).
    expect(await exchangeError(missing.params, redirectUri, oauth.nopkce)).toBe("invalid_request");
    const elsewhere = await newCode();
    const otherPort = `http://127.0.0.1:${new URL(origin).port === "1" ? 2 : 1}/callback`;
    expect(await exchangeError(elsewhere.params, otherPort, elsewhere.pending.codeVerifier)).toBe("invalid_grant");

    // A good code works once; the same code again is refused.
    const good = await newCode();
    const tokens = await finishSignIn(provider, app, good.pending, callbacks.at(-1)!);
    expect(await userStatus(provider, tokens.accessToken)).toBe(200);
    expect(await exchangeError(good.params, redirectUri, good.pending.codeVerifier)).toBe("invalid_grant");
  } finally {
    await context.close();
    await close(server);
  }
});
