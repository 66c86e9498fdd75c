import { expect, test } from "@playwright/test";

test("an anonymous visitor of /dashboard signs in and comes back to it", async ({ page }) => {
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/auth\/sign-in\?redirect=%2Fdashboard$/);

  await page.getByLabel("Email or username").fill("demo-creator");
  await page.getByLabel("Password").fill("wrong password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Incorrect" })).toHaveText(
    "Incorrect username, email or password.",
  );
  await expect(page).toHaveURL(/\/auth\/sign-in/);

  await page.getByLabel("Password").fill("hopper-creator");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId("dashboard-username")).toHaveText("demo-creator");

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/auth\/sign-in/);
});

test("sign-in never redirects to another site", async ({ page }) => {
  await page.goto("/auth/sign-in?redirect=//evil.example/steal");
  await page.getByLabel("Email or username").fill("creator@hopper.test");
  await page.getByLabel("Password").fill("hopper-creator");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/localhost:\d+\/dashboard$/);
});
