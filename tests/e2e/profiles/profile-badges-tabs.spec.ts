import { expect, test } from "@playwright/test";

import { storageStateFor } from "../support/demo-sessions";

// The profile screen of the spec (issue 15): badges, organizations, type tabs, the user ID in developer mode,
// and the links the user and staff get. Demo data: demo-creator owns listed projects (creator), is an accepted
// member of lumen-dev's Copper Circuits (team member) and belongs to the Hopper Demo Studio organization.

test("a visitor sees the demo creator's badges, organization and type tabs, and no owner or staff links", async ({
  page,
}) => {
  await page.goto("/user/demo-creator");
  const badges = page.getByTestId("profile-badges");
  await expect(badges.getByTestId("profile-badge-creator")).toHaveText("Creator");
  await expect(badges.getByTestId("profile-badge-teamMember")).toHaveText("Team member");
  await expect(page.getByTestId("profile-organization").filter({ hasText: "Hopper Demo Studio" })).toHaveAttribute(
    "href",
    "/organization/hopper-demo-studio",
  );
  // Internal IDs only in developer mode.
  await expect(page.getByTestId("profile-user-id")).toHaveCount(0);
  await expect(page.getByTestId("manage-projects")).toHaveCount(0);
  await expect(page.getByTestId("view-user-details")).toHaveCount(0);
  await expect(page.getByTestId("manage-user-billing")).toHaveCount(0);

  const tabs = page.getByRole("navigation", { name: "Project types" });
  await expect(tabs.getByRole("link", { name: "All" })).toHaveAttribute("aria-current", "page");
  const all = await page.getByTestId("project-summary").count();
  await tabs.getByRole("link", { name: "Mods" }).click();
  await expect(page).toHaveURL(/\/user\/demo-creator\/mods$/);
  await expect(tabs.getByRole("link", { name: "Mods" })).toHaveAttribute("aria-current", "page");
  const mods = page.getByTestId("project-summary-type");
  await expect(mods.first()).toBeVisible();
  for (const label of await mods.allTextContents()) expect(label).toMatch(/^Mod\b/);
  expect(await mods.count()).toBeLessThan(all);
  // The totals stay those of every type.
  await expect(page.getByTestId("profile-total-projects")).not.toHaveText("0");

  // Five clicks on the logo turn developer mode on: the user ID shows.
  await page.goto("/user/demo-creator");
  for (let click = 0; click < 5; click += 1) await page.getByTestId("logo").click({ noWaitAfter: true });
  await expect(page.getByTestId("developer-mode-badge")).toBeVisible();
  await page.goto("/user/demo-creator");
  await expect(page.getByTestId("profile-user-id")).toHaveText(/^User ID: \w{8}$/);
});

test("the user gets Manage projects and no staff link", async ({ browser }) => {
  const creator = await browser.newContext({ storageState: storageStateFor("creator") });
  const own = await creator.newPage();
  await own.goto("/user/demo-creator");
  await expect(own.getByTestId("manage-projects")).toHaveAttribute("href", "/dashboard/projects");
  await expect(own.getByTestId("view-user-details")).toHaveCount(0);
  await creator.close();
});

for (const account of ["moderator", "admin"] as const) {
  test(`the ${account} gets View user details, which opens the staff lookup, and Manage user billing`, async ({
    browser,
  }) => {
    const staff = await browser.newContext({ storageState: storageStateFor(account) });
    const view = await staff.newPage();
    await view.goto("/user/demo-creator");
    await expect(view.getByTestId("profile-badges")).toBeVisible();
    await expect(view.getByTestId("manage-projects")).toHaveCount(0);
    // The billing module's slot (spec section 2: staff see view user details and manage user billing).
    await expect(view.getByTestId("manage-user-billing")).toHaveAttribute("href", /^\/admin\/billing\/\w{8}$/);
    await view.getByTestId("view-user-details").click();
    await expect(view).toHaveURL(/\/admin\/user_email\?user=\w{8}$/);
    await expect(view.getByTestId("user-details")).toContainText("demo-creator");
    await staff.close();
  });
}

test("an unknown user, or a type tab the user has none of, is 'User not found'", async ({ page }) => {
  const missing = await page.goto("/user/nobody-by-this-name");
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "User not found" })).toBeVisible();
  expect((await page.goto("/user/demo-creator/not-a-type"))?.status()).toBe(404);
});
