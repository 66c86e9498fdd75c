import { expect, test } from "@playwright/test";

import { errorMessages } from "../../../modules/accounts/src/ui/error-messages";
import { translatorFor, UPSIDE_DOWN_LOCALE } from "../../../modules/ui/src/i18n/catalogue";

test("an anonymous visitor of /dashboard signs in and comes back to it", async ({ page }) => {
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/auth\/sign-in\?redirect=%2Fdashboard$/);

  await page.getByLabel("Email or username").fill("demo-creator");
  await page.getByLabel("Password").fill("wrong password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Incorrect" })).toHaveText(
    "Incorrect username, email or password.",
  );
  await expect(page).toHaveURL(/\/auth\/sign-in/);

  await page.getByLabel("Password").fill("hopper-creator");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId("dashboard-username")).toHaveText("demo-creator");

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/auth\/sign-in/);
});

test("sign-in never redirects to another site", async ({ page }) => {
  await page.goto("/auth/sign-in?redirect=//evil.example/steal");
  await page.getByLabel("Email or username").fill("creator@hopper.test");
  await page.getByLabel("Password").fill("hopper-creator");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/localhost:\d+\/dashboard$/);
});

// Issue 14 (language): the provider sign-in comes back with a fixed ?error= code, which the page reads from the
// accounts errors catalogue in the reader's language; any other value (free text in the address) shows nothing.
test("the sign-in page shows a provider's error by code, in the reader's language, and nothing of forged text", async ({
  page,
}) => {
  await page.goto("/auth/sign-in?error=provider-failed");
  // (Next.js's route announcer is an alert too: the page's own is the one with text.)
  await expect(page.getByRole("alert").filter({ hasText: /\S/ })).toHaveText(
    "Signing in with that provider failed. Try again, or use your password.",
  );
  await page.goto("/auth/sign-in?error=provider-failed&hl=en-x-updown");
  await expect(page.getByRole("alert").filter({ hasText: /\S/ })).toHaveText(
    translatorFor(errorMessages, UPSIDE_DOWN_LOCALE)("providerFailed"),
  );
  await page.goto(`/auth/sign-in?error=${encodeURIComponent("Your account is locked. Call +1 555 0100 now.")}`);
  await expect(page.getByText("Your account is locked", { exact: false })).toHaveCount(0);
  await expect(page.getByRole("alert").filter({ hasText: /\S/ })).toHaveCount(0);
});
