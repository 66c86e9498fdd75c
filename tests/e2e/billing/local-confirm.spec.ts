import { expect, test } from "@playwright/test";
import type { Page } from "@playwright/test";

import { signUp, unique } from "../accounts/helpers";

// The local provider's confirmation step (docs/billing.md "Providers"): 4000 0025 0000 3155 asks the buyer to confirm
// on /billing/local/confirm/{chargeId}; its buttons (forms, no script needed) send the signed event through the
// webhook handling. Only the charge's owner sees the page.

async function buyWith3155(page: Page): Promise<string> {
  const username = unique("confirm");
  await signUp(page, username, `${username}@example.com`, "a-long-confirm-password");
  await expect(page).not.toHaveURL(/\/auth\/sign-up/);
  await page.goto("/plus/checkout?interval=monthly");
  const form = page.getByTestId("add-card-form");
  await form.getByLabel("Card number").fill("4000 0025 0000 3155");
  await form.getByLabel("Expiry month (MM)").fill("12");
  await form.getByLabel("Expiry year (YY)").fill("34");
  await form.getByLabel("Security code (CVC)").fill("123");
  await form.getByRole("button", { name: "Save card" }).click();
  await expect(page.getByTestId("form-done")).toHaveText("Card saved.");
  await page.getByTestId("pay").click();
  await expect(page).toHaveURL(/\/billing\/local\/confirm\/[A-Za-z0-9]+$/);
  await expect(page.getByRole("heading", { name: "Confirm your payment" })).toBeVisible();
  return page.url();
}

test("Complete authentication pays: the subscription turns active", async ({ page }) => {
  await buyWith3155(page);
  await page.getByRole("button", { name: "Complete authentication" }).click();
  await expect(page.getByTestId("local-confirm-notice")).toHaveText(
    "Authentication completed. Your payment is being processed.",
  );
  await expect(page.getByRole("button", { name: "Complete authentication" })).toHaveCount(0);
  await expect(async () => {
    await page.goto("/settings/billing");
    await expect(page.getByTestId("subscription").first()).toHaveAttribute("data-state", "active", { timeout: 1000 });
  }).toPass();
});

test("Fail authentication fails the payment; another user cannot open the page", async ({ page, browser }) => {
  const url = await buyWith3155(page);
  await page.getByRole("button", { name: "Fail authentication" }).click();
  await expect(page.getByTestId("local-confirm-notice")).toHaveText("Authentication failed. The payment was not made.");
  await page.goto(url);
  await expect(page.getByTestId("local-confirm-done")).toHaveText("This payment needs no confirmation.");
  // A purchase that failed after Pay ends as a declined card does: no subscription, the failed charge with the
  // provider's message on the charge list (docs/billing.md, "A purchase that fails later").
  await page.goto("/settings/billing");
  await expect(page.getByTestId("subscriptions-none")).toBeVisible();
  await page.goto("/settings/billing/charges");
  await expect(page.getByTestId("charge")).toHaveAttribute("data-status", "failed");
  await expect(page.getByTestId("charge-failure")).toHaveText("Authentication failed.");

  const other = await browser.newPage();
  const stranger = unique("stranger");
  await signUp(other, stranger, `${stranger}@example.com`, "a-long-stranger-password");
  await expect(other).not.toHaveURL(/\/auth\/sign-up/);
  const response = await other.goto(url);
  expect(response?.status()).toBe(404);
  await expect(other.getByRole("heading", { name: "Confirm your payment" })).toHaveCount(0);
  await other.close();
});
