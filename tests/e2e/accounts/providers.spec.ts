import type { AddressInfo } from "node:net";
import { createServer } from "node:net";

import type { Page } from "@playwright/test";
import { expect, test } from "@playwright/test";
import Provider from "oidc-provider";

import { startSmtpCapture } from "../../support/smtp-capture";
import { startHopper } from "./second-instance";
import { signUp, unique } from "./helpers";

// This file runs its own Hopper with SMTP and an OpenID Connect provider configured.
const PORT = 3107;
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let idp: ReturnType<Provider["listen"]>;
let hopper: Awaited<ReturnType<typeof startHopper>>;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  smtp = await startSmtpCapture();

  const idpServer = await new Promise<{ port: number }>((resolve) => {
    const probe = createServer();
    probe.listen(0, "127.0.0.1", () => {
      const port = (probe.address() as AddressInfo).port;
      probe.close(() => resolve({ port }));
    });
  });
  const issuer = `http://127.0.0.1:${idpServer.port}`;
  const oidc = new Provider(issuer, {
    clients: [
      {
        client_id: "hopper",
        client_secret: "hopper-test-secret",
        redirect_uris: [`http://localhost:${PORT}/api/auth/callback/oidc`],
        response_types: ["code"],
        grant_types: ["authorization_code"],
      },
    ],
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["preferred_username", "name"] },
    async findAccount(_ctx, sub) {
      return {
        accountId: sub,
        async claims() {
          return { sub, email: `${sub}@idp.test`, email_verified: true, preferred_username: sub };
        },
      };
    },
    features: { devInteractions: { enabled: true } },
    // Put the profile claims in the ID token, where Auth.js reads them (many IdPs do by default).
    conformIdTokenClaims: false,
    cookies: { keys: ["hopper-e2e-cookie-key"] },
    ttl: { Grant: 600, AccessToken: 600, IdToken: 600, Interaction: 600, Session: 600 },
  });
  idp = oidc.listen(idpServer.port);

  hopper = await startHopper(PORT, {
    SMTP_URL: smtp.url,
    AUTH_OIDC_ISSUER: issuer,
    AUTH_OIDC_ID: "hopper",
    AUTH_OIDC_SECRET: "hopper-test-secret",
    AUTH_OIDC_NAME: "Test IdP",
  });
});

test.afterAll(async () => {
  await hopper?.stop();
  // Stopping the second Hopper leaves none of its local agent's game containers on the Docker engine.
  expect(await hopper?.removeLeftContainers(), "containers left by the second Hopper").toBe(0);
  await smtp?.close();
  idp?.close();
});

test("the verification mail goes out over real SMTP", async ({ page }) => {
  const username = unique("smtp");
  const email = `${username}@example.com`;
  await signUp(page, username, email, "a good long password", hopper.url);
  await expect(page).toHaveURL(/\/auth\/welcome$/);
  await expect.poll(() => smtp.received.filter((m) => m.to === email).length).toBe(1);
  const raw = smtp.received.find((m) => m.to === email)!.raw.replace(/=\r?\n/g, "");
  const link = /http:\/\/localhost:\d+\/auth\/verify-email\?token=[A-Za-z0-9%=]+/.exec(raw)?.[0];
  expect(link).toBeTruthy();
  await page.goto(link!.replace(/=3D/g, "="));
  await expect(page.getByTestId("verify-outcome")).toHaveText("Your email address has been verified. Thank you!");
});

async function idpLogin(page: Page, login: string) {
  // oidc-provider's development login and consent screens.
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill("anything");
  await page.getByRole("button", { name: /sign-in/i }).click();
  await page.getByRole("button", { name: /continue/i }).click();
}

test("a new user signs in through an OpenID Connect provider and cannot unlink their only way in", async ({ page }) => {
  const login = unique("idp-user");
  await page.goto(`${hopper.url}/auth/sign-in`);
  await page.getByRole("button", { name: "Sign in with Test IdP" }).click();
  await idpLogin(page, login);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId("dashboard-username")).toHaveText(login);

  await page.goto(`${hopper.url}/settings/account`);
  await expect(page.getByText(`Test IdP (${login}@idp.test)`)).toBeVisible();
  // The only way in is the provider, so unlinking it is refused until a password is set.
  await page.getByRole("button", { name: "Unlink oidc" }).click();
  await expect(page.getByTestId("form-error")).toHaveText(
    "Set a password before you unlink your last sign-in provider.",
  );
});

test("a password user links the provider from the account page, then unlinks it", async ({ page }) => {
  const username = unique("linker");
  await signUp(page, username, `${username}@example.com`, "a good long password", hopper.url);
  await expect(page).toHaveURL(/\/auth\/welcome$/);
  await page.goto(`${hopper.url}/settings/account`);
  await page.getByRole("button", { name: "Link Test IdP" }).click();
  const login = unique("linked-idp");
  await idpLogin(page, login);
  await expect(page).toHaveURL(/\/settings\/account$/);
  await expect(page.getByText(`Test IdP (${login}@idp.test)`)).toBeVisible();
  await page.getByRole("button", { name: "Unlink oidc" }).click();
  await expect(page.getByText(`Test IdP (${login}@idp.test)`)).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Link Test IdP" })).toBeVisible();
});
