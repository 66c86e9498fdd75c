import { createServer } from "node:http";
import type { Server } from "node:http";

import { expect, test } from "@playwright/test";
import type { Browser, Page } from "@playwright/test";

import { unique } from "../accounts/helpers";
import { DEMO_ACCOUNTS } from "../support/declared-pages";
import { storageStateFor } from "../support/demo-sessions";
import { close, listen, registerApp, SCOPE_BIT } from "./support/apps";

// The consent screen /auth/authorize and Authorized apps /settings/authorizations in Chromium (issue 17): the
// screen names what the app will be able to do in words, its creator and where the answer goes; Decline and
// Authorize reach the app's loopback redirect URI (a real node http listener in this process, as a desktop app
// runs one) with the state, also without JavaScript; a signed-out user signs in and comes back to the screen; an
// unregistered redirect URI is an error page that sends nobody anywhere; a public loopback app already granted is
// asked again (RFC 8252 8.6; the services' tests cover the apps sent straight back); Revoke removes the app. demo-creator owns the apps, demo-moderator authorizes them.

const USER = "moderator" as const;
const CREATOR = DEMO_ACCOUNTS.creator.username;
const MAX_SCOPES = SCOPE_BIT.USER_READ | SCOPE_BIT.NOTIFICATION_READ;
// A fixed S256 challenge (RFC 7636 appendix B): the app's code is never exchanged here, only its arrival matters.
const CHALLENGE = "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM";

interface AppUnderTest {
  name: string;
  id: string;
  origin: string;
  callback: string;
  /** Every request the app's listener received, as URLs. */
  caught: URL[];
  server: Server;
}

/** A public app of demo-creator whose loopback redirect URI is a listener in this process that records requests. */
async function appWithListener(browser: Browser): Promise<AppUnderTest> {
  const caught: URL[] = [];
  const { server, origin } = await listen(
    createServer((req, res) => {
      caught.push(new URL(req.url ?? "/", origin));
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      res.end("<!doctype html><title>App</title><p>caught</p>");
    }),
  );
  const name = unique("Consent App");
  const callback = `${origin}/callback`;
  const app = await registerApp(browser, "creator", {
    name,
    max_scopes: MAX_SCOPES,
    redirect_uris: [callback],
    is_public: true,
  });
  return { name, id: app.id, origin, callback, caught, server };
}

function authorizeUrl(app: AppUnderTest, extra: Record<string, string> = {}): string {
  const query = new URLSearchParams({
    client_id: app.id,
    redirect_uri: app.callback,
    response_type: "code",
    scope: "USER_READ NOTIFICATION_READ",
    state: "state-123",
    code_challenge: CHALLENGE,
    code_challenge_method: "S256",
    ...extra,
  });
  return `/auth/authorize?${query}`;
}

/** The app's listener got the browser, with these parameters. */
async function expectArrived(page: Page, app: AppUnderTest, params: Record<string, string | RegExp>) {
  await expect(page).toHaveURL((url) => url.origin === app.origin && url.pathname === "/callback");
  await expect(page.getByText("caught")).toBeVisible();
  const arrived = new URL(page.url());
  for (const [name, value] of Object.entries(params)) {
    if (typeof value === "string") expect(arrived.searchParams.get(name)).toBe(value);
    else expect(arrived.searchParams.get(name) ?? "").toMatch(value);
  }
}

test.describe("the consent screen", () => {
  let app: AppUnderTest;
  test.beforeAll(async ({ browser }) => {
    app = await appWithListener(browser);
  });
  test.afterAll(async () => {
    await close(app.server);
  });

  test("names the scopes in words, the creator and the redirect target; Decline returns access_denied with the state", async ({
    browser,
  }) => {
    const context = await browser.newContext({ storageState: storageStateFor(USER) });
    const page = await context.newPage();
    const response = await page.goto(authorizeUrl(app));
    // Never inside another site's frame (clickjacking the Authorize button).
    expect(response?.headers()["x-frame-options"]).toBe("DENY");
    expect(response?.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
    await expect(page).toHaveTitle(`Authorize ${app.name} - Hopper`);
    await expect(page.getByTestId("consent-heading")).toHaveText(`${app.name} by ${CREATOR}`);
    await expect(page.getByRole("link", { name: CREATOR })).toHaveAttribute("href", `/user/${CREATOR}`);
    await expect(page.getByTestId("consent-scopes").getByRole("listitem")).toHaveText([
      "Access your public profile information",
      "Read your notifications",
    ]);
    await expect(page.getByTestId("consent-redirect")).toHaveText(`You will be redirected to ${app.callback}`);
    await expect(page.getByTestId("consent-redirect").locator("strong")).toHaveText(app.origin);
    // No menus or banners on this page: the header's search and the footer are not there.
    await expect(page.getByRole("banner")).toHaveCount(0);
    await expect(page.getByRole("contentinfo")).toHaveCount(0);

    await page.getByRole("button", { name: "Decline", exact: true }).click();
    await expectArrived(page, app, { error: "access_denied", state: "state-123" });
    expect(new URL(page.url()).searchParams.get("code")).toBeNull();
    await context.close();
  });

  test("works without JavaScript: Authorize sends a code to the loopback URI; a public app is asked again", async ({
    browser,
  }) => {
    const context = await browser.newContext({ storageState: storageStateFor(USER), javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(authorizeUrl(app));
    await page.getByRole("button", { name: "Authorize", exact: true }).click();
    await expectArrived(page, app, { code: /^.{20,}$/, state: "state-123" });
    const first = new URL(page.url()).searchParams.get("code");

    // Already granted, but a public app on a loopback URI cannot prove who asks (RFC 8252 8.6): the screen again.
    await page.goto(authorizeUrl(app, { state: "second", scope: "USER_READ" }));
    await page.getByRole("button", { name: "Authorize", exact: true }).click();
    await expectArrived(page, app, { code: /^.{20,}$/, state: "second" });
    expect(new URL(page.url()).searchParams.get("code")).not.toBe(first);

    await context.close();
  });

  test("a signed-out user signs in and comes back to the screen with the whole request", async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const target = authorizeUrl(app, { state: "after sign-in & back" });
    await page.goto(target);
    await expect(page).toHaveURL(/\/auth\/sign-in\?/);
    expect(new URL(page.url()).searchParams.get("redirect")).toBe(target);
    const { username, password } = DEMO_ACCOUNTS.reviewer;
    await page.getByLabel("Email or username").fill(username);
    await page.getByLabel("Password").fill(password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByTestId("consent-heading")).toHaveText(`${app.name} by ${CREATOR}`);
    expect(new URL(page.url()).searchParams.get("state")).toBe("after sign-in & back");

    // The flow answered elsewhere first (another tab): this screen's answer finds no redirect location.
    const flowId = await page.locator('input[name="flowId"]').inputValue();
    const elsewhere = await context.request.post("/auth/authorize/answer", {
      form: { flowId, answer: "reject" },
      headers: { origin: new URL(page.url()).origin },
    });
    expect(elsewhere.status()).toBe(200);
    await page.getByRole("button", { name: "Authorize", exact: true }).click();
    await expect(page.getByRole("heading", { name: "No redirect location found in response" })).toBeVisible();

    await page.goto(target);
    await page.getByRole("button", { name: "Decline", exact: true }).click();
    await expectArrived(page, app, { error: "access_denied", state: "after sign-in & back" });
    await context.close();
  });

  test("an unregistered redirect URI, an unknown app or a scope beyond the app's maximum is an error page, never a redirect", async ({
    browser,
  }) => {
    const context = await browser.newContext({ storageState: storageStateFor(USER) });
    const page = await context.newPage();
    const before = app.caught.length;
    const cases: [Record<string, string>, string][] = [
      [{ redirect_uri: `${app.origin}/elsewhere` }, "Redirect URI not registered"],
      [{ redirect_uri: "https://attacker.example/callback" }, "Redirect URI not registered"],
      [{ client_id: "ZZZZZZZZ" }, "Unknown app"],
      [{ scope: "USER_READ PROJECT_WRITE" }, "The app asks for permissions it may not have"],
    ];
    for (const [extra, reason] of cases) {
      await page.goto(authorizeUrl(app, extra));
      await expect(page.getByTestId("consent-invalid-reason")).toHaveText(reason);
      await expect(page).toHaveTitle("Authorization failed - Hopper");
      expect(new URL(page.url()).pathname).toBe("/auth/authorize");
      await expect(page.getByRole("button", { name: "Authorize", exact: true })).toHaveCount(0);
    }
    expect(app.caught.length).toBe(before);
    await context.close();
  });
});

test("Authorized apps lists the app with its creator, scopes and date; Revoke removes it and asks again next time", async ({
  browser,
}) => {
  const app = await appWithListener(browser);
  const context = await browser.newContext({ storageState: storageStateFor(USER) });
  const page = await context.newPage();
  try {
    await page.goto(authorizeUrl(app, { scope: "USER_READ" }));
    await page.getByRole("button", { name: "Authorize", exact: true }).click();
    await expectArrived(page, app, { code: /^.{20,}$/ });

    await page.goto("/settings/authorizations");
    await expect(page.getByRole("link", { name: "Authorized apps" })).toHaveAttribute("aria-current", "page");
    const item = page.getByTestId("authorization").filter({ hasText: app.name });
    await expect(item).toContainText(`by ${CREATOR}`);
    await expect(item).toContainText("Access your public profile information");
    await expect(item).toContainText("Authorized");
    await item.getByRole("button", { name: "Revoke" }).click();
    await expect(page.getByTestId("authorizations-notice")).toHaveText("Access revoked.");
    await expect(page.getByTestId("authorization").filter({ hasText: app.name })).toHaveCount(0);

    // Revoked: the next request asks again instead of sending a code.
    await page.goto(authorizeUrl(app, { scope: "USER_READ" }));
    await expect(page.getByRole("button", { name: "Authorize", exact: true })).toBeVisible();
  } finally {
    await context.close();
    await close(app.server);
  }
});
