import { expect, test } from "@playwright/test";
import { strToU8, zipSync } from "fflate";

import { unique } from "../accounts/helpers";
import { demoIds } from "../support/declared-pages";
import { useDemoSession } from "../support/demo-sessions";

// Issue 14: choosing a file fills in the version number, name, loaders, game versions and dependencies its
// metadata declares, all editable before publishing; then the versions page edits several versions at once.

const jar = (entries: Record<string, string>) =>
  Buffer.from(zipSync(Object.fromEntries(Object.entries(entries).map(([name, text]) => [name, strToU8(text)]))));

const neoForgeJar = () =>
  jar({
    "META-INF/neoforge.mods.toml": [
      "[[mods]]",
      'modId="bulkmod"',
      'version="2.1.0"',
      'displayName="Bulk Mod"',
      "[[dependencies.bulkmod]]",
      'modId="minecraft"',
      'type="required"',
      'versionRange="[1.21,1.21.2)"',
      "[[dependencies.bulkmod]]",
      'modId="jei"',
      'type="optional"',
      "",
    ].join("\n"),
    "bulkmod/Main.class": "class",
  });

const fabricJar = () =>
  jar({
    "fabric.mod.json": JSON.stringify({
      schemaVersion: 1,
      id: "bulkmod",
      name: "Bulk Mod",
      version: "2.2.0",
      depends: { minecraft: "1.20.1" },
    }),
    "bulkmod/Main.class": "class",
  });

test("a chosen file pre-fills the upload form; the versions page edits several versions at once", async ({ page }) => {
  test.slow();
  const slug = unique("e2e-bulk").toLowerCase();
  await useDemoSession(page.context(), "creator");
  await page.goto("/dashboard/projects");
  await page.getByRole("button", { name: "Create a project" }).click();
  const dialog = page.getByRole("dialog", { name: "Create a project" });
  await dialog.getByLabel("Name").fill("Bulk mod");
  await dialog.getByLabel("URL").fill(slug);
  await dialog.getByLabel("Visibility").selectOption("unlisted");
  await dialog.getByLabel(/^Summary/).fill("Made by the metadata and bulk edit browser test");
  await dialog.getByRole("button", { name: "Create project" }).click();
  await expect(page).toHaveURL(new RegExp(`/mod/${slug}/settings`));

  // A NeoForge jar: everything its neoforge.mods.toml declares is filled in.
  await page.goto(`/mod/${slug}/version/new`);
  const upload = page.getByRole("form", { name: "Upload a version" });
  await upload.getByLabel("Files (the first is the primary file)").setInputFiles({
    name: "bulkmod-2.1.0.jar",
    mimeType: "application/java-archive",
    buffer: neoForgeJar(),
  });
  await expect(page.getByTestId("upload-suggestions")).toHaveText(/^Filled in from the file: loaders neoforge/);
  await expect(upload.getByLabel("Version number (at most 32 characters)")).toHaveValue("2.1.0");
  await expect(upload.getByLabel("Name", { exact: true })).toHaveValue("Bulk Mod 2.1.0");
  await expect(upload.getByLabel("neoforge", { exact: true })).toBeChecked();
  expect(
    await upload
      .getByLabel("Game versions")
      .evaluate((select: HTMLSelectElement) => [...select.selectedOptions].map((option) => option.value)),
  ).toEqual(["1.21.1", "1.21"]);
  // JEI is not a project here: the upload would refuse it, so it is named in the note, not filled in.
  await expect(page.getByTestId("upload-suggestions")).toContainText("not projects here: jei");
  await expect(upload.getByLabel(/^Dependencies/)).toHaveValue("");
  // Every value stays editable.
  await upload.getByLabel("Name", { exact: true }).fill("Bulk Mod for NeoForge");
  await upload.getByRole("button", { name: "Create version" }).click();
  await expect(page).toHaveURL(new RegExp(`/mod/${slug}/version/2\\.1\\.0$`));
  await expect(page.getByTestId("version-name")).toHaveText("Bulk Mod for NeoForge");

  // A Fabric jar for the second version, published as filled in.
  await page.goto(`/mod/${slug}/version/new`);
  await upload.getByLabel("Files (the first is the primary file)").setInputFiles({
    name: "bulkmod-2.2.0.jar",
    mimeType: "application/java-archive",
    buffer: fabricJar(),
  });
  await expect(upload.getByLabel("Version number (at most 32 characters)")).toHaveValue("2.2.0");
  await expect(upload.getByLabel("fabric", { exact: true })).toBeChecked();
  await upload.getByRole("button", { name: "Create version" }).click();
  await expect(page).toHaveURL(new RegExp(`/version/2\\.2\\.0$`));

  // Bulk edit: both versions get Quilt and 1.21.4 and become beta, in one action.
  await page.goto(`/mod/${slug}/versions`);
  const table = page.getByTestId("versions-table");
  await expect(table.locator("tbody tr")).toHaveCount(2);
  await page.getByText("Edit several versions").click();
  await page.getByLabel("Choose Bulk Mod for NeoForge").check();
  await page.getByLabel("Choose Bulk Mod 2.2.0").check();
  const bulk = page.getByTestId("version-bulk-edit");
  await bulk.getByRole("group", { name: "Add loaders" }).getByLabel("quilt", { exact: true }).check();
  await bulk.getByLabel("Add game versions").selectOption(["1.21.4"]);
  await bulk.getByLabel("Channel").selectOption("beta");
  await bulk.getByRole("button", { name: "Apply to chosen versions" }).click();
  await expect(page.getByTestId("bulk-edit-done")).toHaveText("2 versions changed.");
  for (const row of await table.locator("tbody tr").all()) {
    await expect(row).toContainText("beta");
    await expect(row).toContainText("quilt");
    await expect(row).toContainText("1.21.4");
  }

  // A refusal changes nothing and says why: removing every loader of a version.
  await page.getByLabel("Choose Bulk Mod 2.2.0").check();
  const again = page.getByTestId("version-bulk-edit");
  for (const loader of ["fabric", "quilt"]) {
    await again.getByRole("group", { name: "Remove loaders" }).getByLabel(loader, { exact: true }).check();
  }
  await again.getByRole("button", { name: "Apply to chosen versions" }).click();
  await expect(page.getByTestId("bulk-edit-error")).toHaveText(
    "A version needs at least one loader: this would remove the last one of a chosen version.",
  );
  await expect(table.locator("tbody tr", { hasText: "Bulk Mod 2.2.0" })).toContainText("fabric");
});

test("a file chosen before the page's script runs is still read and its values filled in", async ({
  page,
  request,
}) => {
  const { project } = await demoIds(request);
  await useDemoSession(page.context(), "creator");
  // The page's scripts wait until the file is chosen, as on a slow connection: its change event fires unheard.
  let release: () => void = () => undefined;
  const chosen = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/_next/static/chunks/**", async (route) => {
    await chosen;
    await route.continue();
  });
  await page.goto(`/mod/${project.mod}/version/new`, { waitUntil: "commit" });
  const upload = page.getByRole("form", { name: "Upload a version" });
  await upload.getByLabel("Files (the first is the primary file)").setInputFiles({
    name: "bulkmod-2.2.0.jar",
    mimeType: "application/java-archive",
    buffer: fabricJar(),
  });
  release();
  await expect(page.getByTestId("upload-suggestions")).toHaveText(/^Filled in from the file: loaders fabric/);
  await expect(upload.getByLabel("Version number (at most 32 characters)")).toHaveValue("2.2.0");
});
