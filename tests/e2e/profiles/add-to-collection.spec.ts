import { expect, test } from "@playwright/test";

import { signUp, unique } from "../accounts/helpers";

interface Hit {
  project_id: string;
  slug: string;
  project_type: string;
  title: string;
}

test("a signed-in user adds a project to their collection from the project page and takes it out again; visitors get a sign-in link", async ({
  browser,
  page,
  request,
}) => {
  test.slow(); // sign-up, a token, then several page loads on a shared machine
  const username = unique("collector");
  await signUp(page, username, `${username}@example.com`, "collector password 1");
  await expect(page).toHaveURL(/\/auth\/welcome$/);

  // An empty collection of the user's, made through the public API with their token.
  await page.goto("/settings/pats");
  await page.getByLabel("Name").fill("collection script");
  await page.getByLabel("COLLECTION_CREATE", { exact: true }).check();
  await page.getByRole("button", { name: "Create token" }).click();
  const token = (await page.getByTestId("new-token").textContent())!.trim();
  const collectionName = `Picks ${username}`;
  const created = await request.post("/v3/collection", {
    headers: { Authorization: token },
    data: { name: collectionName, projects: [] },
  });
  expect(created.status()).toBe(200);
  const { id } = (await created.json()) as { id: string };
  const { hits } = (await (await request.get("/v2/search?limit=1")).json()) as { hits: Hit[] };
  expect(hits).toHaveLength(1);
  const hit = hits[0]!;
  const projectPath = `/${hit.project_type}/${hit.slug}`;

  // Add: the project page's header action (the collections module's slot) lists the user's collections.
  await page.goto(projectPath);
  const actions = page.getByTestId("project-header-actions");
  await actions.getByRole("button", { name: "Add to collection" }).click();
  const box = page.getByRole("checkbox", { name: collectionName });
  await expect(box).not.toBeChecked();
  const added = page.waitForResponse(
    (response) => response.url().includes("/api/trpc/") && response.url().includes("collections.addProject"),
  );
  await box.check();
  expect((await added).status()).toBe(200);
  await expect(box).toBeChecked();
  await expect(box).toBeEnabled();

  await page.goto(`/collection/${id}`);
  await expect(page.getByTestId("project-summary")).toHaveCount(1);
  await expect(page.getByTestId("project-summary")).toContainText(hit.title);

  // Remove it again from the project page.
  await page.goto(projectPath);
  await actions.getByRole("button", { name: "Add to collection" }).click();
  await expect(box).toBeChecked();
  const removed = page.waitForResponse(
    (response) => response.url().includes("/api/trpc/") && response.url().includes("collections.removeProject"),
  );
  await box.uncheck();
  expect((await removed).status()).toBe(200);
  await expect(box).not.toBeChecked();

  await page.goto(`/collection/${id}`);
  await expect(page.getByTestId("project-summary")).toHaveCount(0);
  const api = (await (await request.get(`/v3/collection/${id}`)).json()) as { projects: string[] };
  expect(api.projects).toEqual([]);

  // A visitor is sent to sign in, as with Follow.
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(projectPath);
  const signIn = visitorPage.getByTestId("project-header-actions").getByRole("link", { name: "Add to collection" });
  await expect(signIn).toHaveAttribute("href", /^\/auth\/sign-in\?redirect=/);
  await visitor.close();
});
