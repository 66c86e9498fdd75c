import { expect, test } from "@playwright/test";
import type { Browser, BrowserContext, Page } from "@playwright/test";

import { signUp, unique } from "../accounts/helpers";
import { storageStateFor } from "../support/demo-sessions";
import type { DemoAccount } from "../support/demo-sessions";

// Who may open the analytics module's pages, from outside (issue 20): the pages are server components behind the
// shell's guards and the catalogue's settings frame, so only a built site answers for them. Anonymous visitors are
// sent to sign in (the CSV export answers 401); another user and a team member without VIEW_ANALYTICS get 404 for
// a project's or organization's analytics tab; a member with it, moderators and admins open it; only admins open
// /admin/revenue and /admin/payouts (a moderator gets 403). The project tab's Monetization card shows for those who
// may switch it (EDIT_DETAILS, staff), not for a member who may only read the charts.

const SIGNED_IN_PAGES = [
  "/dashboard/analytics",
  "/dashboard/revenue",
  "/dashboard/revenue/transfers",
  "/dashboard/revenue/withdraw",
];
const ADMIN_PAGES = ["/admin/revenue", "/admin/payouts"];
const ORGANIZATION = "hopper-demo-studio";

async function signedIn(browser: Browser, account: DemoAccount) {
  const context = await browser.newContext({ storageState: storageStateFor(account) });
  return { context, page: await context.newPage() };
}

/** A new account of its own (no projects, no team), signed in in a context of its own. */
async function newUser(browser: Browser, prefix: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const username = unique(prefix);
  await signUp(page, username, `${username}@example.com`, "analytics access 1");
  await expect(page).toHaveURL(/\/auth\/welcome$/);
  return { context, page, username };
}

/** The HTTP status a page answers this page's document load with (for the checks that then read the page). */
async function status(page: Page, path: string): Promise<number | undefined> {
  return (await page.goto(path))?.status();
}

/**
 * The HTTP status a page answers with this context's cookies, without rendering it: who may open a page is the
 * server's answer, the same a browser's document load gets, and a plain request skips the browser's load of its
 * scripts and styles (the access matrix is about forty addresses). The journey above keeps the real browser.
 */
async function access(context: BrowserContext, path: string): Promise<number> {
  return (await context.request.get(path)).status();
}

async function csvStatus(context: BrowserContext, query: string): Promise<number> {
  const response = await context.request.get(`/api/analytics/export.csv?${query}`, { maxRedirects: 0 });
  return response.status();
}

test("the analytics pages, tabs and export follow the access matrix", async ({ browser }) => {
  // A cap, not a wait: five people take turns on about forty addresses, minutes on a loaded machine.
  test.setTimeout(300_000);
  const owner = await signedIn(browser, "creator");
  const slug = unique("e2e-analytics").toLowerCase();
  await owner.page.goto("/dashboard/projects");
  await owner.page.getByRole("button", { name: "Create a project" }).click();
  const dialog = owner.page.getByRole("dialog", { name: "Create a project" });
  await dialog.getByLabel("Name").fill(`Access ${slug}`);
  await dialog.getByLabel("URL").fill(slug);
  await dialog.getByLabel(/^Summary/).fill("Made by a browser test");
  await dialog.getByRole("button", { name: "Create project" }).click();
  await expect(owner.page).toHaveURL(new RegExp(`/mod/${slug}/settings`));
  const projectTab = `/mod/${slug}/settings/analytics`;
  const organizationTab = `/organization/${ORGANIZATION}/settings/analytics`;
  // The owner's tab links its export, which names the project by id.
  await owner.page.goto(projectTab);
  const exportHref = await owner.page.getByTestId("analytics-export").getAttribute("href");
  const projectCsv = `scope=project&id=${new URL(exportHref ?? "", "http://x").searchParams.get("id") ?? ""}`;

  // Anonymous: sign in first; the export says 401.
  const anonymous = await browser.newContext();
  for (const path of [...SIGNED_IN_PAGES, ...ADMIN_PAGES, projectTab, organizationTab]) {
    // Followed to where the redirect lands, as a browser's load of the page is.
    const landed = await anonymous.request.get(path);
    expect(landed.url(), path).toMatch(
      new RegExp(`/auth/sign-in\\?redirect=${encodeURIComponent(path).replace(/[.]/g, "\\$&")}$`),
    );
  }
  expect(await csvStatus(anonymous, projectCsv)).toBe(401);
  await anonymous.close();

  // Another user: their own dashboard pages, nobody else's tabs or export, no admin pages.
  const stranger = await newUser(browser, "stranger");
  for (const path of SIGNED_IN_PAGES) expect(await access(stranger.context, path), path).toBe(200);
  for (const path of [projectTab, organizationTab]) expect(await access(stranger.context, path), path).toBe(404);
  for (const path of ADMIN_PAGES) expect(await access(stranger.context, path), path).toBe(403);
  expect(await csvStatus(stranger.context, projectCsv)).toBe(404);
  expect(await csvStatus(stranger.context, "scope=dashboard")).toBe(200);
  await stranger.context.close();

  // A member with UPLOAD_VERSION only: the tab is 404 (the tab bar still lists it: a tab slot's audience cannot
  // name a permission), and so is the export.
  const member = await newUser(browser, "analyst");
  await owner.page.goto(`/mod/${slug}/settings/members`);
  const invite = owner.page.getByRole("form", { name: "Invite a member" });
  await invite.getByLabel("Username").fill(member.username);
  await invite.getByLabel("Role").fill("Tester");
  await invite.getByLabel("UPLOAD_VERSION").check();
  await invite.getByRole("button", { name: "Invite" }).click();
  await expect(owner.page.getByTestId("project-notice")).toHaveText("Members updated.");
  await member.page.goto("/dashboard/projects");
  await member.page
    .getByTestId("project-invitation")
    .filter({ hasText: slug })
    .getByRole("button", { name: "Accept" })
    .click();
  await expect(member.page.getByTestId("dashboard-notice")).toHaveText("Invitation accepted.");
  expect(await access(member.context, projectTab)).toBe(404);
  expect(await csvStatus(member.context, projectCsv)).toBe(404);

  // …given VIEW_ANALYTICS: the chart, and no Monetization card (that needs EDIT_DETAILS).
  await owner.page.goto(`/mod/${slug}/settings/members`);
  const row = owner.page.getByRole("listitem").filter({ hasText: member.username });
  await expect(row).not.toContainText("(invited)");
  await row.getByText("Edit", { exact: true }).click();
  await row.getByLabel("VIEW_ANALYTICS").check();
  await row.getByRole("button", { name: "Save member" }).click();
  await expect(owner.page.getByTestId("project-notice")).toHaveText("Members updated.");
  expect(await status(member.page, projectTab)).toBe(200);
  await expect(member.page.getByTestId("analytics-table")).toBeVisible();
  await expect(member.page.getByTestId("monetization-card")).toHaveCount(0);
  expect(await csvStatus(member.context, projectCsv)).toBe(200);
  for (const path of ADMIN_PAGES) expect(await access(member.context, path), path).toBe(403);
  await member.context.close();

  // The owner: the tab with the card (monetize/demonetize, never force); the organization's tab.
  expect(await status(owner.page, projectTab)).toBe(200);
  const ownerCard = owner.page.getByTestId("monetization-card");
  await expect(ownerCard.getByTestId("monetization-status")).toHaveAttribute("data-status", "monetized");
  await expect(ownerCard.getByTestId("monetization-demonetized")).toBeVisible();
  await expect(ownerCard.getByTestId("monetization-force-demonetized")).toHaveCount(0);
  expect(await access(owner.context, organizationTab)).toBe(200);
  await owner.context.close();

  // A moderator opens the tabs and force-demonetizes from the project's tab (the admin pages are refused), then
  // lifts it again; an admin opens everything.
  const moderator = await signedIn(browser, "moderator");
  for (const path of [projectTab, organizationTab]) expect(await access(moderator.context, path), path).toBe(200);
  for (const path of ADMIN_PAGES) expect(await access(moderator.context, path), path).toBe(403);
  expect(await csvStatus(moderator.context, projectCsv)).toBe(200);
  await moderator.page.goto(projectTab);
  await moderator.page.getByTestId("monetization-force-demonetized").click();
  await expect(moderator.page).toHaveURL(new RegExp(`${projectTab}\\?notice=monetization$`));
  await expect(moderator.page.getByTestId("form-done")).toBeVisible();
  const moderatorCard = moderator.page.getByTestId("monetization-card");
  await expect(moderatorCard.getByTestId("monetization-status")).toHaveAttribute("data-status", "force-demonetized");
  await moderatorCard.getByTestId("monetization-monetized").click();
  await expect(moderatorCard.getByTestId("monetization-status")).toHaveAttribute("data-status", "monetized");
  await moderator.context.close();

  const admin = await signedIn(browser, "admin");
  for (const path of [...SIGNED_IN_PAGES, ...ADMIN_PAGES, projectTab, organizationTab]) {
    expect(await access(admin.context, path), path).toBe(200);
  }
  expect(await csvStatus(admin.context, projectCsv)).toBe(200);
  await admin.context.close();
});
