import { expect, test } from "@playwright/test";
import type { Browser, Page } from "@playwright/test";

import { unique } from "../accounts/helpers";
import { storageStateFor } from "../support/demo-sessions";

// The journey: staff (demo-admin) write an entry with a code block and an image in the house editor,
// preview it and publish; a visitor sees it on /news/changelog, filters to its product and opens its date page.
// A future-dated entry written the same way is listed as scheduled for admins and absent from every public page.

/** "YYYY-MM-DDTHH:mm" in UTC, as the editor's datetime-local field takes it (the editor's times are UTC). */
const utcField = (date: Date) => date.toISOString().slice(0, 16);

async function adminPage(browser: Browser) {
  const context = await browser.newContext({ storageState: storageStateFor("admin") });
  return { context, page: await context.newPage() };
}

async function writeEntry(
  page: Page,
  entry: { product: string; at: string; version: string; body: string },
  preview?: (page: Page) => Promise<void>,
) {
  await page.goto("/admin/changelog/new");
  const form = page.getByTestId("changelog-form");
  await form.getByTestId("changelog-product").selectOption(entry.product);
  await form.getByTestId("changelog-date").fill(entry.at);
  await form.getByTestId("changelog-version").fill(entry.version);
  await form.getByTestId("changelog-body").fill(entry.body);
  if (preview) await preview(page);
  await form.getByTestId("changelog-save").click();
  await expect(page).toHaveURL(/\/admin\/changelog\?notice=created/);
}

test("staff write, preview and publish an entry with code and an image; a visitor reads it, filters, opens its day", async ({
  browser,
}) => {
  const marker = unique("Changelog journey");
  const version = unique("e2e").slice(0, 32);
  // An hour ago: published already, and the newest entry, so it is on the first page whatever the seed holds.
  const at = utcField(new Date(Date.now() - 60 * 60 * 1000));
  const body = [
    "## Added",
    "",
    `- ${marker}`,
    "",
    "```ts",
    "const answer: number = 42;",
    "```",
    "",
    "## Improvements",
    "",
    "![Hopper icon](/icon-192.png)",
  ].join("\n");

  const admin = await adminPage(browser);
  await writeEntry(admin.page, { product: "servers", at, version, body }, async (page) => {
    await page.getByRole("tab", { name: "Preview" }).click();
    const preview = page.getByTestId("changelog-preview");
    await expect(preview.locator("pre code")).toContainText("const answer");
    await expect(preview.locator("img[alt='Hopper icon']")).toBeVisible();
    await expect(preview).toContainText(marker);
  });
  const row = admin.page.getByTestId("admin-changelog-row").filter({ hasText: version });
  await expect(row).toHaveAttribute("data-scheduled", "false");
  await admin.context.close();

  const visitor = await browser.newContext();
  const page = await visitor.newPage();
  await page.goto("/news/changelog");
  const card = page.getByTestId("changelog-entry").filter({ hasText: marker });
  await expect(card).toBeVisible();
  await expect(card.locator("pre code")).toContainText("const answer: number = 42;");
  const image = card.locator("img[alt='Hopper icon']");
  await expect(image).toBeVisible();
  // Rendered, not just present: the sanitizer kept the site's own path and the CSP let it load.
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);

  await page.getByTestId("changelog-filter-servers").click();
  await expect(page).toHaveURL(/[?&]product=servers/);
  await expect(card).toBeVisible();
  const products = await page
    .getByTestId("changelog-entry")
    .evaluateAll((cards) => cards.map((el) => el.getAttribute("data-product")));
  expect(new Set(products)).toEqual(new Set(["servers"]));

  const day = await card.getAttribute("data-day");
  await card.locator("h2 a").click();
  await expect(page).toHaveURL(new RegExp(`/news/changelog/servers/${day}$`));
  await expect(page.getByTestId("changelog-entry").filter({ hasText: marker })).toBeVisible();
  await visitor.close();
});

test("a future-dated entry is scheduled: listed for admins, absent from the public pages and feed; then deleted", async ({
  browser,
}) => {
  const marker = unique("Scheduled journey");
  const version = unique("future").slice(0, 32);
  const admin = await adminPage(browser);
  await writeEntry(admin.page, { product: "app", at: "2099-06-15T12:00", version, body: `## Added\n\n- ${marker}` });
  const row = admin.page.getByTestId("admin-changelog-row").filter({ hasText: version });
  await expect(row).toHaveAttribute("data-scheduled", "true");
  await expect(row.getByTestId("admin-changelog-status")).toHaveText("Scheduled");

  const visitor = await browser.newContext();
  const page = await visitor.newPage();
  for (const path of ["/news/changelog", "/news/changelog?product=app", "/app"]) {
    await page.goto(path);
    await expect(page.getByTestId("changelog-entry").first()).toBeVisible();
    await expect(page.getByText(marker)).toHaveCount(0);
  }
  const response = await page.goto("/news/changelog/app/2099-06-15");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
  const feed = await page.request.get("/news/changelog/app/feed.atom");
  expect(feed.ok()).toBe(true);
  expect(await feed.text()).not.toContain(marker);
  await visitor.close();

  // Delete, with its confirmation: the box must be ticked (the browser refuses the form until it is).
  await row.getByRole("link", { name: "Edit" }).click();
  await expect(admin.page.getByTestId("changelog-version")).toHaveValue(version);
  await admin.page.getByTestId("changelog-delete").click();
  await expect(admin.page).toHaveURL(/\/edit/);
  await admin.page.getByTestId("changelog-delete-confirm").check();
  await admin.page.getByTestId("changelog-delete").click();
  await expect(admin.page).toHaveURL(/\/admin\/changelog\?notice=deleted/);
  await expect(admin.page.getByTestId("admin-changelog-row").filter({ hasText: version })).toHaveCount(0);
  await admin.context.close();
});
