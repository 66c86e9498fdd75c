import type { Page } from "@playwright/test";
import { expect, test } from "@playwright/test";

const view = (page: Page) => page.locator("[data-view]");

test("each type opens in its default view mode, and a chosen mode is remembered for that type", async ({ page }) => {
  // Spec section 9: shaders and resource packs default to gallery, the others to list.
  await page.goto("/shaders");
  await expect(view(page)).toHaveAttribute("data-view", "gallery");
  await page.goto("/resourcepacks");
  await expect(view(page)).toHaveAttribute("data-view", "gallery");
  await page.goto("/mods");
  await expect(view(page)).toHaveAttribute("data-view", "list");

  await page.getByRole("navigation", { name: "View mode" }).getByRole("link", { name: "Grid" }).click();
  await expect(view(page)).toHaveAttribute("data-view", "grid");
  const cookie = (await page.context().cookies()).find((c) => c.name === "cosmetics");
  expect(cookie).toMatchObject({ path: "/", sameSite: "Lax", httpOnly: false });
  expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(31_535_000);

  await page.goto("/mods");
  await expect(view(page)).toHaveAttribute("data-view", "grid");
  // Only that type changed.
  await page.goto("/shaders");
  await expect(view(page)).toHaveAttribute("data-view", "gallery");
  await page.getByRole("navigation", { name: "View mode" }).getByRole("link", { name: "List" }).click();
  await expect(view(page)).toHaveAttribute("data-view", "list");
  await page.goto("/shaders");
  await expect(view(page)).toHaveAttribute("data-view", "list");
  await page.goto("/mods");
  await expect(view(page)).toHaveAttribute("data-view", "grid");
  // An explicit view in the URL still wins over the preference.
  await page.goto("/mods?view=gallery");
  await expect(view(page)).toHaveAttribute("data-view", "gallery");
});
