import { expect, test } from "@playwright/test";

test("five clicks on the logo toggle developer mode, which persists", async ({ page, context }) => {
  await page.goto("/flags");
  const logo = page.getByTestId("logo");
  const badge = page.getByTestId("developer-mode-badge");
  await expect(badge).toHaveCount(0);
  await expect(page.getByTestId("flags-internal")).toHaveCount(0);

  for (let i = 0; i < 4; i++) await logo.click();
  await expect(badge).toHaveCount(0);
  await logo.click();
  await expect(badge).toBeVisible();

  const cookie = (await context.cookies()).find((c) => c.name === "developer-mode");
  expect(cookie?.value).toBe("1");

  // Persisted: a fresh server render already shows developer-only content.
  await page.goto("/flags");
  await expect(page.getByTestId("developer-mode-badge")).toBeVisible();
  await expect(page.getByTestId("flags-internal")).toBeVisible();

  for (let i = 0; i < 5; i++) await page.getByTestId("logo").click();
  await expect(page.getByTestId("developer-mode-badge")).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId("developer-mode-badge")).toHaveCount(0);
});
