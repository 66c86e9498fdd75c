import { expect, test } from "@playwright/test";

import { signUp, unique } from "../accounts/helpers";

test("a curator removes a project from their collection; visitors get no Remove button", async ({
  browser,
  page,
  request,
}) => {
  const username = unique("curator");
  await signUp(page, username, `${username}@example.com`, "curator password 1");
  await expect(page).toHaveURL(/\/auth\/welcome$/);

  // A collection of two demo projects, made through the public API with the curator's token.
  await page.goto("/settings/pats");
  await page.getByLabel("Name").fill("collection script");
  await page.getByLabel("COLLECTION_CREATE", { exact: true }).check();
  await page.getByRole("button", { name: "Create token" }).click();
  const token = (await page.getByTestId("new-token").textContent())!.trim();
  const hits = (await (await request.get("/v2/search?limit=2")).json()) as { hits: { project_id: string }[] };
  const projects = hits.hits.map((hit) => hit.project_id);
  expect(projects).toHaveLength(2);
  const created = await request.post("/v3/collection", {
    headers: { Authorization: token },
    data: { name: "Two to start", projects },
  });
  expect(created.status()).toBe(200);
  const { id } = (await created.json()) as { id: string };

  await page.goto(`/collection/${id}`);
  await expect(page.getByTestId("project-summary")).toHaveCount(2);
  // Remove is a form posting to a server action (works without JavaScript); the page comes back without it.
  await page
    .getByRole("button", { name: /^Remove .* from this collection$/ })
    .first()
    .click();
  await expect(page.getByTestId("project-summary")).toHaveCount(1);
  await expect(page.getByTestId("collection-project-count")).toHaveText("1 projects");
  const api = (await (await request.get(`/v3/collection/${id}`)).json()) as { projects: string[] };
  expect(api.projects).toEqual([projects[1]]);

  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(`/collection/${id}`);
  await expect(visitorPage.getByTestId("project-summary")).toHaveCount(1);
  await expect(visitorPage.getByRole("button", { name: /^Remove / })).toHaveCount(0);
  await visitor.close();
});
