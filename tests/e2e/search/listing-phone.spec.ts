import type { Page } from "@playwright/test";
import { expect, test } from "@playwright/test";

// Issue 14: on a phone the listing shows its results first; the filters are a sheet behind a "Filters" button
// (a popover: it needs no JavaScript), with checkboxes that apply at once, or through Apply without JavaScript.

test.use({ viewport: { width: 390, height: 844 } });

const filters = (page: Page) => page.getByRole("complementary", { name: "Filters" });

test("results come first on a phone; the filters open as a sheet from the Filters button", async ({ page }) => {
  await page.goto("/mods");
  const firstHit = page.getByTestId("search-hit").first();
  await expect(firstHit).toBeInViewport();
  await expect(filters(page)).toBeHidden();

  await page.getByRole("button", { name: "Filters", exact: true }).click();
  await expect(filters(page)).toBeVisible();
  const sheet = await filters(page).boundingBox();
  expect(sheet!.width).toBeLessThanOrEqual(390);
  await filters(page).getByRole("checkbox", { name: "fabric", exact: true }).check();
  await expect(page).toHaveURL(/f=categories%3Afabric/);
  // The sheet stays open while choosing, and says how many filters are on once closed.
  await expect(filters(page).getByRole("checkbox", { name: "fabric", exact: true })).toBeChecked();
  await filters(page).getByRole("button", { name: "Show results" }).click();
  await expect(filters(page)).toBeHidden();
  await expect(page.getByRole("button", { name: "Filters (1)" })).toBeVisible();
  await expect(firstHit).toBeInViewport();
  for (const hit of await page.getByTestId("search-hit").all()) await expect(hit).toContainText("fabric");
});

test("the filter sheet works without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  try {
    await page.goto("/mods?s=downloads");
    await expect(filters(page)).toBeHidden();
    await page.getByRole("button", { name: "Filters", exact: true }).click();
    await expect(filters(page)).toBeVisible();
    await filters(page).getByRole("radio", { name: "Client and server" }).check();
    await filters(page).getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(/f=environment%3Aclient-and-server/);
    // The listing's other choices are kept.
    await expect(page).toHaveURL(/s=downloads/);
    await expect(page.getByRole("button", { name: "Filters (1)" })).toBeVisible();
  } finally {
    await context.close();
  }
});
