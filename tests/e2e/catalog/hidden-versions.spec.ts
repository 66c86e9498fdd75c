import { expect, test } from "@playwright/test";
import type { Page } from "@playwright/test";
import { strToU8, zipSync } from "fflate";

import { unique } from "../accounts/helpers";
import { storageStateFor } from "../support/demo-sessions";

/** A small, real Fabric mod jar (unique bytes per call, so the duplicate-file rule never trips). */
function fabricJar(id: string): Buffer {
  return Buffer.from(
    zipSync({
      "fabric.mod.json": strToU8(
        JSON.stringify({ schemaVersion: 1, id, version: "1.0.0", depends: { minecraft: "1.20.1" } }),
      ),
      [`${id}/Main.class`]: strToU8(`class ${id} ${Math.random()}`),
    }),
  );
}

async function uploadVersion(page: Page, slug: string, number: string, changelog: string, files: string[]) {
  await page.goto(`/mod/${slug}/version/new`);
  const upload = page.getByRole("form", { name: "Upload a version" });
  await upload.getByLabel(/^Files/).setInputFiles(
    files.map((name) => ({
      name,
      mimeType: "application/java-archive",
      buffer: fabricJar(name.replace(/\W/g, "_")),
    })),
  );
  await expect(upload.getByLabel("fabric", { exact: true })).toBeChecked();
  await upload.getByLabel("Version number (at most 32 characters)").fill(number);
  await upload.getByLabel("Game versions").selectOption(["1.20.1"]);
  await upload.getByLabel("Changelog (Markdown)").fill(changelog);
  return upload;
}

test("a draft version's download, changelog and pick reach only the team and staff", async ({ browser }) => {
  // A long journey through several signed-in people; on a loaded machine it ran out of the default 30 s at its
  // last steps (no assertion failed).
  test.slow();
  const slug = unique("e2e-hidden").toLowerCase();
  const creator = await browser.newContext({ storageState: storageStateFor("creator") });
  const page = await creator.newPage();

  // The create dialog: a real modal that Escape closes; the slug follows the name until edited.
  await page.goto("/dashboard/projects");
  const dialog = page.getByRole("dialog", { name: "Create a project" });
  await expect(dialog).toBeHidden();
  await page.getByRole("button", { name: "Create a project" }).click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await page.getByRole("button", { name: "Create a project" }).click();
  await dialog.getByLabel("Name").fill("Hidden Versions Mod");
  await expect(dialog.getByLabel("URL")).toHaveValue("hidden-versions-mod");
  await dialog.getByLabel("URL").fill(slug);
  await dialog.getByLabel(/^Summary/).fill("Made by a browser test");
  await dialog.getByLabel("Visibility").selectOption("public");
  await dialog.getByRole("button", { name: "Create project" }).click();
  await expect(page).toHaveURL(new RegExp(`/mod/${slug}/settings`));

  // 1.0.0 is listed; 2.0.0 has two files, the second chosen as primary, and is featured.
  let upload = await uploadVersion(page, slug, "1.0.0", "Public changes", [`${slug}-1.0.0.jar`]);
  await upload.getByRole("button", { name: "Create version" }).click();
  await expect(page).toHaveURL(new RegExp(`/mod/${slug}/version/1\\.0\\.0$`));
  upload = await uploadVersion(page, slug, "2.0.0", "Secret draft changes", [
    `${slug}-2.0.0-sources.jar`,
    `${slug}-2.0.0.jar`,
  ]);
  const choice = upload.getByTestId("primary-file-choice");
  await expect(choice.getByLabel(`${slug}-2.0.0-sources.jar`)).toBeChecked();
  await choice.getByLabel(`${slug}-2.0.0.jar`).check();
  await upload.getByLabel("Featured").check();
  await upload.getByRole("button", { name: "Create version" }).click();
  await expect(page).toHaveURL(new RegExp(`/mod/${slug}/version/2\\.0\\.0$`));
  const primary = page.getByTestId("version-file").filter({ hasText: "Primary" });
  await expect(primary.getByTestId("file-download")).toHaveText(`${slug}-2.0.0.jar`);

  // The team makes 2.0.0 a draft and gives it a dependency from the edit page.
  await page.getByRole("link", { name: "Edit version" }).click();
  let edit = page.getByRole("form", { name: "Edit version" });
  await expect(edit.getByLabel("Featured")).toBeChecked();
  await edit.getByLabel("Status").selectOption("draft");
  await edit.getByLabel("Kind").selectOption("optional");
  await edit.getByLabel("Depends on").selectOption("project");
  await edit.getByLabel("Add a dependency").fill("lumen-renderer");
  await edit.getByRole("button", { name: "Save version" }).click();
  await expect(page).toHaveURL(new RegExp(`/mod/${slug}/version/2\\.0\\.0$`));
  const dependencies = page.getByRole("region", { name: "Dependencies" });
  await expect(dependencies).toContainText("Lumen Renderer");
  await expect(dependencies).toContainText("optional");
  // A bad dependency is refused with the message and changes nothing.
  await page.getByRole("link", { name: "Edit version" }).click();
  edit = page.getByRole("form", { name: "Edit version" });
  await edit.getByLabel("Add a dependency").fill("no-such-project-anywhere");
  await edit.getByRole("button", { name: "Save version" }).click();
  await expect(page.getByTestId("project-notice")).toHaveText(
    "Dependency project no-such-project-anywhere does not exist.",
  );
  // …and one is removed again.
  edit = page.getByRole("form", { name: "Edit version" });
  await edit.getByLabel("Remove Lumen Renderer").check();
  await edit.getByRole("button", { name: "Save version" }).click();
  await expect(page.getByRole("region", { name: "Dependencies" })).toHaveCount(0);

  // Publish the project (summary first: the dialog did not ask for it).
  await page.goto(`/mod/${slug}/settings`);
  const general = page.getByRole("form", { name: "General" });
  await general.getByLabel("Summary").fill("Has a draft version");
  await general.getByRole("button", { name: "Save" }).click();
  await expect(page.getByTestId("project-notice")).toHaveText("Saved.");
  await page.getByRole("button", { name: "Submit for review" }).click();
  await expect(page.getByTestId("settings-status")).toHaveText("Under review");
  const staff = await browser.newContext({ storageState: storageStateFor("moderator") });
  const moderator = await staff.newPage();
  await moderator.goto(`/mod/${slug}/settings`);
  await moderator.getByRole("button", { name: "Approve" }).click();
  await expect(moderator.getByTestId("settings-status")).toHaveText("Listed");

  // A visitor: the download button, the changelog and the download interface know only 1.0.0.
  const visitor = await browser.newContext();
  const anonymous = await visitor.newPage();
  await anonymous.goto(`/mod/${slug}`);
  await expect(anonymous.getByTestId("download-latest")).toHaveText("Download 1.0.0");
  await anonymous.goto(`/mod/${slug}?version=1.20.1&loader=fabric`);
  await expect(anonymous.getByTestId("download-interface").getByRole("link")).toHaveText(`${slug}-1.0.0.jar (1.0.0)`);
  await anonymous.goto(`/mod/${slug}/changelog`);
  await expect(anonymous.getByText("Public changes")).toBeVisible();
  await expect(anonymous.getByText("Secret draft changes")).toHaveCount(0);
  expect((await anonymous.goto(`/mod/${slug}/version/2.0.0`))?.status()).toBe(404);
  await visitor.close();

  // The team and staff see the draft everywhere.
  for (const insider of [page, moderator]) {
    await insider.goto(`/mod/${slug}`);
    await expect(insider.getByTestId("download-latest")).toHaveText("Download 2.0.0");
    await insider.goto(`/mod/${slug}?loader=fabric`);
    await expect(insider.getByTestId("download-interface").getByRole("link")).toHaveText(`${slug}-2.0.0.jar (2.0.0)`);
    await insider.goto(`/mod/${slug}/changelog`);
    await expect(insider.getByText("Secret draft changes")).toBeVisible();
  }
  await staff.close();
  await creator.close();
});
