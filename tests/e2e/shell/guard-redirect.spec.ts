import { expect, test } from "@playwright/test";

test("the auth guard sends an anonymous visitor to sign-in and back", async ({ page }) => {
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/auth\/sign-in\?redirect=%2Fdashboard$/);
  await expect(page.getByTestId("sign-in-link")).toBeVisible();

  await page.getByLabel("Email or username").fill("demo-creator");
  await page.getByLabel("Password").fill("hopper-creator");
  await page.getByRole("button", { name: "Sign in" }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  // The header now shows the user menu instead of the sign-in button.
  await expect(page.getByTestId("user-menu-username")).toHaveText("demo-creator");
  await expect(page.getByTestId("sign-in-link")).toHaveCount(0);
  await page.getByTestId("user-menu").locator("summary").click();
  await expect(page.getByTestId("user-menu").getByRole("link", { name: "Dashboard" })).toBeVisible();
});
