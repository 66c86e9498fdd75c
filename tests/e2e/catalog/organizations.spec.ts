import { expect, test } from "@playwright/test";

import { unique } from "../accounts/helpers";
import { storageStateFor } from "../support/demo-sessions";

test("a creator creates an organization, moves a project in; the project page and the organization page show it", async ({
  browser,
}) => {
  // A long journey through several signed-in people; on a loaded machine it ran out of the default 30 s at its
  // last steps (no assertion failed).
  test.slow();
  const orgSlug = unique("e2e-org").toLowerCase();
  const projectSlug = unique("e2e-orgmod").toLowerCase();
  const creator = await browser.newContext({ storageState: storageStateFor("creator") });
  const page = await creator.newPage();

  // A project of the creator's own, public so that visitors see it on the organization page.
  await page.goto("/dashboard/projects");
  await page.getByRole("button", { name: "Create a project" }).click();
  const createProject = page.getByRole("form", { name: "Create a project" });
  await createProject.getByLabel("Name").fill("Organized mod");
  await createProject.getByLabel("URL").fill(projectSlug);
  await createProject.getByLabel(/^Summary/).fill("Made by a browser test");
  await createProject.getByRole("button", { name: "Create project" }).click();
  await expect(page).toHaveURL(new RegExp(`/mod/${projectSlug}/settings`));

  // Create the organization; bad input comes back with the message and creates nothing.
  await page.goto("/dashboard/organizations");
  await page.getByText("Create an organization").click();
  let form = page.getByRole("form", { name: "Create an organization" });
  await form.getByLabel("Name").fill("End to end org");
  await form.getByLabel("URL").fill("x");
  await form.getByLabel("Description").fill("Made by the browser test");
  await form.getByRole("button", { name: "Create organization" }).click();
  form = page.getByRole("form", { name: "Create an organization" });
  await expect(form.getByRole("alert")).toHaveText("The URL must be between 3 and 64 characters.");
  await form.getByLabel("URL").fill(orgSlug);
  await form.getByLabel("Description").fill("Made by the browser test");
  await form.getByRole("button", { name: "Create organization" }).click();
  await expect(page).toHaveURL(new RegExp(`/organization/${orgSlug}$`));
  await expect(page.getByTestId("organization-name")).toHaveText("End to end org");
  await expect(page.getByTestId("organization-members")).toContainText("demo-creator");

  // Move the project in from its settings (Members tab).
  await page.goto(`/mod/${projectSlug}/settings/members`);
  const move = page.getByRole("form", { name: "Move to an organization" });
  await move.getByLabel("Organization").selectOption({ label: "End to end org" });
  await move.getByRole("button", { name: "Move to organization" }).click();
  await expect(page.getByTestId("project-notice")).toHaveText("Organization updated.");
  await expect(page.getByTestId("settings-organization")).toContainText("End to end org");

  // The project page names the organization among the creators.
  await page.goto(`/mod/${projectSlug}`);
  const creatorLink = page.getByTestId("project-organization");
  await expect(creatorLink).toContainText("End to end org");
  await creatorLink.click();
  await expect(page).toHaveURL(new RegExp(`/organization/${orgSlug}$`));

  // Members see the draft project on the organization page; visitors see it once it is public.
  await expect(page.getByTestId("organization-projects")).toContainText("Organized mod");
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(`/organization/${orgSlug}`);
  await expect(visitorPage.getByTestId("organization-name")).toHaveText("End to end org");
  await expect(visitorPage.getByText("This organization has no projects yet.")).toBeVisible();

  // A seeded organization lists its public projects as cards with type tabs for visitors.
  await visitorPage.goto("/organization/hopper-demo-studio");
  const cards = visitorPage.getByTestId("project-card");
  await expect(cards.first()).toBeVisible();
  const firstCard = cards.first();
  const name = (await firstCard.locator("span.font-semibold").textContent()) ?? "";
  await firstCard.click();
  await expect(visitorPage.getByTestId("project-title")).toHaveText(name);
  await expect(visitorPage.getByTestId("project-organization")).toContainText("Hopper Demo Studio");

  // Settings are for members: a visitor is sent to sign in, another signed-in user gets the 404.
  await visitorPage.goto(`/organization/${orgSlug}/settings`);
  await expect(visitorPage).toHaveURL(/\/auth\/sign-in\?redirect=/);
  const notMine = await page.goto("/organization/quiet-workshop/settings");
  expect(notMine?.status()).toBe(404);
  const other = await browser.newContext({ storageState: storageStateFor("moderator") });
  const otherPage = await other.newPage();
  const staff = await otherPage.goto(`/organization/${orgSlug}/settings/members`);
  expect(staff?.status()).toBe(200);
  await expect(otherPage.getByTestId("organization-settings-members")).toContainText("demo-creator");
  await other.close();

  // Type tabs: one type per tab; an unknown type is a 404.
  await visitorPage.goto("/organization/hopper-demo-studio");
  await visitorPage.getByRole("navigation", { name: "Project types" }).getByRole("link", { name: "Mods" }).click();
  await expect(visitorPage).toHaveURL(/\/organization\/hopper-demo-studio\/mods$/);
  const modCards = visitorPage.getByTestId("project-card");
  await expect(modCards.first()).toBeVisible();
  const modTexts = await modCards.allTextContents();
  for (const text of modTexts) expect(text).not.toMatch(/Modpack|Data pack|Plugin|Shader|Resource pack/);
  await visitorPage.goto("/organization/hopper-demo-studio");
  expect(await visitorPage.getByTestId("project-card").count()).toBeGreaterThan(modTexts.length);
  expect((await visitorPage.goto("/organization/hopper-demo-studio/widgets"))?.status()).toBe(404);

  // An unknown organization is the organization 404.
  const missing = await visitorPage.goto("/organization/no-such-org-here");
  expect(missing?.status()).toBe(404);
  await expect(visitorPage.getByText("Organization not found")).toBeVisible();
  await page.goto(`/organization/${orgSlug}/settings/analytics`);
  // The analytics module's tab (organization.settings-tab): the chart's table, readable without JavaScript.
  await expect(page.getByTestId("analytics-table")).toBeVisible();
  await visitor.close();
  await creator.close();
});
