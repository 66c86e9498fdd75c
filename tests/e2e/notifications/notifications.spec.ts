import { expect, test } from "@playwright/test";
import type { Page } from "@playwright/test";
import { strToU8, zipSync } from "fflate";

import { storageStateFor, useDemoSession } from "../support/demo-sessions";

// The site's notifications as demo-creator sees them with the seeded demo data (a project update, a team
// invitation to another creator's project and a read welcome in the history), then a followed project's new
// version reaching demo-admin through the fan-out jobs of the running launcher.

const bell = (page: Page) => page.getByTestId("notification-bell");
const unreadOf = async (page: Page) => Number(await bell(page).getAttribute("data-unread"));

test.describe.serial("notifications on the site", () => {
  test("the bell shows the unread count and leads to /dashboard/notifications; visitors have none", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(page.getByTestId("sign-in-link")).toBeVisible();
    await expect(bell(page)).toHaveCount(0);

    await useDemoSession(page.context(), "creator");
    await page.goto("/");
    const count = await unreadOf(page);
    expect(count).toBeGreaterThanOrEqual(2);
    await expect(page.getByRole("link", { name: `Notifications, ${count} unread` })).toBeVisible();
    await bell(page).click();
    await expect(page).toHaveURL(/\/dashboard\/notifications$/);
    await expect(page.getByRole("heading", { level: 1, name: "Notifications" })).toBeVisible();
    await expect(page.getByTestId("notification")).toHaveCount(Math.min(count, 20));
    await expect(page.getByTestId("notification").filter({ hasText: "has been updated!" }).first()).toBeVisible();
    // The dashboard menu names the page.
    await expect(page.getByRole("link", { name: "Notifications", exact: true }).first()).toBeVisible();
    // Only a refusal the site's own action sealed is shown: a made-up one in the address shows nothing.
    await page.goto("/dashboard/notifications?error=Your%20account%20is%20locked%2C%20call%20us");
    await expect(page.getByRole("heading", { level: 1, name: "Notifications" })).toBeVisible();
    await expect(page.getByText("Your account is locked")).toHaveCount(0);
  });

  test("accepting a team invite from its notification makes the user a member of the project", async ({ page }) => {
    await useDemoSession(page.context(), "creator");
    await page.goto("/dashboard/notifications");
    const invite = page.locator('[data-testid="notification"][data-type="team_invite"]').first();
    await expect(invite).toContainText("You have been invited to join a team!");
    const projectPath = await invite.getByRole("link", { name: "Open" }).getAttribute("href");
    expect(projectPath).toMatch(/^\/[a-z]+\/[a-z0-9-]+$/);
    const before = await unreadOf(page);
    await invite.getByRole("button", { name: "Accept" }).click();
    await expect(page.getByTestId("notifications-notice")).toHaveText("Invitation accepted.");
    await expect(bell(page)).toHaveAttribute("data-unread", String(before - 1));
    await expect(page.locator('[data-testid="notification"][data-type="team_invite"]')).toHaveCount(0);

    await page.goto(projectPath!);
    const creators = page.locator("section", { has: page.locator("#creators") });
    await expect(creators.getByRole("link", { name: "demo-creator", exact: true })).toBeVisible();
  });

  test("Mark all as read empties the list and the bell; the notifications stay in the history", async ({ page }) => {
    await useDemoSession(page.context(), "creator");
    await page.goto("/dashboard/notifications");
    const titles = await page.getByTestId("notification").locator("h2").allTextContents();
    expect(titles.length).toBeGreaterThan(0);
    await page.getByRole("button", { name: "Mark all as read" }).click();
    await expect(page.getByTestId("notifications-notice")).toHaveText(/notifications? marked as read\.$/);
    await expect(page.getByTestId("notifications-empty")).toHaveText("You don't have any unread notifications.");
    await expect(page.getByRole("link", { name: "Notifications, none unread" })).toBeVisible();

    await page.getByRole("link", { name: "View history" }).click();
    await expect(page).toHaveURL(/\/dashboard\/notifications\/history$/);
    const history = page.getByTestId("notification");
    await expect(history.filter({ hasText: titles[0]! }).first()).toHaveAttribute("data-read", "true");
    await expect(history.filter({ hasText: "Welcome to Hopper!" })).toHaveCount(1);
    await expect(history.filter({ hasText: "You have been invited to join a team!" }).first()).toBeVisible();
  });
});

/** A small, real Fabric mod jar (unique bytes per run, so the duplicate-file rule never trips). */
function fabricJar(id: string): Buffer {
  return Buffer.from(
    zipSync({
      "fabric.mod.json": strToU8(
        JSON.stringify({ schemaVersion: 1, id, version: "1.0.0", depends: { minecraft: "1.20.1" } }),
      ),
      [`${id}/Main.class`]: strToU8(`class ${id}`),
    }),
  );
}

interface ProjectHit {
  slug: string;
  title: string;
  project_type: string;
  status: string;
  loaders: string[];
}

test("a followed project's new version, published by its owner, appears in the bell and on /dashboard/notifications", async ({
  browser,
  page,
  request,
}) => {
  test.slow();
  const projects = (await (await request.get("/v2/user/demo-creator/projects")).json()) as ProjectHit[];
  const project = projects.find(
    (hit) => hit.project_type === "mod" && hit.status === "approved" && hit.loaders.includes("fabric"),
  );
  expect(project, "demo-creator has an approved Fabric mod").toBeTruthy();

  // demo-admin follows it.
  await useDemoSession(page.context(), "admin");
  await page.goto(`/mod/${project!.slug}`);
  const follow = page.getByRole("button", { name: "Follow", exact: true });
  if (await follow.isVisible()) {
    await follow.click();
    await expect(page.getByRole("button", { name: "Unfollow", exact: true })).toBeVisible();
  }
  const before = await unreadOf(page);

  // Its owner publishes a new version.
  const creator = await browser.newContext({ storageState: storageStateFor("creator") });
  const owner = await creator.newPage();
  const number = `9.${Date.now() % 1_000_000}`;
  await owner.goto(`/mod/${project!.slug}/version/new`);
  const upload = owner.getByRole("form", { name: "Upload a version" });
  await upload.getByLabel("Files (the first is the primary file)").setInputFiles({
    name: `followed-${number}.jar`,
    mimeType: "application/java-archive",
    buffer: fabricJar(`followed_${number.replace(".", "_")}`),
  });
  await expect(owner.getByTestId("upload-suggestions")).toHaveText(/Filled in from the file: loaders fabric/);
  await upload.getByLabel("Version number (at most 32 characters)").fill(number);
  await upload.getByLabel("Game versions").selectOption(["1.20.1"]);
  await upload.getByRole("button", { name: "Create version" }).click();
  await expect(owner.getByTestId("version-number")).toHaveText(number);
  await creator.close();

  // The fan-out jobs run in the launcher's jobs process: wait for the bell to say so.
  await expect(async () => {
    await page.goto("/");
    expect(await unreadOf(page)).toBeGreaterThan(before);
  }).toPass({ timeout: 90_000 });
  await bell(page).click();
  const update = page.getByTestId("notification").filter({ hasText: `"${project!.title}" has been updated!` });
  await expect(update.first()).toContainText(number);
});
