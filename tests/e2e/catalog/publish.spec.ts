import { createHash } from "node:crypto";

import { expect, test } from "@playwright/test";
import { strToU8, zipSync } from "fflate";

import { TINY_PNG } from "../../support/images";
import { unique } from "../accounts/helpers";
import { storageStateFor } from "../support/demo-sessions";

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

test("a creator publishes a project; a visitor downloads the file and its sha512 matches the page", async ({
  browser,
}) => {
  // A long journey through several signed-in people; on a loaded machine it ran out of the default 30 s at its
  // last steps (no assertion failed).
  test.slow();
  const slug = unique("e2e-mod").toLowerCase();
  const creator = await browser.newContext({ storageState: storageStateFor("creator") });
  const page = await creator.newPage();

  // Create the project from the dashboard dialog.
  await page.goto("/dashboard/projects");
  await page.getByRole("button", { name: "Create a project" }).click();
  const create = page.getByRole("form", { name: "Create a project" });
  await create.getByLabel("Name").fill("End to end mod");
  await create.getByLabel("URL").fill(slug);
  await create.getByLabel("Type").selectOption("mod");
  await create.getByLabel(/^Summary/).fill("Made by the browser test");
  await create.getByRole("button", { name: "Create project" }).click();
  await expect(page).toHaveURL(new RegExp(`/mod/${slug}/settings`));
  await expect(page.getByTestId("settings-status")).toHaveText("Draft");

  // Submitting without a version is refused with a clear message.
  await page.getByRole("button", { name: "Submit for review" }).click();
  await expect(page.getByTestId("project-notice")).toHaveText(
    "Upload at least one version before submitting the project for review.",
  );

  // Bulk actions on the dashboard: submitting is refused per project, links are set.
  await page.goto("/dashboard/projects");
  const bulk = page.getByRole("form", { name: "Bulk actions" });
  await bulk.getByLabel("Select End to end mod").first().check();
  await bulk.getByRole("button", { name: "Submit for review" }).click();
  await expect(page.getByTestId("dashboard-notice")).toHaveText(/^0 of \d+ projects updated\.$/);
  await page.getByRole("form", { name: "Bulk actions" }).getByLabel("Select End to end mod").first().check();
  await page.getByLabel("Source link").fill("https://example.com/e2e-source");
  await page.getByRole("button", { name: "Set links" }).click();
  await expect(page.getByTestId("dashboard-notice")).toHaveText("1 of 1 projects updated.");

  // Upload a version.
  await page.goto(`/mod/${slug}/version/new`);
  const upload = page.getByRole("form", { name: "Upload a version" });
  await upload.getByLabel("Files (the first is the primary file)").setInputFiles({
    name: `${slug}-1.0.0.jar`,
    mimeType: "application/java-archive",
    buffer: fabricJar(slug.replace(/-/g, "_")),
  });
  // The form reads the file's metadata and ticks the loader and game version it names.
  await expect(page.getByTestId("upload-suggestions")).toHaveText(/Filled in from the file: loaders fabric/);
  await expect(upload.getByLabel("fabric", { exact: true })).toBeChecked();
  await upload.getByLabel("Version number (at most 32 characters)").fill("1.0.0");
  await upload.getByLabel("Game versions").selectOption(["1.20.1"]);
  await upload.getByLabel("Changelog (Markdown)").fill("- First upload");
  await upload.getByRole("button", { name: "Create version" }).click();
  // The version's address is its number (its id only when an earlier version used the same number).
  await expect(page).toHaveURL(new RegExp(`/mod/${slug}/version/1\\.0\\.0$`));
  await expect(page.getByTestId("version-number")).toHaveText("1.0.0");

  // Edit the version's name and channel.
  await page.getByRole("link", { name: "Edit version" }).click();
  const edit = page.getByRole("form", { name: "Edit version" });
  await edit.getByLabel("Name").fill("First release");
  await edit.getByLabel("Channel").selectOption("beta");
  await edit.getByRole("button", { name: "Save version" }).click();
  await expect(page.getByTestId("version-name")).toHaveText("First release");

  // Upload an icon in the settings.
  await page.goto(`/mod/${slug}/settings`);
  await page.getByLabel("Image (PNG, JPEG, GIF or WebP, at most 256 KiB)").setInputFiles({
    name: "icon.png",
    mimeType: "image/png",
    buffer: Buffer.from(TINY_PNG),
  });
  await page.getByRole("button", { name: "Upload icon" }).click();
  await expect(page.getByTestId("project-notice")).toHaveText("Saved.");

  // Settings sub-pages: tags keep at most 3 featured categories.
  await page.getByRole("navigation", { name: "Settings" }).getByRole("link", { name: "Tags" }).click();
  await expect(page).toHaveURL(new RegExp(`/mod/${slug}/settings/tags$`));
  const tags = page.getByRole("form", { name: "Tags" });
  for (const name of ["magic", "mobs", "food", "storage"]) await tags.getByLabel(name, { exact: true }).check();
  await tags.getByRole("button", { name: "Save" }).click();
  await expect(page.getByTestId("project-notice")).toHaveText("At most 3 categories can be featured.");
  await expect(page).toHaveURL(new RegExp(`/mod/${slug}/settings/tags\\?error=`));

  // The description goes through the Markdown editor and is rendered on the page.
  await page.goto(`/mod/${slug}/settings/description`);
  await page.getByLabel("Description (Markdown)").fill("## Hello from the browser test\n\nSome **bold** text.");
  await page.getByRole("form", { name: "Description" }).getByRole("button", { name: "Save" }).click();
  await expect(page.getByTestId("project-notice")).toHaveText("Saved.");
  await page.goto(`/mod/${slug}`);
  await expect(
    page.getByTestId("project-description").getByRole("heading", { name: "Hello from the browser test" }),
  ).toBeVisible();

  // Submit for review: the create dialog asked the summary, so the first submission goes through.
  await page.goto(`/mod/${slug}/settings`);
  await page.getByRole("button", { name: "Submit for review" }).click();
  await expect(page.getByTestId("settings-status")).toHaveText("Under review");
  await creator.close();

  // While in review the project is hidden from visitors.
  const visitor = await browser.newContext();
  const anonymous = await visitor.newPage();
  const hidden = await anonymous.goto(`/mod/${slug}`);
  expect(hidden?.status()).toBe(404);
  expect(await anonymous.title()).not.toContain("End to end mod");

  // A moderator approves it.
  const staff = await browser.newContext({ storageState: storageStateFor("moderator") });
  const moderatorPage = await staff.newPage();
  await moderatorPage.goto(`/mod/${slug}/settings`);
  await moderatorPage.getByRole("button", { name: "Approve" }).click();
  await expect(moderatorPage.getByTestId("settings-status")).toHaveText("Listed");
  await staff.close();

  // A visitor opens the page, follows the version page and downloads the primary file.
  await anonymous.goto(`/mod/${slug}`);
  await expect(anonymous.getByTestId("project-title")).toHaveText("End to end mod");
  await anonymous.getByRole("link", { name: "Versions" }).click();
  await anonymous.getByRole("link", { name: "First release" }).first().click();
  const shown = (await anonymous.getByTestId("file-sha512").textContent())!.replace("sha512:", "").trim();
  const href = await anonymous.getByTestId("file-download").getAttribute("href");
  const response = await anonymous.request.get(href!);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("application/java-archive");
  expect(
    createHash("sha512")
      .update(await response.body())
      .digest("hex"),
  ).toBe(shown);

  // A launcher finds the version by the file's hash.
  const lookup = await anonymous.request.get(`/v2/version_file/${shown}?algorithm=sha512`);
  expect(lookup.status()).toBe(200);
  const found = (await lookup.json()) as { version_number: string; files: { hashes: { sha512: string } }[] };
  expect(found.version_number).toBe("1.0.0");
  expect(found.files[0]!.hashes.sha512).toBe(shown);

  // Old and wrong-type addresses redirect to the canonical one.
  const projectId = await anonymous.goto(`/plugin/${slug}`).then(() => anonymous.url());
  expect(projectId).toMatch(new RegExp(`/mod/${slug}$`));
  await visitor.close();
});

test("a seeded project: /project/{slug} redirects, the page shows gallery, versions and the download interface", async ({
  page,
}) => {
  await page.goto("/project/lumen-renderer");
  await expect(page).toHaveURL(/\/mod\/lumen-renderer$/);
  await expect(page.getByTestId("project-title")).toHaveText("Lumen Renderer");
  await expect(page.getByRole("heading", { name: "Gallery" })).toBeVisible();
  const icon = page.getByTestId("project-page").locator("header img");
  await expect.poll(() => icon.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await page.getByTestId("project-more").getByLabel("More").click();
  const report = page.getByTestId("project-more").getByRole("link", { name: "Report" });
  await expect(report).toBeVisible();
  // It leads to the report form filled in with this project: the form's own parameters (it read `item`/`id` before).
  await expect(report).toHaveAttribute("href", /^\/report\?item_type=project&item_id=\w{8}$/);
  await expect(page.getByRole("heading", { name: "Compatibility" })).toBeVisible();
  await page.goto("/mod/lumen-renderer?loader=fabric");
  await expect(page.getByTestId("download-interface").getByRole("link")).toHaveText(/lumen_renderer-.*\.jar/);
  await page.goto("/mod/lumen-renderer/versions?c=release");
  await expect(page.getByTestId("versions-table").locator("tbody tr").first()).toBeVisible();
  await page.goto("/mod/lumen-renderer/gallery");
  await page.getByTestId("gallery").getByRole("link").first().click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await page.goto("/mod/lumen-renderer/changelog");
  await expect(page.getByRole("heading", { name: /Lumen Renderer/ }).first()).toBeVisible();
  const missing = await page.goto("/mod/no-such-project-here");
  expect(missing?.status()).toBe(404);
});
