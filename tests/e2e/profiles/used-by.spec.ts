import { expect, test } from "@playwright/test";

import { storageStateFor } from "../support/demo-sessions";

// "Used by" (issue 15): the demo seed makes Copper Circuits, Skyward Isles, Lumen Renderer and the draft
// Wandering Bestiary depend on Library of Hooks (modules/catalog/src/seed/dependencies-seed.ts).

const PUBLIC_USERS = ["Copper Circuits", "Lumen Renderer", "Skyward Isles"];

test("a visitor sees who uses the demo library, on its page and in the full list, the draft left out", async ({
  page,
  request,
}) => {
  const api = await request.get("/v3/project/library-of-hooks/dependents");
  expect(api.status()).toBe(200);
  const body = (await api.json()) as { total: number; dependents: { project: { name: string } }[] };
  expect(body.total).toBe(3);
  expect(body.dependents.map((dependent) => dependent.project.name).sort()).toEqual(PUBLIC_USERS);

  await page.goto("/mod/library-of-hooks");
  const card = page.getByTestId("used-by");
  await expect(card.getByTestId("used-by-count")).toHaveText("3 projects");
  await expect(card.getByTestId("used-by-project")).toHaveCount(3);
  await expect(card.getByTestId("used-by-project").filter({ hasText: "Copper Circuits" })).toContainText(
    /depends? on it/,
  );
  await expect(card).not.toContainText("Wandering Bestiary");
  await card.getByTestId("used-by-all").click();
  await expect(page).toHaveURL(/\/mod\/library-of-hooks\/dependents$/);
  const names = page.getByTestId("dependent-name");
  await expect(names).toHaveCount(3);
  expect((await names.allTextContents()).sort()).toEqual(PUBLIC_USERS);
  await page.getByTestId("dependent").filter({ hasText: "Skyward Isles" }).click();
  await expect(page.getByTestId("project-title")).toHaveText("Skyward Isles");
});

test("the draft dependent's team and staff see it among the users", async ({ browser }) => {
  for (const account of ["creator", "moderator"] as const) {
    const context = await browser.newContext({ storageState: storageStateFor(account) });
    const page = await context.newPage();
    await page.goto("/mod/library-of-hooks");
    const card = page.getByTestId("used-by");
    await expect(card.getByTestId("used-by-count")).toHaveText("4 projects");
    await expect(card.getByTestId("used-by-project").filter({ hasText: "Wandering Bestiary" })).toHaveCount(1);
    await context.close();
  }
});
