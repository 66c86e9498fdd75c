import { expect, test } from "@playwright/test";

import { latestMailLink, signIn, signUp, totpCode, unique } from "./helpers";

test("sign up, verify by mail, turn on two-factor, use a token, and lose a revoked session", async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const username = unique("steve");
  const email = `${username}@example.com`;
  const password = "correct horse battery";

  // Sign-up refuses a mismatched confirmation and keeps what was typed.
  await page.goto("/auth/sign-up");
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Confirm password").fill("something else");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByTestId("form-error")).toHaveText("Passwords do not match!");
  await expect(page.getByLabel("Username")).toHaveValue(username);

  await signUp(page, username, email, password);
  await expect(page).toHaveURL(/\/auth\/welcome$/);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // The verification mail, read from the outbox by staff.
  const link = await latestMailLink(browser, email, "/auth/verify-email");
  await page.goto(link);
  await expect(page.getByTestId("verify-outcome")).toHaveText("Your email address has been verified. Thank you!");
  await page.goto(link);
  await expect(page.getByTestId("verify-outcome")).toHaveText("Your email address is already verified.");

  // Two-factor set-up.
  await page.goto("/settings/account");
  await page.getByRole("button", { name: "Set up two-factor authentication" }).click();
  const secret = (await page.getByTestId("totp-secret").textContent())!.trim();
  await page.getByLabel("Code from your app").fill("000000");
  await page.getByRole("button", { name: "Turn on two-factor" }).click();
  await expect(page.getByTestId("form-error")).toContainText("That code is not valid.");
  await page.getByLabel("Code from your app").fill(totpCode(secret));
  await page.getByRole("button", { name: "Turn on two-factor" }).click();
  await expect(page.getByTestId("recovery-codes").locator("li")).toHaveCount(10);
  const codes = (await page.getByTestId("recovery-codes").locator("li").allTextContents()).map((c) => c.trim());

  // Sign out, then back in with the second step; a wrong code is refused.
  await page.goto("/auth/sign-out");
  await page.getByRole("button", { name: "Sign out" }).click();
  await signIn(page, username, password);
  await expect(page.getByLabel("Two-factor code")).toBeVisible();
  await page.getByLabel("Two-factor code").fill("123456");
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByTestId("form-error")).toContainText("That code is not valid.");
  await page.getByLabel("Two-factor code").fill(totpCode(secret, 1));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // A token with USER_READ reads the account over the API; one without it is refused.
  await page.goto("/settings/pats");
  await page.getByLabel("Name").fill("launcher token");
  await page.getByLabel("USER_READ", { exact: true }).check();
  await page.getByRole("button", { name: "Create token" }).click();
  const token = (await page.getByTestId("new-token").textContent())!.trim();
  expect(token).toMatch(/^hop_/);
  const me = await request.get("/v2/user", { headers: { Authorization: token } });
  expect(me.status()).toBe(200);
  expect((await me.json()).username).toBe(username);
  expect(
    (await (await request.get("/v2/user", { headers: { Authorization: `Bearer ${token}` } })).json()).username,
  ).toBe(username);

  await page.getByLabel("Name").fill("read projects only");
  await page.getByLabel("PROJECT_READ", { exact: true }).check();
  await page.getByRole("button", { name: "Create token" }).click();
  await expect(page.getByTestId("new-token")).not.toHaveText(token);
  const narrow = (await page.getByTestId("new-token").textContent())!.trim();
  const refused = await request.get("/v2/user", { headers: { Authorization: narrow } });
  expect(refused.status()).toBe(401);
  expect(await refused.json()).toEqual({
    error: "unauthorized",
    description: "Authentication Error: the token does not have the USER_READ scope",
  });

  // A second browser (signed in with a recovery code) revokes the first one's session.
  const other = await browser.newContext();
  const second = await other.newPage();
  await signIn(second, username, password);
  await second.getByLabel("Two-factor code").fill(codes[0]!);
  await second.getByRole("button", { name: "Verify" }).click();
  await expect(second).toHaveURL(/\/dashboard$/);
  await second.goto("/settings/sessions");
  await expect(second.getByTestId("sessions").locator("li")).toHaveCount(2);
  await second.getByRole("button", { name: "Revoke session" }).click();
  await expect(second.getByTestId("sessions").locator("li")).toHaveCount(1);
  await other.close();

  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/auth\/sign-in\?redirect=%2Fdashboard$/);
});

test("password reset: same answer for unknown accounts, single-use links", async ({ browser, page }) => {
  const username = unique("alex");
  const email = `${username}@example.com`;
  await signUp(page, username, email, "first password 1");
  await expect(page).toHaveURL(/\/auth\/welcome$/);
  await page.context().clearCookies();

  await page.goto("/auth/reset-password");
  await page.getByLabel("Email or username").fill("nobody-here-at-all");
  await page.getByRole("button", { name: "Send recovery email" }).click();
  const answer = await page.getByTestId("form-done").textContent();
  await page.getByLabel("Email or username").fill(username);
  await page.getByRole("button", { name: "Send recovery email" }).click();
  await expect(page.getByTestId("form-done")).toHaveText(answer!);

  const link = await latestMailLink(browser, email, "/auth/reset-password");
  await page.goto(link);
  await page.getByLabel("New password", { exact: true }).fill("second password 2");
  await page.getByLabel("Confirm new password").fill("second password 2");
  await page.getByRole("button", { name: "Reset password" }).click();
  await expect(page.getByTestId("form-done")).toHaveText("Your password has been changed. Sign in with the new one.");

  await page.goto(link);
  await page.getByLabel("New password", { exact: true }).fill("third password 3");
  await page.getByLabel("Confirm new password").fill("third password 3");
  await page.getByRole("button", { name: "Reset password" }).click();
  await expect(page.getByTestId("form-error")).toHaveText(
    "This reset link is invalid or has expired. Ask for a new one.",
  );

  await signIn(page, username, "first password 1");
  await expect(page.getByRole("alert").filter({ hasText: "Incorrect" })).toBeVisible();
  await signIn(page, username, "second password 2");
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("the unverified-email banner resends the link from any page", async ({ browser, page }) => {
  const username = unique("banner");
  const email = `${username}@example.com`;
  await signUp(page, username, email, "banner password 1");
  await expect(page).toHaveURL(/\/auth\/welcome$/);
  await page.goto("/legal/terms");
  await page.getByTestId("banner-unverified-email").getByRole("button").click();
  await expect(page).toHaveURL(/\/settings\/account\?verification=sent$/);
  await expect(page.getByTestId("verification-sent")).toHaveText(`We sent a new verification link to ${email}.`);
  const link = await latestMailLink(browser, email, "/auth/verify-email");
  await page.goto(link);
  await expect(page.getByTestId("verify-outcome")).toHaveText("Your email address has been verified. Thank you!");
  await page.goto("/legal/terms");
  await expect(page.getByTestId("banner-unverified-email")).toHaveCount(0);
});
