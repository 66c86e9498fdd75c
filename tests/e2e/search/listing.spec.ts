import type { Page } from "@playwright/test";
import { expect, test } from "@playwright/test";

import { E2E_API_RATE_LIMIT } from "../support/server-limits";

const count = async (page: Page) => Number((await page.getByTestId("total-hits").textContent())!.replace(/[^\d]/g, ""));

test("search, filter, change view, paginate and open a result; the URL reproduces the page", async ({ page }) => {
  // A cap, not a wait: about a dozen page loads and client navigations, which took over 60 s on the loaded
  // 2-core machine (two CPU hogs beside the suite); every step still waits for its own condition.
  test.slow();
  await page.goto("/mods");
  await expect(page.getByRole("heading", { name: "Mods" })).toBeVisible();
  const all = await count(page);
  expect(all).toBeGreaterThan(0);
  await expect(page.getByRole("textbox", { name: "Search mods" })).toHaveAttribute("maxlength", "200");

  // A loader filter narrows the list, and every hit shows that loader.
  await page
    .getByRole("complementary", { name: "Filters" })
    .getByRole("checkbox", { name: "fabric", exact: true })
    .check();
  await expect(page).toHaveURL(/f=categories%3Afabric/);
  const fabric = await count(page);
  expect(fabric).toBeLessThanOrEqual(all);
  for (const hit of await page.getByTestId("search-hit").all()) await expect(hit).toContainText("fabric");

  // Excluding it instead gives the rest.
  await page.getByRole("checkbox", { name: "Exclude fabric" }).check();
  await expect(page).toHaveURL(/f=%21categories%3Afabric/);
  expect(await count(page)).toBe(all - fabric);

  // View modes and sorting live in the URL too.
  await page.goto("/mods?s=downloads");
  await page.getByRole("navigation", { name: "View mode" }).getByRole("link", { name: "Grid" }).click();
  await expect(page.locator("[data-view]")).toHaveAttribute("data-view", "grid");
  const url = page.url();
  const firstTitle = await page.getByTestId("search-hit").first().locator("a").first().textContent();
  await page.goto(url);
  await expect(page.getByTestId("search-hit").first().locator("a").first()).toHaveText(firstTitle!);

  // Pagination is a true offset.
  await page.goto("/mods?m=10");
  if ((await count(page)) > 10) {
    await page.getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/o=10/);
    await expect(page.getByText(/Page 2 of/)).toBeVisible();
  }

  // The search box keeps the filters and finds by text.
  await page.goto("/mods");
  const title = (await page.getByTestId("search-hit").first().locator("a").first().textContent())!;
  await page.getByRole("searchbox").or(page.getByLabel("Search mods")).fill(title);
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/q=/);
  await expect(page.getByTestId("search-hit").first().locator("a").first()).toHaveText(title);
  await page.getByTestId("search-hit").first().locator("a").first().click();
  await expect(page.getByTestId("project-title")).toHaveText(title);
});

test("the public API finds the same projects", async ({ request }) => {
  const response = await request.get('/v2/search?facets=[["project_type:mod"]]&limit=5&index=downloads');
  expect(response.status()).toBe(200);
  expect(response.headers()["x-ratelimit-limit"]).toBe(String(E2E_API_RATE_LIMIT));
  const body = await response.json();
  expect(body.limit).toBe(5);
  expect(body.hits.length).toBeGreaterThan(0);
  const downloads = body.hits.map((h: { downloads: number }) => h.downloads);
  expect([...downloads].sort((a: number, b: number) => b - a)).toEqual(downloads);
  const bad = await request.get("/v2/search?limit=101");
  expect(bad.status()).toBe(400);
  expect((await bad.json()).error).toBe("invalid_input");
});

test("the home page lists featured, popular and recently updated projects, and searches", async ({ page }) => {
  await page.goto("/");
  for (const id of ["samples", "search", "recent"]) {
    await expect(page.getByTestId(`home-${id}`).getByRole("listitem").first()).toBeVisible();
  }
  const title = (await page
    .getByTestId("home-samples")
    .getByRole("listitem")
    .first()
    .getByRole("link")
    .first()
    .textContent())!;
  // The box shows where the search text stops (200 characters) rather than cutting it silently.
  await expect(page.getByRole("searchbox", { name: "Search projects" })).toHaveAttribute("maxlength", "200");
  await page.getByRole("searchbox", { name: "Search projects" }).fill(title.trim());
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByTestId("home-search")).toContainText(title.trim());
});

test("the home page shows the catalogue's numbers", async ({ page }) => {
  await page.goto("/");
  const numbers = page.getByTestId("catalogue-numbers");
  for (const label of ["Projects", "Versions", "Files", "Creators"]) {
    // The demo catalogue has dozens of public projects, several versions each, and several creators.
    const value = await numbers
      .locator("div", { has: page.getByText(label, { exact: true }) })
      .locator("dd")
      .textContent();
    // The site's number format (spec section 9): comma thousands below 10,000, then x.xk and x.xxM.
    expect(value).toMatch(/^(\d{1,3}(,\d{3})?|\d+\.\dk|\d+\.\d\dM)$/);
    if (/^[\d,]+$/.test(value!)) expect(Number(value!.replaceAll(",", ""))).toBeGreaterThan(1);
  }
});
