import { expect, test } from "@playwright/test";
import { strToU8, zipSync } from "fflate";

import { unique } from "../accounts/helpers";
import { useDemoSession } from "../support/demo-sessions";

/** A small Fabric mod jar naming Minecraft 1.20.1 (unique bytes per run). */
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

// Without JavaScript: the form posts as it is and a refusal comes back as a redirect to the form. (With it, the
// upload script keeps the form in place: creator-uploads.spec.ts.)
test("the upload form without JavaScript shows the service's field errors next to their fields and keeps what was entered", async ({
  browser,
  page,
}) => {
  const slug = unique("e2e-upload-errors").toLowerCase();
  await useDemoSession(page.context(), "creator");
  await page.goto("/dashboard/projects");
  await page.getByRole("button", { name: "Create a project" }).click();
  const create = page.getByRole("dialog", { name: "Create a project" });
  await create.getByLabel("Name").fill(`Upload errors ${slug}`);
  await create.getByLabel("URL").fill(slug);
  await create.getByLabel(/^Summary/).fill("Refused uploads");
  await create.getByRole("button", { name: "Create project" }).click();
  await expect(page).toHaveURL(new RegExp(`/mod/${slug}/settings`));
  const plain = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
  });
  page = await plain.newPage();

  const chooseFile = async () => {
    const upload = page.getByRole("form", { name: "Upload a version" });
    await upload.getByLabel("Files (the first is the primary file)").setInputFiles({
      name: `${slug}.jar`,
      mimeType: "application/java-archive",
      buffer: fabricJar(slug.replace(/-/g, "_")),
    });
    return upload;
  };

  // No loader: the Loaders group says so; the version number and name come back filled in.
  await page.goto(`/mod/${slug}/version/new`);
  let upload = await chooseFile();
  await upload.getByLabel("Version number (at most 32 characters)").fill("0.1.0");
  await upload.getByLabel("Name", { exact: true }).fill("Kept name");
  await upload.getByLabel("Changelog (Markdown)").fill("- Kept changelog");
  await upload.getByRole("button", { name: "Create version" }).click();
  await expect(page).toHaveURL(new RegExp(`/mod/${slug}/version/new\\?`));
  upload = page.getByRole("form", { name: "Upload a version" });
  const loaders = upload.getByRole("group", { name: "Loaders" });
  await expect(loaders.getByRole("alert")).toHaveText("Choose at least one loader.");
  await expect(loaders).toHaveAccessibleDescription("Choose at least one loader.");
  await expect(upload.getByLabel("Version number (at most 32 characters)")).toHaveValue("0.1.0");
  await expect(upload.getByLabel("Name", { exact: true })).toHaveValue("Kept name");
  await expect(upload.getByLabel("Changelog (Markdown)")).toHaveValue("- Kept changelog");
  await expect(page.getByTestId("upload-error")).toContainText("correct the highlighted fields");

  // A loader but no game version: now the game versions field carries the error, and the loader stays ticked.
  upload = await chooseFile();
  await upload.getByLabel("fabric", { exact: true }).check();
  await upload.getByLabel("Game versions").selectOption([]);
  await upload.getByRole("button", { name: "Create version" }).click();
  upload = page.getByRole("form", { name: "Upload a version" });
  const gameVersions = upload.getByLabel("Game versions");
  await expect(gameVersions).toHaveAttribute("aria-invalid", "true");
  await expect(gameVersions).toHaveAccessibleDescription("Choose at least one game version.");
  await expect(upload.getByRole("group", { name: "Loaders" }).getByRole("alert")).toHaveCount(0);
  await expect(upload.getByLabel("fabric", { exact: true })).toBeChecked();

  // Corrected, the version is created.
  await chooseFile();
  await upload.getByLabel("Game versions").selectOption(["1.20.1"]);
  await upload.getByRole("button", { name: "Create version" }).click();
  await expect(page).toHaveURL(new RegExp(`/mod/${slug}/version/0\\.1\\.0$`));
  await plain.close();
});
