import { expect, test } from "@playwright/test";

import { DEMO_ACCOUNTS } from "../support/declared-pages";
import { useDemoSession } from "../support/demo-sessions";

const STAFF_PAGES = ["/admin/mail", "/admin/user_email"];
const SIGNED_IN_PAGES = [
  "/settings/profile",
  "/settings/account",
  "/settings/sessions",
  "/settings/pats",
  "/dashboard",
];

test("anonymous visitors are sent to sign-in from private pages and refused staff pages", async ({ page }) => {
  for (const path of SIGNED_IN_PAGES) {
    await page.goto(path);
    await expect(page).toHaveURL(
      new RegExp(`/auth/sign-in\\?redirect=${encodeURIComponent(path).replace(/[/.]/g, "\\$&")}$`),
    );
  }
  for (const path of STAFF_PAGES) {
    await page.goto(path);
    await expect(page.getByText("Uh oh!")).toBeVisible();
    await expect(page.getByText("You must be signed in to view this page.")).toBeVisible();
  }
  await page.goto("/user/demo-creator");
  await expect(page.getByTestId("profile-username")).toHaveText("demo-creator");
  await expect(page.getByTestId("view-user-details")).toHaveCount(0);
});

test("a signed-in user reaches their pages but not staff pages", async ({ page }) => {
  await useDemoSession(page.context(), "creator");
  for (const path of SIGNED_IN_PAGES) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
  }
  for (const path of STAFF_PAGES) {
    await page.goto(path);
    await expect(page.getByText("Only moderators and admins can view this page.")).toBeVisible();
  }
  await page.goto("/user/demo-admin");
  await expect(page.getByTestId("view-user-details")).toHaveCount(0);
});

for (const account of ["moderator", "admin"] as const) {
  test(`${DEMO_ACCOUNTS[account].username} opens the staff pages and sees 'View user details'`, async ({ page }) => {
    await useDemoSession(page.context(), account);
    await page.goto("/admin/mail");
    await expect(page.getByRole("heading", { name: "Mailbox" })).toBeVisible();
    await page.goto("/user/demo-creator");
    await page.getByTestId("view-user-details").click();
    await expect(page.getByTestId("user-details")).toContainText("creator@hopper.test");
  });
}

test("unknown users get the user 404 page", async ({ page }) => {
  const response = await page.goto("/user/no-such-player-here");
  expect(response?.status()).toBe(404);
  await expect(page.getByText("Page not found")).toBeVisible();
});
