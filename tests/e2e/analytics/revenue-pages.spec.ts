import { expect, test } from "@playwright/test";

import { storageStateFor } from "../support/demo-sessions";

// /dashboard/revenue and /admin/revenue (docs/analytics.md "Revenue"): demo-creator sees the demo data's balances,
// pending dates and monthly breakdown, and switches a project's monetization off and on; demo-admin sets a far
// month's pool and force-demonetizes a project by slug (the owner then cannot undo it) and lifts it again. Who may
// open these pages (a moderator is refused /admin/revenue, anonymous visitors are sent to sign in) is checked with
// the other analytics pages in page-access.spec.ts. Everything changed is put back, so the test can run again on
// the same database.

test("the creator's revenue page and monetization toggle", async ({ browser }) => {
  const creator = await browser.newContext({ storageState: storageStateFor("creator") });
  const page = await creator.newPage();
  await page.goto("/dashboard/revenue");
  await expect(page.getByRole("heading", { name: "Revenue", level: 1 })).toBeVisible();
  await expect(page.getByTestId("revenue-lifetime")).toHaveText(/^\$\d[\d,]*\.\d\d$/);
  await expect(page.getByTestId("revenue-lifetime")).not.toHaveText("$0.00");
  await expect(page.getByTestId("revenue-breakdown").locator("tbody tr").first()).toBeVisible();
  await expect(page.getByRole("link", { name: "Transfers" })).toHaveAttribute("href", "/dashboard/revenue/transfers");
  await expect(page.getByRole("link", { name: "Withdraw" })).toHaveAttribute("href", "/dashboard/revenue/withdraw");

  const card = page.getByTestId("monetization-project").first().getByTestId("monetization-card");
  await expect(card.getByTestId("monetization-status")).toHaveAttribute("data-status", "monetized");
  await card.getByTestId("monetization-demonetized").click();
  await expect(page.getByTestId("form-done")).toBeVisible();
  const again = page.getByTestId("monetization-project").first().getByTestId("monetization-card");
  await expect(again.getByTestId("monetization-status")).toHaveAttribute("data-status", "demonetized");
  await expect(again.getByTestId("monetization-force-demonetized")).toHaveCount(0);
  await again.getByTestId("monetization-monetized").click();
  await expect(page.getByTestId("monetization-project").first().getByTestId("monetization-status")).toHaveAttribute(
    "data-status",
    "monetized",
  );
  await creator.close();
});

test("the admins' pool page and staff demonetizing", async ({ browser }) => {
  const admin = await browser.newContext({ storageState: storageStateFor("admin") });
  const page = await admin.newPage();
  await page.goto("/admin/revenue");
  const form = page.getByTestId("pool-form");
  await form.locator('input[name="month"]').fill("2099-12");
  await form.locator('input[name="amount"]').fill("12,345.67");
  await form.locator('input[name="views"]').uncheck();
  await form.getByRole("button", { name: "Save pool" }).click();
  await expect(page.getByTestId("form-done")).toHaveText("The pool was saved.");
  const row = page.getByTestId("pool-row").filter({ hasText: "2099-12" });
  await expect(row).toContainText("$12,345.67");
  await expect(row).toContainText("Downloads");
  await form.locator('input[name="amount"]').fill("twelve");
  await form.getByRole("button", { name: "Save pool" }).click();
  await expect(page.getByTestId("form-error")).toContainText("Enter an amount in dollars");

  // A project of demo-creator's, force-demonetized by its slug.
  const creator = await browser.newContext({ storageState: storageStateFor("creator") });
  const creatorPage = await creator.newPage();
  await creatorPage.goto("/dashboard/revenue");
  const link = creatorPage.getByTestId("monetization-project").first().getByRole("link").first();
  const slug = (await link.getAttribute("href"))!.split("/").pop()!;
  await page.goto(`/admin/revenue?project=${slug}`);
  await page.getByTestId("monetization-force-demonetized").click();
  await expect(page.getByTestId("monetization-status")).toHaveAttribute("data-status", "force-demonetized");
  await creatorPage.reload();
  const creatorCard = creatorPage.getByTestId("monetization-project").first();
  await expect(creatorCard.getByTestId("monetization-status")).toHaveAttribute("data-status", "force-demonetized");
  await expect(creatorCard.getByRole("button")).toHaveCount(0);
  await page.getByTestId("monetization-monetized").click();
  await expect(page.getByTestId("monetization-status")).toHaveAttribute("data-status", "monetized");
  await creator.close();
  await admin.close();
});
