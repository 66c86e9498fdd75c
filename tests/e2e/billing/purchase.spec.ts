import { expect, test } from "@playwright/test";
import type { Page } from "@playwright/test";

import { signUp, unique } from "../accounts/helpers";
import { storageStateFor } from "../support/demo-sessions";

// Buying Hopper+ with the local provider (issue 18; docs/billing.md "Buying Hopper+"): /plus in the visitor's
// currency, the checkout's card form, Pay, the confirmation and the badge; a declined card shows the provider's
// message and creates nothing. Each test signs up a fresh user: demo-user stays unsubscribed for other specs.

async function freshBuyer(page: Page): Promise<string> {
  const username = unique("plus");
  await signUp(page, username, `${username}@example.com`, "a-long-buyer-password");
  await expect(page).not.toHaveURL(/\/auth\/sign-up/);
  return username;
}

async function addCard(page: Page, number: string) {
  const form = page.getByTestId("add-card-form");
  await form.getByLabel("Card number").fill(number);
  await form.getByLabel("Expiry month (MM)").fill("12");
  await form.getByLabel("Expiry year (YY)").fill("34");
  await form.getByLabel("Security code (CVC)").fill("123");
  await form.getByRole("button", { name: "Save card" }).click();
}

test("/plus shows the three prices in the visitor's currency, and the picker switches it", async ({ page }) => {
  await page.goto("/plus");
  await expect(page.getByTestId("plus-monthly").getByTestId("plus-price")).toHaveText("$4.99");
  await expect(page.getByTestId("plus-yearly").getByTestId("plus-price")).toHaveText("$49.99");
  await page.getByTestId("currency-picker").getByLabel("Currency").selectOption("JPY");
  await page.getByTestId("currency-picker").getByRole("button", { name: "Show prices" }).click();
  await expect(page.getByTestId("plus-monthly").getByTestId("plus-price")).toHaveText("¥750");
  await page.goto("/plus?currency=EUR");
  await expect(page.getByTestId("plus-monthly").getByTestId("plus-price")).toHaveText("€4.49");
  // Signed out, Subscribe is a sign-in that comes back to the checkout.
  await expect(page.getByTestId("plus-monthly").getByRole("link", { name: "Sign in to subscribe" })).toHaveAttribute(
    "href",
    /\/auth\/sign-in\?redirect=%2Fplus%2Fcheckout/,
  );
});

test("buys Hopper+ with 4242…: the confirmation, the active subscription and the badge", async ({ page }) => {
  const username = await freshBuyer(page);
  await page.goto("/plus");
  await page.getByTestId("plus-monthly").getByRole("link", { name: "Subscribe" }).click();
  await expect(page).toHaveURL(/\/plus\/checkout\?interval=monthly/);
  await expect(page.getByTestId("checkout-price")).toContainText("$4.99");
  await addCard(page, "4242 4242 4242 4242");
  await expect(page.getByTestId("form-done")).toHaveText("Card saved.");
  await expect(page.getByTestId("pay-form").getByRole("radio")).toBeChecked();
  await page.getByTestId("pay").click();
  await expect(page.getByRole("heading", { name: "Welcome to Hopper+" })).toBeVisible();

  // The local provider confirms through its webhook, as Stripe does: wait for it, not for time.
  await expect(async () => {
    await page.goto("/settings/billing");
    await expect(page.getByTestId("subscription").first()).toHaveAttribute("data-state", "active", { timeout: 1000 });
  }).toPass();
  await expect(page.getByTestId("subscription")).toHaveCount(1);
  await page.goto(`/user/${username}`);
  await expect(page.getByTestId("subscriber-badge")).toBeVisible();
  // The flair beside the name, and the plus mark beside the user menu (docs/billing.md, "Perks").
  await expect(page.getByTestId("subscriber-flair")).toContainText("Supporter since");
  await page.getByTestId("header-plus-mark").click();
  await expect(page).toHaveURL(/\/settings\/billing$/);
});

test("a declined card shows the provider's message and creates nothing (without JavaScript)", async ({
  page,
  browser,
}) => {
  await freshBuyer(page);
  const context = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
  });
  const noScript = await context.newPage();
  await noScript.goto("/plus/checkout?interval=yearly");
  await expect(noScript.getByTestId("checkout-price")).toContainText("$49.99");
  await addCard(noScript, "4000 0000 0000 0002");
  await expect(noScript.getByTestId("form-error")).toHaveText("Your card was declined.");
  await expect(noScript.getByTestId("pay-form")).toHaveCount(0);
  await noScript.goto("/settings/billing");
  await expect(noScript.getByTestId("subscription")).toHaveCount(0);
  await context.close();
});

test("a card that needs confirmation (3155) goes to the local confirmation step after Pay", async ({ page }) => {
  await freshBuyer(page);
  await page.goto("/plus/checkout?interval=quarterly");
  await expect(page.getByTestId("checkout-price")).toContainText("$12.00");
  await addCard(page, "4000 0025 0000 3155");
  await expect(page.getByTestId("form-done")).toHaveText("Card saved.");
  await page.getByTestId("pay").click();
  await expect(page).toHaveURL(/\/billing\/local\/confirm\//);
  await expect(page.getByText("Your bank asks you to confirm this payment of $12.00.", { exact: false })).toBeVisible();
});

test("an admin edits a price on /admin/billing/products; a user may not open the page", async ({ browser }) => {
  const admin = await browser.newContext({ storageState: storageStateFor("admin") });
  const page = await admin.newPage();
  await page.goto("/admin/billing/products");
  const row = page.getByTestId("admin-product").filter({ hasText: "pyro-2xl" }).getByTestId("price-USD");
  const monthly = row.getByLabel("USD Monthly");
  await expect(monthly).toHaveValue("9600");
  await monthly.fill("0");
  await row.getByRole("button", { name: "Save" }).click();
  await expect(page.getByTestId("form-error")).toBeVisible();
  await row.getByLabel("USD Monthly").fill("9601");
  await row.getByRole("button", { name: "Save" }).click();
  await expect(page.getByTestId("form-done")).toHaveText("Saved.");
  await expect(row.getByLabel("USD Monthly")).toHaveValue("9601");
  // Put it back: other specs read the seeded catalogue.
  await row.getByLabel("USD Monthly").fill("9600");
  await row.getByRole("button", { name: "Save" }).click();
  await expect(row.getByLabel("USD Monthly")).toHaveValue("9600");
  await admin.close();

  const creator = await browser.newContext({ storageState: storageStateFor("creator") });
  const response = await (await creator.newPage()).goto("/admin/billing/products");
  expect(response?.status()).toBe(403);
  await creator.close();
});
