import { expect, test } from "@playwright/test";

// The reading side on the built app with the seed's history (docs/changelog.md, "Reading: pages, feeds and the
// app"): the list's filters and pager as plain links, the date page and its 404s, the feeds and their
// <link rel="alternate">, /app without downloads, the JSON endpoint and the footer link.

test("the changelog lists every line, filters by product and pages with plain links", async ({ page }) => {
  await page.goto("/news/changelog");
  const entries = page.getByTestId("changelog-entry");
  await expect(entries.first()).toBeVisible();
  const products = await entries.evaluateAll((cards) => cards.map((card) => card.getAttribute("data-product")));
  expect(new Set(products)).toEqual(new Set(["web", "servers", "app"]));
  const feeds = page.locator('link[rel="alternate"][type="application/atom+xml"]');
  await expect(feeds).toHaveCount(1);
  expect(await feeds.getAttribute("href")).toMatch(/\/news\/changelog\/feed\.atom$/);

  await page.getByTestId("changelog-filter-app").click();
  await expect(page).toHaveURL(/\/news\/changelog\?product=app$/);
  const appProducts = await entries.evaluateAll((cards) => cards.map((card) => card.getAttribute("data-product")));
  expect(new Set(appProducts)).toEqual(new Set(["app"]));
  await expect(page.locator('link[rel="alternate"][type="application/atom+xml"]')).toHaveCount(2);

  // The seed has more than a page of entries over every line.
  await page.goto("/news/changelog");
  await page.getByTestId("changelog-pagination").getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(/\/news\/changelog\?page=2$/);
  await expect(entries.first()).toBeVisible();

  const unknown = await page.goto("/news/changelog?product=plugins");
  expect(unknown?.status()).toBe(200);
  await expect(page.getByTestId("changelog-unknown-product")).toBeVisible();
});

test("a date page shows its entries; a wrong product, date or an empty day is the site's 404", async ({ page }) => {
  await page.goto("/news/changelog?product=servers");
  const card = page.getByTestId("changelog-entry").first();
  const day = await card.getAttribute("data-day");
  await card.locator("h2 a").click();
  await expect(page).toHaveURL(new RegExp(`/news/changelog/servers/${day}$`));
  await expect(page.getByTestId("changelog-entry").first()).toHaveAttribute("data-day", day!);

  for (const path of [
    "/news/changelog/plugins/2026-01-01",
    "/news/changelog/web/2026-02-30",
    "/news/changelog/app/1999-01-01",
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
    await expect(page.getByText(`Page Not Found: ${path}`)).toBeVisible();
    await expect(page.getByText("The page you were looking for doesn't seem to exist.")).toBeVisible();
  }
});

test("the feeds are Atom, per line and for all; the JSON endpoint answers the app's entries", async ({ request }) => {
  for (const path of ["/news/changelog/feed.atom", "/news/changelog/app/feed.atom"]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()["content-type"]).toBe("application/atom+xml; charset=utf-8");
    const xml = await response.text();
    expect(xml).toContain('<feed xmlns="http://www.w3.org/2005/Atom">');
    expect(xml).toMatch(/<link href="[^"]+\/news\/changelog\/(web|servers|app)\/\d{4}-\d{2}-\d{2}"/);
  }
  expect((await request.get("/news/changelog/plugins/feed.atom")).status()).toBe(404);

  const api = await request.get("/v3/changelog?product=app&limit=3");
  expect(api.status()).toBe(200);
  const entries = (await api.json()) as { product: string; date: string; body: string }[];
  expect(entries).toHaveLength(3);
  for (const entry of entries)
    expect(entry).toMatchObject({ product: "app", body: expect.stringContaining("## Added") });
  expect((await request.get("/v3/changelog?product=plugins")).status()).toBe(400);
});

test("/app shows the app line's newest entries and its changelog link, and offers no download", async ({ page }) => {
  await page.goto("/app");
  const entries = page.getByTestId("changelog-entry");
  await expect(entries).toHaveCount(3);
  const products = await entries.evaluateAll((cards) => cards.map((card) => card.getAttribute("data-product")));
  expect(products).toEqual(["app", "app", "app"]);
  await expect(page.getByTestId("app-no-downloads")).toBeVisible();
  await expect(
    page.locator("a[download], a[href$='.exe'], a[href$='.dmg'], a[href$='.AppImage'], a[href$='.msi']"),
  ).toHaveCount(0);
  await page.getByTestId("app-full-changelog").click();
  await expect(page).toHaveURL(/\/news\/changelog\?product=app$/);
  await page.getByRole("contentinfo").getByRole("link", { name: "Changelog" }).click();
  await expect(page).toHaveURL(/\/news\/changelog$/);
});
