import { expect, test } from "@playwright/test";
import type { Browser, Page } from "@playwright/test";

import { unique } from "../accounts/helpers";
import { storageStateFor } from "../support/demo-sessions";
import type { DemoAccount } from "../support/demo-sessions";

/** A browser of its own for `account`, signed in with the session the setup project stored. */
async function signedIn(browser: Browser, account: DemoAccount) {
  const context = await browser.newContext({ storageState: storageStateFor(account) });
  const page = await context.newPage();
  return { context, page };
}

async function createProject(page: Page, name: string, slug: string) {
  await page.goto("/dashboard/projects");
  await page.getByRole("button", { name: "Create a project" }).click();
  const dialog = page.getByRole("dialog", { name: "Create a project" });
  await dialog.getByLabel("Name").fill(name);
  await dialog.getByLabel("URL").fill(slug);
  await dialog.getByLabel(/^Summary/).fill("Made by a browser test");
  await dialog.getByRole("button", { name: "Create project" }).click();
  await expect(page).toHaveURL(new RegExp(`/mod/${slug}/settings`));
}

const invitationTo = (page: Page, name: string) => page.getByTestId("project-invitation").filter({ hasText: name });

async function invite(page: Page, slug: string, username: string) {
  await page.goto(`/mod/${slug}/settings/members`);
  const form = page.getByRole("form", { name: "Invite a member" });
  await form.getByLabel("Username").fill(username);
  await form.getByLabel("Role").fill("Tester");
  await form.getByLabel("UPLOAD_VERSION").check();
  await form.getByRole("button", { name: "Invite" }).click();
  await expect(page.getByTestId("project-notice")).toHaveText("Members updated.");
}

test("members: an invitee accepts from the dashboard, the owner edits their permissions and removes them", async ({
  browser,
}) => {
  // Three people sign in and take turns; on a loaded machine that alone can use the default 30 s.
  test.slow();
  const slug = unique("e2e-members").toLowerCase();
  const name = `Members ${slug}`;
  const owner = await signedIn(browser, "creator");
  await createProject(owner.page, name, slug);
  await invite(owner.page, slug, "demo-moderator");
  const row = owner.page.getByRole("listitem").filter({ hasText: "demo-moderator" });
  await expect(row).toContainText("Tester (invited)");

  // Someone else sees no invitation on their dashboard.
  const other = await signedIn(browser, "admin");
  await other.page.goto("/dashboard/projects");
  await expect(invitationTo(other.page, name)).toHaveCount(0);
  await other.context.close();

  // The invitee sees it with the project's type and role, accepts, and has the project in their list.
  const invitee = await signedIn(browser, "moderator");
  await invitee.page.goto("/dashboard/projects");
  const invitation = invitationTo(invitee.page, name);
  await expect(invitation).toContainText("Mod · invited as Tester");
  await invitation.getByRole("button", { name: "Accept" }).click();
  await expect(invitee.page.getByTestId("dashboard-notice")).toHaveText("Invitation accepted.");
  await expect(invitationTo(invitee.page, name)).toHaveCount(0);
  await expect(invitee.page.getByTestId("dashboard-projects").getByRole("link", { name })).toBeVisible();

  // The owner edits the member: the role and one more permission.
  await owner.page.goto(`/mod/${slug}/settings/members`);
  await expect(row).not.toContainText("(invited)");
  await row.getByText("Edit", { exact: true }).click();
  await row.getByLabel("Role").fill("Maintainer");
  await row.getByLabel("EDIT_BODY").check();
  await row.getByRole("button", { name: "Save member" }).click();
  await expect(owner.page.getByTestId("project-notice")).toHaveText("Members updated.");
  await expect(row).toContainText("Maintainer");
  await row.getByText("Edit", { exact: true }).click();
  await expect(row.getByLabel("EDIT_BODY")).toBeChecked();
  await expect(row.getByLabel("UPLOAD_VERSION")).toBeChecked();
  await expect(row.getByLabel("DELETE_PROJECT")).not.toBeChecked();

  // …and removes them: the project leaves the former member's list.
  await row.getByRole("button", { name: "Remove" }).click();
  await expect(owner.page.getByTestId("project-notice")).toHaveText("Members updated.");
  await expect(owner.page.getByRole("listitem").filter({ hasText: "demo-moderator" })).toHaveCount(0);
  await invitee.page.goto("/dashboard/projects");
  await expect(invitee.page.getByTestId("dashboard-projects").getByRole("link", { name })).toHaveCount(0);
  await invitee.context.close();
  await owner.context.close();
});

test("an invitee declines from the dashboard; the project stays out of their list", async ({ browser }) => {
  // Two people sign in and take turns (it ran at 29 s of the default 30 s on a loaded machine).
  test.slow();
  const slug = unique("e2e-decline").toLowerCase();
  const name = `Declined ${slug}`;
  const owner = await signedIn(browser, "creator");
  await createProject(owner.page, name, slug);
  await invite(owner.page, slug, "demo-admin");

  const invitee = await signedIn(browser, "admin");
  await invitee.page.goto("/dashboard/projects");
  await invitationTo(invitee.page, name).getByRole("button", { name: "Decline" }).click();
  await expect(invitee.page.getByTestId("dashboard-notice")).toHaveText("Invitation declined.");
  await expect(invitationTo(invitee.page, name)).toHaveCount(0);
  await expect(invitee.page.getByTestId("dashboard-projects").getByRole("link", { name })).toHaveCount(0);
  await invitee.context.close();

  await owner.page.goto(`/mod/${slug}/settings/members`);
  await expect(owner.page.getByRole("listitem").filter({ hasText: "demo-admin" })).toHaveCount(0);
  await owner.context.close();
});

test("license and links tabs save what the project page shows, refusing bad input", async ({ browser }) => {
  const slug = unique("e2e-license").toLowerCase();
  const owner = await signedIn(browser, "creator");
  const { page } = owner;
  await createProject(page, `License ${slug}`, slug);

  await page.getByRole("navigation", { name: "Settings" }).getByRole("link", { name: "License" }).click();
  await expect(page).toHaveURL(new RegExp(`/mod/${slug}/settings/license$`));
  let license = page.getByRole("form", { name: "License" });
  await license.getByLabel("SPDX identifier").fill("not-a-license");
  await license.getByRole("button", { name: "Save" }).click();
  await expect(page.getByTestId("project-notice")).toContainText("Choose an SPDX license");
  license = page.getByRole("form", { name: "License" });
  await license.getByLabel("SPDX identifier").fill("MIT");
  await license.getByRole("button", { name: "Save" }).click();
  await expect(page.getByTestId("project-notice")).toHaveText("Saved.");
  await expect(page.getByRole("form", { name: "License" }).getByLabel("SPDX identifier")).toHaveValue("MIT");

  await page.getByRole("navigation", { name: "Settings" }).getByRole("link", { name: "Links" }).click();
  let links = page.getByRole("form", { name: "Links" });
  await links.getByLabel("Source").fill("not a url");
  await links.getByRole("button", { name: "Save" }).click();
  await expect(page.getByTestId("project-notice")).toContainText("valid URL");
  links = page.getByRole("form", { name: "Links" });
  await expect(links.getByLabel("Source")).toHaveValue("");
  await links.getByLabel("Source").fill("https://example.com/e2e-source");
  await links.getByLabel("Donation links").fill("patreon https://patreon.com/e2e");
  await links.getByRole("button", { name: "Save" }).click();
  await expect(page.getByTestId("project-notice")).toHaveText("Saved.");

  await page.goto(`/mod/${slug}`);
  await expect(page.getByRole("region", { name: "Details" })).toContainText("License: MIT");
  const shown = page.getByRole("region", { name: "Links" });
  await expect(shown.getByRole("link", { name: "Source" })).toHaveAttribute("href", "https://example.com/e2e-source");
  await expect(shown.getByRole("link", { name: "Patreon" })).toHaveAttribute("href", "https://patreon.com/e2e");
  await owner.context.close();
});

test("deleting a project needs its slug typed; then its page is gone", async ({ browser }) => {
  const slug = unique("e2e-delete").toLowerCase();
  const owner = await signedIn(browser, "creator");
  const { page } = owner;
  await createProject(page, `Delete ${slug}`, slug);

  let form = page.getByRole("form", { name: "Delete project" });
  await form.getByLabel(`Type ${slug} to confirm`).fill("wrong-slug");
  await form.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByTestId("project-notice")).toHaveText("Type the project's URL slug to confirm deletion.");
  expect((await page.goto(`/mod/${slug}`))?.status()).toBe(200);

  await page.goto(`/mod/${slug}/settings`);
  form = page.getByRole("form", { name: "Delete project" });
  await form.getByLabel(`Type ${slug} to confirm`).fill(slug);
  await form.getByRole("button", { name: "Delete" }).click();
  await expect(page).toHaveURL(/\/dashboard\/projects\?notice=deleted$/);
  await expect(page.getByTestId("dashboard-notice")).toHaveText("Project deleted.");
  await expect(page.getByTestId("dashboard-projects").getByRole("link", { name: `Delete ${slug}` })).toHaveCount(0);
  expect((await page.goto(`/mod/${slug}`))?.status()).toBe(404);
  expect((await page.goto(`/mod/${slug}/settings`))?.status()).toBe(404);
  await owner.context.close();
});
