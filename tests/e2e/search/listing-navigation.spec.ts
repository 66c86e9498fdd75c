import type { Page } from "@playwright/test";
import { expect, test } from "@playwright/test";

const hitTitles = async (page: Page) =>
  Promise.all((await page.getByTestId("search-hit").all()).map((hit) => hit.locator("a").first().textContent()));
const filters = (page: Page) => page.getByRole("complementary", { name: "Filters" });

/** A marker on window survives only if the page was never reloaded. */
const markWindow = (page: Page) =>
  page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
const stillSamePage = (page: Page) => page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload);

async function expectSameAfterReload(page: Page) {
  const before = await hitTitles(page);
  await page.reload();
  expect(await hitTitles(page)).toEqual(before);
}

test("filters, sort, view mode and pages update the results without reloading the page", async ({ page }) => {
  await page.goto("/mods?m=10");
  await markWindow(page);

  // Filters are checkboxes with state (issue 14), applied as soon as they change.
  await filters(page).getByRole("checkbox", { name: "fabric", exact: true }).check();
  await expect(page).toHaveURL(/f=categories%3Afabric/);
  await expect(filters(page).getByRole("checkbox", { name: "fabric", exact: true })).toBeChecked();
  expect(await stillSamePage(page)).toBe(true);

  // Sort applies on change, without pressing Search.
  await page.getByLabel("Sort by").selectOption("downloads");
  await expect(page).toHaveURL(/s=downloads/);
  await expect(page).toHaveURL(/f=categories%3Afabric/);
  expect(await stillSamePage(page)).toBe(true);
  await expect(page.getByLabel("Sort by")).toHaveValue("downloads");

  await page.getByRole("navigation", { name: "View mode" }).getByRole("link", { name: "Grid" }).click();
  await expect(page.locator("[data-view]")).toHaveAttribute("data-view", "grid");
  await expect(page).toHaveURL(/view=grid/);
  expect(await stillSamePage(page)).toBe(true);

  // Page size applies on change too.
  await page.getByLabel("Results per page").selectOption("20");
  // 20 is the default page size, so it leaves the URL.
  await expect(page).not.toHaveURL(/m=10/);
  await expect(page).toHaveURL(/view=grid/);
  expect(await stillSamePage(page)).toBe(true);
  await expectSameAfterReload(page);

  // Pagination (on a broader search, so there is a second page).
  await page.goto("/mods?m=10&s=downloads");
  await markWindow(page);
  const first = await hitTitles(page);
  await page.getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(/o=10/);
  await expect(page.getByText(/Page 2 of/)).toBeVisible();
  expect(await stillSamePage(page)).toBe(true);
  const second = await hitTitles(page);
  expect(second.some((title) => first.includes(title))).toBe(false);
  await expectSameAfterReload(page);
});

test("environment and license choices, old game versions behind the expander", async ({ page }) => {
  // The demo plugins support only the server, every demo mod runs on both sides.
  await page.goto("/plugins");
  const plugins = Number((await page.getByTestId("total-hits").textContent())!.replace(/[^\d]/g, ""));
  expect(plugins).toBeGreaterThan(0);
  await markWindow(page);
  await filters(page).getByRole("radio", { name: "Client only" }).check();
  await expect(page).toHaveURL(/f=environment%3Aclient(&|$)/);
  await expect(page.getByText("No plugins match this search.")).toBeVisible();
  await filters(page).getByRole("radio", { name: "Server only" }).check();
  await expect(page).toHaveURL(/f=environment%3Aserver/);
  await expect(page).not.toHaveURL(/environment%3Aclient/);
  await expect(page.getByTestId("total-hits")).toHaveText(new RegExp(`^${plugins} result`));
  expect(await stillSamePage(page)).toBe(true);

  // Licenses: one chosen, then another added (either of them), then excluded.
  await page.goto("/mods");
  const all = Number((await page.getByTestId("total-hits").textContent())!.replace(/[^\d]/g, ""));
  await filters(page).getByRole("checkbox", { name: "MIT", exact: true }).check();
  await expect(page).toHaveURL(/f=license%3AMIT/);
  const mit = Number((await page.getByTestId("total-hits").textContent())!.replace(/[^\d]/g, ""));
  expect(mit).toBeGreaterThan(0);
  expect(mit).toBeLessThan(all);
  await filters(page).getByRole("checkbox", { name: "Exclude MIT" }).check();
  await expect(page).toHaveURL(/f=%21license%3AMIT/);
  // Excluding a filter unticks its inclusion.
  await expect(page).not.toHaveURL(/f=license%3AMIT/);
  await expect(filters(page).getByRole("checkbox", { name: "MIT", exact: true })).not.toBeChecked();
  await expect(page.getByTestId("total-hits")).toHaveText(new RegExp(`^${all - mit} result`));
  await page.getByRole("link", { name: "Clear filters" }).click();
  await expect(page.getByTestId("total-hits")).toHaveText(new RegExp(`^${all} result`));

  // Every release can be picked: 1.12.2 and 1.7.10 are behind "Show all versions".
  await expect(filters(page).getByRole("checkbox", { name: "1.12.2", exact: true })).toBeHidden();
  await filters(page).getByText("Show all versions").click();
  await filters(page).getByRole("checkbox", { name: "1.7.10", exact: true }).check();
  await expect(page).toHaveURL(/f=versions%3A1.7.10/);
  await expect(filters(page).getByRole("checkbox", { name: "1.7.10", exact: true })).toBeChecked();
  await expect(filters(page).getByRole("checkbox", { name: "1.12.2", exact: true })).toBeVisible();
  // Snapshots join the list on demand.
  await expect(filters(page).getByRole("checkbox", { name: /-snapshot-|w\d\da$/ })).toHaveCount(0);
  await filters(page).getByRole("checkbox", { name: "Show snapshots" }).check();
  await expect(page).toHaveURL(/snapshots=1/);
  await expect(filters(page).getByRole("checkbox", { name: "Show snapshots" })).toBeChecked();
  expect(
    await filters(page)
      .getByRole("checkbox", { name: /-snapshot-|w\d\da$/ })
      .count(),
  ).toBeGreaterThan(0);
});

test("the search form still works without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/mods");
  await page.getByLabel("Sort by").selectOption("alphabetical");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/s=alphabetical/);
  const names = await hitTitles(page);
  expect(names.length).toBeGreaterThan(1);
  expect([...names].sort((a, b) => a!.localeCompare(b!))).toEqual(names);
  // Without JavaScript the filters are a plain GET form with an Apply button.
  await filters(page).getByRole("checkbox", { name: "fabric", exact: true }).check();
  await filters(page).getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(/f=categories%3Afabric/);
  await expect(filters(page).getByRole("checkbox", { name: "fabric", exact: true })).toBeChecked();
  await context.close();
});
