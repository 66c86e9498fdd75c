import { expect, test } from "@playwright/test";

test("a slow client-side navigation shows the loading bar, then lands at the top of the page", async ({ page }) => {
  await page.goto("/legal/terms");
  // Hold the next page's data back so the transition is visibly slow.
  await page.route(
    (url) => url.pathname === "/legal/privacy",
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    },
  );
  await page.evaluate(() => window.scrollTo(0, 1500));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

  await page.getByRole("navigation", { name: "Legal documents" }).getByRole("link", { name: "Privacy Policy" }).click();
  const bar = page.getByTestId("loading-bar");
  await expect(bar).toBeVisible();
  await expect(bar).toHaveCSS("height", "3px");

  await expect(page).toHaveURL(/\/legal\/privacy$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy Policy");
  await expect(bar).toHaveCount(0);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});
