import { expect, test } from "@playwright/test";

import { formatNumber } from "../../../modules/core/src/format/number";
import { unique } from "../accounts/helpers";
import { storageStateFor } from "../support/demo-sessions";

interface ApiProject {
  title: string;
  downloads: number;
  followers: number;
}

test("the profile lists the demo creator's projects as cards with the download and follower totals", async ({
  page,
  request,
}) => {
  // The public API gives the same user's public projects; the page must agree with it.
  const response = await request.get("/v2/user/demo-creator/projects");
  expect(response.status()).toBe(200);
  const projects = (await response.json()) as ApiProject[];
  expect(projects.length).toBeGreaterThan(0);
  const downloads = projects.reduce((sum, project) => sum + project.downloads, 0);
  const followers = projects.reduce((sum, project) => sum + project.followers, 0);

  await page.goto("/user/demo-creator");
  await expect(page.getByTestId("profile-username")).toHaveText("demo-creator");
  await expect(page.getByTestId("profile-total-projects")).toHaveText(formatNumber(projects.length));
  await expect(page.getByTestId("profile-total-downloads")).toHaveText(formatNumber(downloads));
  await expect(page.getByTestId("profile-total-followers")).toHaveText(formatNumber(followers));
  const cards = page.getByTestId("project-summary");
  await expect(cards).toHaveCount(Math.min(projects.length, 20));
  const first = projects[0]!;
  const card = cards.filter({ hasText: first.title }).first();
  await expect(card.getByTestId("project-summary-downloads")).toHaveText(`${formatNumber(first.downloads)} downloads`);
  await expect(card.getByTestId("project-summary-followers")).toHaveText(`${formatNumber(first.followers)} followers`);
  await expect(card.getByTestId("project-summary-type")).not.toBeEmpty();
  await card.click();
  await expect(page.getByTestId("project-title")).toHaveText(first.title);
});

test("a draft shows on the creator's own profile and not to visitors", async ({ browser }) => {
  const slug = unique("profile-draft").toLowerCase();
  const creator = await browser.newContext({ storageState: storageStateFor("creator") });
  const page = await creator.newPage();
  await page.goto("/dashboard/projects");
  await page.getByRole("button", { name: "Create a project" }).click();
  const create = page.getByRole("form", { name: "Create a project" });
  await create.getByLabel("Name").fill(`Draft ${slug}`);
  await create.getByLabel("URL").fill(slug);
  await create.getByLabel(/^Summary/).fill("Made by a browser test");
  await create.getByLabel("Type").selectOption("shader");
  await create.getByRole("button", { name: "Create project" }).click();
  await expect(page).toHaveURL(new RegExp(`/shader/${slug}/settings`));

  await page.goto("/user/demo-creator");
  const draft = page.getByTestId("project-summary").filter({ hasText: `Draft ${slug}` });
  await expect(draft).toHaveCount(1);
  await expect(draft.getByTestId("project-summary-type")).toHaveText("Shader · Draft");
  await expect(page.getByRole("link", { name: "Manage projects" })).toBeVisible();
  await creator.close();

  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto("/user/DEMO-CREATOR");
  await expect(visitorPage.getByTestId("profile-username")).toHaveText("demo-creator");
  await expect(visitorPage.getByTestId("project-summary").filter({ hasText: `Draft ${slug}` })).toHaveCount(0);
  await visitor.close();
});

test("the demo creator's listed collection opens from the profile; the private one only for its owner", async ({
  browser,
  request,
}) => {
  const visitor = await browser.newContext();
  const page = await visitor.newPage();
  await page.goto("/user/demo-creator");
  const collections = page.getByTestId("profile-collection");
  await expect(collections.filter({ hasText: "Creator's picks" })).toHaveCount(1);
  await expect(collections.filter({ hasText: "Ideas for later" })).toHaveCount(0);
  await collections.filter({ hasText: "Creator's picks" }).click();
  await expect(page).toHaveURL(/\/collection\/[0-9A-Za-z]{8}$/);
  const id = page.url().split("/").pop()!;
  const api = (await (await request.get(`/v3/collection/${id}`)).json()) as { name: string; projects: string[] };
  expect(api.projects.length).toBeGreaterThan(0);
  await expect(page.getByTestId("collection-name")).toHaveText(api.name);
  await expect(page.getByTestId("collection-owner")).toHaveText("demo-creator");
  await expect(page.getByTestId("collection-project-count")).toHaveText(`${api.projects.length} projects`);
  await expect(page.getByTestId("project-summary")).toHaveCount(api.projects.length);

  const owner = await browser.newContext({ storageState: storageStateFor("creator") });
  const ownerPage = await owner.newPage();
  await ownerPage.goto("/user/demo-creator");
  const hidden = ownerPage.getByTestId("profile-collection").filter({ hasText: "Ideas for later" });
  await expect(hidden).toContainText("private");
  await hidden.click();
  await expect(ownerPage.getByTestId("collection-status")).toHaveText("Private");
  const privateUrl = ownerPage.url();
  await owner.close();

  const response = await page.goto(privateUrl);
  expect(response?.status()).toBe(404);
  await expect(page.getByText("Collection not found")).toBeVisible();
  await visitor.close();
});
