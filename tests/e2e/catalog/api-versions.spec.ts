import { expect, test } from "@playwright/test";

import { storageStateFor } from "../support/demo-sessions";

interface Version {
  id: string;
  version_number: string;
  files: { hashes: { sha1: string } }[];
}

// The version API on the production server, and the site agreeing with it: a team's token turns a version into a
// draft; visitors no longer see it on the versions page, in the API or in update checks; the team still does.
test("a draft version made through the API disappears for visitors on the site and in the API, not for its team", async ({
  browser,
  request,
}) => {
  const creator = await browser.newContext({ storageState: storageStateFor("creator") });
  const page = await creator.newPage();
  await page.goto("/settings/pats");
  await page.getByLabel("Name").fill("versions e2e");
  for (const scope of ["PROJECT_READ", "VERSION_READ", "VERSION_WRITE"]) {
    await page.getByLabel(scope, { exact: true }).check();
  }
  await page.getByRole("button", { name: "Create token" }).click();
  const token = (await page.getByTestId("new-token").textContent())!.trim();
  const auth = { headers: { Authorization: token } };

  const before = (await (await request.get("/v2/project/lumen-renderer/version")).json()) as Version[];
  expect(before.length).toBeGreaterThan(1);
  const [newest, older] = before as [Version, Version];
  const table = (p: typeof page) => p.getByTestId("versions-table");

  const drafted = await request.patch(`/v2/version/${newest.id}`, { ...auth, data: { status: "draft" } });
  expect(drafted.status()).toBe(204);
  try {
    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto("/mod/lumen-renderer/versions");
    await expect(table(visitor).getByText(older.version_number, { exact: true })).toBeVisible();
    await expect(table(visitor).getByText(newest.version_number, { exact: true })).toHaveCount(0);
    const draftPage = await visitor.goto(`/mod/lumen-renderer/version/${newest.id}`);
    expect(draftPage?.status()).toBe(404);
    await page.goto("/mod/lumen-renderer/versions");
    await expect(table(page).getByText(newest.version_number, { exact: true })).toBeVisible();
    const teamPage = await page.goto(`/mod/lumen-renderer/version/${newest.id}`);
    expect(teamPage?.status()).toBe(200);

    const anonymousList = (await (await request.get("/v2/project/lumen-renderer/version")).json()) as Version[];
    expect(anonymousList.map((v) => v.id)).not.toContain(newest.id);
    expect((await request.get(`/v2/version/${newest.id}`)).status()).toBe(404);
    expect((await request.get(`/v2/version/${newest.id}`, auth)).status()).toBe(200);
    const update = await request.post(`/v2/version_file/${older.files[0]!.hashes.sha1}/update`, { data: {} });
    expect(((await update.json()) as Version).id).not.toBe(newest.id);
  } finally {
    const restored = await request.patch(`/v2/version/${newest.id}`, { ...auth, data: { status: "listed" } });
    expect(restored.status()).toBe(204);
  }
  expect(((await (await request.get(`/v2/version/${newest.id}`)).json()) as Version).id).toBe(newest.id);
  await creator.close();
});
