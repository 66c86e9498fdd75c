import { expect, test } from "@playwright/test";

import { useDemoSession } from "../support/demo-sessions";

// Issue 18, "Billing settings" and "Staff", in a real browser, on the demo data (docs/billing.md "Demo data"):
// demo-reviewer's declined renewal shows the billing-action banner until a new card and "Retry payment now" pay the
// period; demo-creator cancels Hopper+ through its confirmation step, keeps the badge and sees until when, and
// undoes it (the demo state is back as it was); staff refund part of a charge and get 'User not found'. Every form
// is a server action without JavaScript of its own.

const BANNER = "Your payment for Hopper+ failed. Update your payment method to keep it.";

test("a failed renewal shows the banner; a new primary card and Retry payment now clear it", async ({ page }) => {
  test.slow(); // several form posts on a shared machine
  await useDemoSession(page.context(), "reviewer");

  // On every page, not only billing's.
  await page.goto("/");
  const banner = page.getByTestId("banner-billing-failed");
  await expect(banner).toContainText(BANNER);
  await banner.getByRole("link", { name: "Update payment method" }).click();
  await expect(page).toHaveURL(/\/settings\/billing/);
  const subscription = page.getByTestId("subscription").filter({ hasText: "Hopper+" });
  await expect(subscription.getByTestId("subscription-state")).toHaveText("Payment failed");
  await expect(subscription.getByTestId("subscription-failed")).toContainText("Your card was declined.");

  // A new card (Visa 4242), made primary: renewals and the retry charge it.
  const form = page.getByTestId("add-card-form");
  await form.getByLabel("Card number").fill("4242 4242 4242 4242");
  await form.getByLabel("Expiry month").fill("12");
  await form.getByLabel("Expiry year").fill(String(new Date().getUTCFullYear() + 2));
  await form.getByLabel("CVC").fill("123");
  await form.getByRole("button", { name: "Add card" }).click();
  await expect(page.getByTestId("billing-notice")).toHaveText("Payment method added.");
  await page.getByRole("button", { name: "Make the card ending 4242 primary" }).click();
  await expect(page.getByTestId("billing-notice")).toHaveText("Primary payment method changed.");
  const primary = page.getByTestId("payment-method").filter({ has: page.getByTestId("payment-method-primary") });
  await expect(primary.getByTestId("payment-method-last4")).toContainText("4242");
  await expect(primary.getByRole("img", { name: "Visa" })).toBeVisible();

  await subscription.getByTestId("subscription-retry").click();
  await expect(page.getByTestId("billing-notice")).toHaveText("Payment sent. It may take a moment to confirm.");
  await expect(page.getByTestId("banner-billing-failed")).toHaveCount(0);
  await expect(subscription.getByTestId("subscription-state")).not.toHaveText("Payment failed");

  // The charges page lists the new payment with its receipt.
  await page.getByTestId("billing-charges-link").click();
  await expect(page.getByRole("heading", { name: "Charges", level: 1 })).toBeVisible();
  await expect(page.getByTestId("charge").first()).toContainText("Hopper+");
  await page.getByTestId("charge-receipt").first().click();
  await expect(page.getByTestId("receipt")).toContainText("Visa ending 4242");
  await expect(page.getByTestId("receipt-total")).toHaveText("$4.99");
  // Printed, the receipt stands alone: no site header or footer.
  await page.emulateMedia({ media: "print" });
  await expect(page.locator("body > * header").first()).toBeHidden();
  await expect(page.getByTestId("receipt-total")).toBeVisible();
});

test("cancel asks first, keeps the perks and the badge until the period's end, and can be undone", async ({ page }) => {
  test.slow();
  await useDemoSession(page.context(), "creator");
  await page.goto("/settings/billing");
  const subscription = page.getByTestId("subscription").filter({ hasText: "Hopper+" });
  await expect(subscription.getByTestId("subscription-state")).toHaveText("Active");
  await expect(subscription.getByTestId("subscription-next")).toContainText("Next charge: $4.99 on");

  // The first click only asks; "Keep subscription" changes nothing.
  await subscription.getByRole("link", { name: "Cancel Hopper+" }).click();
  const confirm = subscription.getByTestId("subscription-cancel-confirm");
  await expect(confirm).toContainText("You keep its perks until");
  await confirm.getByRole("link", { name: "Keep subscription" }).click();
  await expect(subscription.getByTestId("subscription-state")).toHaveText("Active");

  await subscription.getByRole("link", { name: "Cancel Hopper+" }).click();
  await subscription.getByTestId("subscription-cancel-yes").click();
  await expect(page.getByTestId("billing-notice")).toContainText("Subscription cancelled.");
  await expect(subscription.getByTestId("subscription-state")).toHaveText("Cancelled");
  await expect(subscription.getByTestId("subscription-perks-until")).toContainText("Cancelled — perks until");

  // The perks stay: the badge on the profile.
  await page.goto("/user/demo-creator");
  await expect(page.getByTestId("subscriber-badge")).toContainText("Hopper+");

  await page.goto("/settings/billing");
  await subscription.getByRole("button", { name: "Undo cancellation" }).click();
  await expect(page.getByTestId("billing-notice")).toContainText("Cancellation undone");
  await expect(subscription.getByTestId("subscription-state")).toHaveText("Active");
});

test("staff manage a user's billing from the profile: a partial refund; an unknown user is 'User not found'", async ({
  page,
}) => {
  test.slow();
  await useDemoSession(page.context(), "moderator");
  await page.goto("/user/demo-reviewer");
  await page.getByTestId("manage-user-billing").click();
  await expect(page.getByRole("heading", { name: "Billing of demo-reviewer", level: 1 })).toBeVisible();
  await expect(page.getByTestId("admin-subscription").first()).toContainText("Hopper+");

  const paid = page.getByTestId("admin-charge").filter({ hasText: "DemoChR1" });
  await paid.getByLabel("Amount in minor units (empty: the whole charge)").fill("100");
  await paid.getByRole("button", { name: "Refund charge DemoChR1" }).click();
  await expect(page.getByTestId("admin-billing-notice")).toHaveText("Refund issued.");
  await expect(page.getByTestId("admin-charge").filter({ hasText: "Refund" }).first()).toContainText("$1.00");

  await page.goto("/admin/billing/NoSuchU1");
  await expect(page.getByTestId("admin-billing-not-found")).toHaveText("User not found");
});

test("a user sees no 'Manage user billing' and cannot open the staff page", async ({ page }) => {
  await useDemoSession(page.context(), "creator");
  await page.goto("/user/demo-reviewer");
  await expect(page.getByTestId("profile-username")).toHaveText("demo-reviewer");
  await expect(page.getByTestId("manage-user-billing")).toHaveCount(0);
  const response = await page.goto("/admin/billing/demo-reviewer");
  expect(response?.status()).toBe(403);
  await expect(page.getByTestId("admin-billing")).toHaveCount(0);
});
