import { readFile } from "node:fs/promises";

import { expect, test } from "@playwright/test";

import { storageStateFor } from "../support/demo-sessions";

// Issue 20's journey (docs/analytics.md): demo-creator reads its downloads of the last 30 days from the demo data
// (chart and table), switches to last month, exports the CSV, withdraws a little with the manual provider; demo-admin
// marks that withdrawal paid on /admin/payouts; the creator's transfers show it paid. The withdrawal has an address
// of its own, so the test finds its payout whatever earlier runs left, and can run again on the same database.

const DAY_MS = 86_400_000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The server resolves a range when it answers, not when this test computes it: a run crossing 00:00 UTC between
 * `since` (taken just before the request) and now may see either day, so both are accepted.
 */
function todaysSince(since: number): string[] {
  return [...new Set([isoDay(since), isoDay(Date.now())])];
}

/** Last month's first and last day as seen on `today`. */
function lastMonthOf(today: string): { start: string; end: string; days: number } {
  const firstOfMonth = new Date(`${today.slice(0, 7)}-01T00:00:00Z`).getTime();
  const end = isoDay(firstOfMonth - DAY_MS);
  return { start: `${end.slice(0, 7)}-01`, end, days: Number(end.slice(8, 10)) };
}

/** A heading that names one of `ranges` ("from – to"). */
const anyRange = (ranges: string[]) => new RegExp(ranges.map(escape).join("|"));

test.use({ storageState: storageStateFor("creator") });

test("a creator's downloads chart, range, CSV export and a manual withdrawal marked paid by staff", async ({
  page,
  browser,
}) => {
  // The last 30 days: a chart, and a table with one row per day.
  const heading = page.locator("#analytics-heading");
  let since = Date.now();
  await page.goto("/dashboard/analytics");
  await expect(page.getByTestId("analytics-chart")).toBeVisible();
  const table = page.getByTestId("analytics-table");
  await expect(table.locator("tbody tr")).toHaveCount(30);
  const last30 = todaysSince(since).map((today) => `${isoDay(Date.parse(today) - 29 * DAY_MS)} – ${today}`);
  await expect(heading).toHaveText(anyRange(last30));
  await expect(page.getByTestId("analytics-total")).not.toHaveText(/^0$/);

  // Last month: its first day to its last, one row per day (the month the server resolved, if the run crossed one).
  const range = page.getByTestId("analytics-range");
  await range.locator('select[name="range"]').selectOption("last-month");
  since = Date.now();
  await range.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(/range=last-month/);
  const months = todaysSince(since).map(lastMonthOf);
  await expect(heading).toHaveText(anyRange(months.map((month) => `${month.start} – ${month.end}`)));
  const shown = await heading.textContent();
  const lastMonth = months.find((month) => shown?.includes(`${month.start} – ${month.end}`))!;
  await expect(table.locator("tbody tr")).toHaveCount(lastMonth.days);

  // The CSV of what is shown: a header, then a row per day and project, every day of last month (resolved again
  // by the export request, so either month a midnight allows).
  since = Date.now();
  const downloadEvent = page.waitForEvent("download");
  await page.getByTestId("analytics-export").click();
  const download = await downloadEvent;
  const csv = await readFile((await download.path())!, "utf8");
  const lines = csv.trim().split(/\r\n/);
  expect(lines[0]).toBe("day,project_id,project_slug,project_name,downloads");
  const days = new Set(lines.slice(1).map((line) => line.split(",")[0]));
  const exported = [lastMonth, ...todaysSince(since).map(lastMonthOf)].filter(
    (month) => days.size === month.days && days.has(month.start) && days.has(month.end),
  );
  expect(exported, `CSV days ${[...days].sort().join(",")}`).not.toEqual([]);
  expect(lines.slice(1).some((line) => !line.endsWith(",0"))).toBe(true);

  // A withdrawal of $1.xx to an address of this run's own, through PayPal (the manual provider pays it by hand).
  const address = `e2e-${Date.now().toString(36)}@example.com`;
  const cents = 10 + (Date.now() % 90);
  await page.goto("/dashboard/revenue/withdraw");
  await expect(page.getByTestId("withdraw-available")).toBeVisible();
  await page.getByTestId("withdraw-method").selectOption("paypal");
  await page.getByTestId("withdraw-amount").fill(`1.${cents}`);
  await page.getByTestId("withdraw-address").fill(address);
  await page.getByTestId("withdraw-review").click();
  await expect(page.getByTestId("withdraw-total")).toContainText(`$1.${cents}`);
  await page.getByTestId("withdraw-confirm").click();
  await expect(page).toHaveURL(/\/dashboard\/revenue\/transfers/);
  await expect(page.getByTestId("transfers-list")).toBeVisible();

  // Staff see it waiting and mark it paid.
  const admin = await browser.newContext({ storageState: storageStateFor("admin") });
  const adminPage = await admin.newPage();
  // Newest first: this run's withdrawal is on page 1 whatever earlier runs left open; its own address finds it.
  await adminPage.goto("/admin/payouts");
  const row = adminPage.getByTestId("admin-payout-row").filter({ hasText: address });
  await expect(row).toHaveCount(1);
  await expect(row).toHaveAttribute("data-status", "in-transit");
  await expect(row).toHaveAttribute("data-provider", "manual");
  const payoutId = await row.getAttribute("data-payout-id");
  expect(payoutId).toBeTruthy();
  await row.getByTestId("admin-payout-paid").click();
  await expect(adminPage.getByTestId("admin-payout-row").filter({ hasText: address })).toHaveCount(0);
  await admin.close();

  // The creator's transfers: that payout, paid.
  await page.goto("/dashboard/revenue/transfers");
  const transfer = page.getByTestId("transfers-list").locator(`[data-payout-id="${payoutId}"]`);
  await expect(transfer).toHaveAttribute("data-status", "success");
  await expect(transfer.getByTestId("transfer-status")).toContainText("Paid");
});
