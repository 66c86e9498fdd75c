import { expect, test } from "@playwright/test";

import { TINY_PNG } from "../../support/images";
import { unique } from "../accounts/helpers";
import { useDemoSession } from "../support/demo-sessions";

interface Hit {
  slug: string;
  project_type: string;
  title: string;
}

test("the dashboard lists and creates collections; the owner changes the icon, removes a project, makes it private (a visitor gets 'Collection not found') and deletes it after confirming", async ({
  browser,
  page,
  request,
}) => {
  test.slow(); // several page loads and form posts on a shared machine
  await useDemoSession(page.context(), "creator");

  // The dashboard: the followed-projects collection first, then "Create collection" (a server action).
  await page.goto("/dashboard/collections");
  const rows = page.getByTestId("dashboard-collections").getByRole("listitem");
  await expect(rows.first()).toContainText("Followed projects");
  await expect(rows.first().getByRole("link")).toHaveAttribute("href", "/collection/following");
  const name = unique("Shelf");
  await page.getByText("Create collection", { exact: true }).first().click();
  const create = page.getByRole("form", { name: "Create collection" });
  // A refusal comes back as the form's notice (sealed by the action); text an address made up shows nothing.
  await create.getByLabel("Name").fill("ab");
  await create.getByRole("button", { name: "Create collection" }).click();
  await expect(create.getByRole("alert")).toHaveText("The name must be between 3 and 64 characters.");
  await page.goto("/dashboard/collections?error=Forged%20notice");
  await expect(page.getByTestId("dashboard-collections")).toBeVisible();
  await expect(page.getByText("Forged notice")).toHaveCount(0);
  await page.getByText("Create collection", { exact: true }).first().click();
  await create.getByLabel("Name").fill(name);
  await create.getByRole("button", { name: "Create collection" }).click();
  await expect(page).toHaveURL(/\/collection\/[A-Za-z0-9]{8}$/);
  const path = new URL(page.url()).pathname;
  await expect(page.getByTestId("collection-name")).toHaveText(name);
  await expect(page.getByTestId("collection-empty")).toBeVisible();
  await page.goto(`${path}?error=Forged%20notice`);
  await expect(page.getByTestId("collection-name")).toHaveText(name);
  await expect(page.getByText("Forged notice")).toHaveCount(0);

  // The search box finds it by part of its name, in any case.
  await page.goto(`/dashboard/collections?q=${encodeURIComponent(name.toUpperCase())}`);
  await expect(rows).toHaveCount(1);
  await expect(rows.first().getByRole("link", { name })).toHaveAttribute("href", path);
  // A search the box could not send (a line break from a link) lists everything; it was a 500.
  expect((await page.goto("/dashboard/collections?q=a%0Ab"))?.status()).toBe(200);
  await expect(rows.filter({ hasText: name })).toHaveCount(1);

  // One project in it, from the project page's "Add to collection".
  const { hits } = (await (await request.get("/v2/search?limit=1")).json()) as { hits: Hit[] };
  const hit = hits[0]!;
  await page.goto(`/${hit.project_type}/${hit.slug}`);
  await page.getByTestId("project-header-actions").getByRole("button", { name: "Add to collection" }).click();
  const box = page.getByRole("checkbox", { name });
  await box.check();
  await expect(box).toBeChecked();
  await expect(box).toBeEnabled();

  // The icon: upload a PNG, stored as WebP.
  await page.goto(path);
  await expect(page.getByTestId("project-summary")).toHaveCount(1);
  await page.getByText("Edit collection").click();
  await page
    .locator('input[name="icon"]')
    .setInputFiles({ name: "icon.png", mimeType: "image/png", buffer: Buffer.from(TINY_PNG) });
  await page.getByRole("button", { name: "Upload icon" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved." })).toBeVisible();
  await expect(page.getByTestId("collection-icon").locator("img")).toHaveAttribute("src", /\.icon/);

  // Remove the project: the empty state and the count follow.
  await page.getByRole("button", { name: `Remove ${hit.title} from this collection` }).click();
  await expect(page.getByTestId("collection-empty")).toBeVisible();
  await expect(page.getByTestId("collection-project-count")).toHaveText("0 projects");

  // Private: a visitor gets the collection 404.
  await page.getByText("Edit collection").click();
  await page.getByLabel("Visibility").selectOption("private");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByTestId("collection-status")).toHaveText("Private");
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  expect((await visitorPage.goto(path))?.status()).toBe(404);
  await expect(visitorPage.getByText("Collection not found").first()).toBeVisible();
  await visitor.close();

  // Delete asks first; Cancel keeps it, confirming deletes it.
  await page.getByText("Edit collection").click();
  await page.getByRole("link", { name: "Delete collection" }).click();
  const confirmation = page.getByTestId("delete-confirmation");
  await expect(confirmation).toContainText("Delete this collection?");
  await confirmation.getByRole("link", { name: "Cancel" }).click();
  await expect(page.getByTestId("collection-name")).toHaveText(name);
  await page.getByText("Edit collection").click();
  await page.getByRole("link", { name: "Delete collection" }).click();
  await page.getByTestId("delete-confirmation").getByRole("button", { name: "Delete collection" }).click();
  await expect(page).toHaveURL(/\/dashboard\/collections\?notice=deleted$/);
  await expect(page.getByText("The collection was deleted.")).toBeVisible();
  await expect(page.getByTestId("dashboard-collections")).not.toContainText(name);
  expect((await page.goto(path))?.status()).toBe(404);
});

test("the followed-projects collection follows Follow and Unfollow", async ({ page, request }) => {
  test.slow();
  await useDemoSession(page.context(), "moderator");
  // A demo project other than the one the follow test counts followers of.
  const { hits } = (await (await request.get("/v2/search?limit=5")).json()) as { hits: Hit[] };
  const hit = hits.find((candidate) => candidate.slug !== "lumen-renderer")!;
  await page.goto(`/${hit.project_type}/${hit.slug}`);
  const follow = page.getByRole("button", { name: "Follow", exact: true });
  if ((await follow.count()) > 0) await follow.click();
  await expect(page.getByRole("button", { name: "Unfollow", exact: true })).toHaveAttribute("aria-pressed", "true");

  await page.goto("/collection/following");
  await expect(page.getByTestId("collection-name")).toHaveText("Followed projects");
  const card = page.getByTestId("project-summary").filter({ hasText: hit.title });
  await expect(card).toHaveCount(1);
  await expect(page.getByRole("button", { name: /^Remove / })).toHaveCount(0);
  await page.getByRole("button", { name: `Unfollow ${hit.title}` }).click();
  await expect(card).toHaveCount(0);

  // A visitor is asked to sign in.
  await page.context().clearCookies();
  await page.goto("/collection/following");
  await expect(page).toHaveURL(/\/auth\/sign-in\?redirect=%2Fcollection%2Ffollowing/);
});
