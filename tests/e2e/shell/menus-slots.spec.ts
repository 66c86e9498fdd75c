import { expect, test } from "@playwright/test";
import type { Page } from "@playwright/test";

import { signUp, unique } from "../accounts/helpers";
import { useDemoSession } from "../support/demo-sessions";

// Every menu is rendered from the modules' manifest `nav` entries, and slots from other modules render in
// the pages that host them (docs/architecture.md, "Menus" and "Slots").

const links = (page: Page, navigation: string) =>
  page.getByRole("navigation", { name: navigation, exact: true }).getByRole("link");

test("the header lists the search module's six listings and no link to an undeclared page", async ({ page }) => {
  await page.goto("/legal/terms");
  await expect(links(page, "Main")).toHaveText([
    "Mods",
    "Plugins",
    "Data Packs",
    "Shaders",
    "Resource Packs",
    "Modpacks",
  ]);
  // No module declares /servers: neither the header nor the footer links to it.
  await expect(page.locator('a[href="/servers"]')).toHaveCount(0);
  await links(page, "Main").filter({ hasText: "Shaders" }).click();
  await expect(page).toHaveURL(/\/shaders$/);
});

test("the dashboard and settings menus come from the manifests of accounts, catalog, collections, analytics, notifications, moderation, site, oauth and billing", async ({
  page,
}) => {
  await useDemoSession(page.context(), "creator");
  await page.goto("/dashboard");
  await expect(links(page, "Dashboard")).toHaveText([
    "Overview",
    "Projects",
    "Collections",
    "Organizations",
    "Analytics",
    "Revenue",
    "Notifications",
    "Reports",
    "Profile",
    "Account and security",
    "Sessions",
    "Personal access tokens",
    "Markdown editor",
  ]);
  await links(page, "Dashboard").filter({ hasText: "Projects" }).click();
  await expect(page).toHaveURL(/\/dashboard\/projects$/);
  await page.goto("/settings");
  await expect(links(page, "Settings")).toHaveText([
    "Appearance",
    "Language",
    "Public profile",
    "Account and security",
    "Sessions",
    "Notifications",
    "Personal access tokens",
    "Authorized apps",
    "Your applications",
    "Billing",
  ]);
  await expect(links(page, "Settings").filter({ hasText: "Appearance" })).toHaveAttribute("aria-current", "page");
});

test("the admin menu is shown to staff on the admin pages", async ({ page }) => {
  await useDemoSession(page.context(), "admin");
  await page.goto("/admin/mail");
  await expect(links(page, "Admin")).toHaveText([
    "Mailbox",
    "User details",
    "Moderation",
    "Review queue",
    "Reports",
    "Applications",
    "Billing products",
    "Payouts",
    "Revenue pool",
    "Hosting nodes",
    "Server notices",
    "Changelog",
  ]);
  await links(page, "Admin").filter({ hasText: "User details" }).click();
  await expect(page.getByRole("heading", { name: "User details" })).toBeVisible();
  // The moderation module's entries lead to its staff pages.
  await links(page, "Admin").filter({ hasText: "Review queue" }).click();
  await expect(page).toHaveURL(/\/moderation\/review$/);
});

test("a shell.banner slot of the accounts module renders on other modules' pages", async ({ browser, page }) => {
  const username = unique("slot");
  await signUp(page, username, `${username}@example.com`, "slot password 1");
  await expect(page).toHaveURL(/\/auth\/welcome$/);
  // The search listing and the site's legal page belong to other modules; the banner is accounts'.
  for (const path of ["/mods", "/legal/privacy"]) {
    await page.goto(path);
    await expect(page.getByTestId("banner-unverified-email")).toBeVisible();
  }
  // A visitor (no account) gets no account banner.
  const visitor = await browser.newPage();
  await visitor.goto("/mods");
  await expect(visitor.getByTestId("sign-in-link")).toBeVisible();
  await expect(visitor.getByTestId("banner-unverified-email")).toHaveCount(0);
  await visitor.close();
});
