import { expect, test } from "@playwright/test";

import { useDemoSession } from "../support/demo-sessions";

test("an unknown path answers 404 with the spec's texts", async ({ page }) => {
  const response = await page.goto("/does-not-exist");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
  await expect(page.getByText("The page you were looking for doesn't seem to exist.")).toBeVisible();
  await expect(page.getByTestId("error-message")).toHaveText("Page Not Found: /does-not-exist");
  // The 404 keeps the site frame, so the visitor can navigate on.
  await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
});

test("a missing project explains why it may be gone", async ({ page }) => {
  const response = await page.goto("/mod/nope");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Project not found");
  await expect(page.getByRole("heading", { name: "Why?" })).toBeVisible();
  const reasons = page.getByTestId("not-found-reasons").getByRole("listitem");
  await expect(reasons).toHaveCount(3);
  await expect(reasons.nth(0)).toContainText("mistyped the project's URL");
  await expect(reasons.nth(1)).toContainText("made the project private, or deleted it");
  await expect(reasons.nth(2)).toContainText("taken down by our moderators");
});

test("every project path kind gets the project list", async ({ page }) => {
  for (const kind of ["datapack", "resourcepack", "plugin", "shader", "modpack", "project"]) {
    await page.goto(`/${kind}/nope`);
    await expect(page.getByTestId("not-found")).toHaveAttribute("data-kind", "project");
  }
});

test("a missing user, organization and collection each get their own list", async ({ page }) => {
  const response = await page.goto("/user/nope");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("User not found");
  await expect(page.getByTestId("not-found-reasons")).toContainText("mistyped the user's username");
  await expect(page.getByTestId("not-found-reasons")).toContainText("terminated for breaking our Terms of Use");

  await page.goto("/organization/nope");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Organization not found");
  await expect(page.getByTestId("not-found-reasons")).toContainText("removed by our moderators");

  await page.goto("/collection/nope");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Collection not found");
  await expect(page.getByTestId("not-found-reasons")).toContainText("The collection may be private.");
});

test("other errors show the 'Uh oh!' page with status code and message", async ({ page }) => {
  // A staff-only page refuses anonymous visitors with 401 through its route check.
  await page.goto("/admin/mail");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Uh oh!");
  await expect(page.getByText("Something went wrong.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Please try again in a few minutes." })).toBeVisible();
  await expect(page.getByTestId("error-status")).toHaveText("401");
  await expect(page.getByTestId("error-detail")).toHaveText("You must be signed in to view this page.");
  await expect(page.getByRole("img", { name: "A sad frog" })).toBeVisible();
  await expect(page.getByTestId("terms-link")).toHaveAttribute("href", "/legal/terms");
  await expect(page.getByTestId("terms-link")).toHaveAttribute("target", "_blank");
});

test("a 404 under a signed-in settings page keeps one site header, outside the main content", async ({ page }) => {
  await useDemoSession(page.context(), "creator");
  const pages: [string, string][] = [
    ["/organization/does-not-exist/settings", "Organization not found"],
    ["/organization/does-not-exist/settings/members", "Organization not found"],
    ["/mod/does-not-exist/settings", "Project not found"],
    ["/mod/does-not-exist/settings/links", "Project not found"],
    ["/user/does-not-exist", "User not found"],
  ];
  for (const [path, heading] of pages) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { level: 1 }), path).toHaveText(heading);
    await expect(page.locator("header:has(a[href='#main'])"), path).toHaveCount(1);
    await expect(page.locator("main header:has(a[href='#main'])"), path).toHaveCount(0);
  }
});
