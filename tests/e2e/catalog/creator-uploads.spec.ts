import { expect, test } from "@playwright/test";
import type { Page, Route } from "@playwright/test";
import { strToU8, zipSync } from "fflate";

import { unique } from "../accounts/helpers";
import { useDemoSession } from "../support/demo-sessions";

// Issue 14, the creator's flow: the create dialog asks the summary (so the first "Submit for review" goes
// through), uploads show progress and can be cancelled, a refused upload keeps the whole form (files included),
// and the version edit page answers at the version page's address.

/** A Fabric mod jar naming Minecraft 1.20.1, with `padding` stored (uncompressed) bytes so the upload takes a while. */
function fabricJar(id: string, padding = 0): Buffer {
  const filler = new Uint8Array(padding);
  for (let index = 0; index < padding; index++) filler[index] = (index * 7919 + id.length) % 251;
  return Buffer.from(
    zipSync(
      {
        "fabric.mod.json": strToU8(
          JSON.stringify({ schemaVersion: 1, id, version: "1.0.0", depends: { minecraft: "1.20.1" } }),
        ),
        [`${id}/Main.class`]: strToU8(`class ${id}`),
        [`${id}/padding.bin`]: filler,
      },
      { level: 0 },
    ),
  );
}

async function createProject(page: Page, name: string, slug: string) {
  await page.goto("/dashboard/projects");
  await page.getByRole("button", { name: "Create a project" }).click();
  const dialog = page.getByRole("dialog", { name: "Create a project" });
  await dialog.getByLabel("Name").fill(name);
  await dialog.getByLabel("URL").fill(slug);
  await dialog.getByLabel("Visibility").selectOption("unlisted");
  await dialog.getByLabel(/^Summary/).fill("A summary typed in the create dialog");
  await dialog.getByRole("button", { name: "Create project" }).click();
  await expect(page).toHaveURL(new RegExp(`/mod/${slug}/settings`));
}

test("the create dialog asks name, URL, visibility and summary; the first submission for review goes through", async ({
  page,
}) => {
  test.slow();
  const slug = unique("e2e-dialog").toLowerCase();
  await useDemoSession(page.context(), "creator");

  // An empty summary is not sent: the browser asks for it first, and the dialog stays open.
  await page.goto("/dashboard/projects");
  await page.getByRole("button", { name: "Create a project" }).click();
  const dialog = page.getByRole("dialog", { name: "Create a project" });
  await dialog.getByLabel("Name").fill("Dialog mod");
  await expect(dialog.getByLabel("URL")).toHaveValue("dialog-mod");
  await expect(dialog.getByLabel("Visibility")).toHaveValue("public");
  const summary = dialog.getByLabel(/^Summary/);
  await expect(summary).toHaveAttribute("required", "");
  await dialog.getByRole("button", { name: "Create project" }).click();
  expect(await summary.evaluate((field: HTMLTextAreaElement) => field.validity.valueMissing)).toBe(true);
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");

  await createProject(page, "Dialog mod", slug);
  await expect(page.getByRole("form", { name: "General" }).getByLabel("Summary")).toHaveValue(
    "A summary typed in the create dialog",
  );

  await page.goto(`/mod/${slug}/version/new`);
  const upload = page.getByRole("form", { name: "Upload a version" });
  await upload.getByLabel("Files (the first is the primary file)").setInputFiles({
    name: `${slug}.jar`,
    mimeType: "application/java-archive",
    buffer: fabricJar(slug.replace(/-/g, "_")),
  });
  await expect(upload.getByLabel("fabric", { exact: true })).toBeChecked();
  await upload.getByLabel("Version number (at most 32 characters)").fill("1.0.0");
  await upload.getByLabel("Game versions").selectOption(["1.20.1"]);
  await upload.getByRole("button", { name: "Create version" }).click();
  await expect(page).toHaveURL(new RegExp(`/mod/${slug}/version/1\\.0\\.0$`));

  // The edit page answers at the version page's address, and the version page links there.
  await expect(page.getByRole("link", { name: "Edit version" })).toHaveAttribute(
    "href",
    `/mod/${slug}/version/1.0.0/edit`,
  );
  const edit = await page.goto(`/mod/${slug}/version/1.0.0/edit`);
  expect(edit?.status()).toBe(200);
  await expect(
    page.getByRole("form", { name: "Edit version" }).getByLabel("Version number (at most 32 characters)"),
  ).toHaveValue("1.0.0");

  await page.goto(`/mod/${slug}/settings`);
  await page.getByRole("button", { name: "Submit for review" }).click();
  await expect(page.getByTestId("settings-status")).toHaveText("Under review");
});

test("a version upload shows its progress, can be cancelled, and a refused one keeps the whole form", async ({
  page,
}) => {
  test.slow();
  const slug = unique("e2e-progress").toLowerCase();
  await useDemoSession(page.context(), "creator");
  await createProject(page, "Progress mod", slug);

  await page.goto(`/mod/${slug}/version/new`);
  const upload = page.getByRole("form", { name: "Upload a version" });
  const files = upload.getByLabel("Files (the first is the primary file)");
  await files.setInputFiles({
    name: `${slug}.jar`,
    mimeType: "application/java-archive",
    buffer: fabricJar(slug.replace(/-/g, "_"), 4 * 1024 * 1024),
  });
  await expect(upload.getByLabel("fabric", { exact: true })).toBeChecked();
  await upload.getByLabel("Version number (at most 32 characters)").fill("2.0.0");
  await upload.getByLabel("Name", { exact: true }).fill("Typed name");
  await upload.getByLabel("Changelog (Markdown)").fill("- Typed changelog");
  await upload.getByLabel("Game versions").selectOption(["1.20.1"]);
  const keptForm = async () => {
    await expect(upload.getByLabel("Version number (at most 32 characters)")).toHaveValue("2.0.0");
    await expect(upload.getByLabel("Name", { exact: true })).toHaveValue("Typed name");
    await expect(upload.getByLabel("Changelog (Markdown)")).toHaveValue("- Typed changelog");
    expect(await files.evaluate((input: HTMLInputElement) => input.files?.[0]?.name)).toBe(`${slug}.jar`);
  };

  // Cancel: the request is held on its way out (so the upload is still running when Cancel is pressed).
  const uploadUrl = "**/api/catalog/projects/*/versions";
  let held: Route | null = null;
  await page.route(uploadUrl, (route) => {
    held = route;
  });
  await upload.getByRole("button", { name: "Create version" }).click();
  await expect(page.getByTestId("upload-progress").getByRole("progressbar", { name: "Upload progress" })).toBeVisible();
  await expect.poll(() => held !== null).toBe(true);
  await upload.getByRole("button", { name: "Cancel upload" }).click();
  await expect(page.getByTestId("upload-cancelled")).toHaveText(/Upload cancelled/);
  await expect(page).toHaveURL(new RegExp(`/mod/${slug}/version/new$`));
  await keptForm();
  await page.unroute(uploadUrl);

  // Refused (no loader): the message is shown, the page stays, and everything typed and chosen is still there.
  await upload.getByLabel("fabric", { exact: true }).uncheck();
  await upload.getByRole("button", { name: "Create version" }).click();
  await expect(page.getByTestId("upload-refused")).toContainText("Choose at least one loader.");
  await expect(page).toHaveURL(new RegExp(`/mod/${slug}/version/new$`));
  await keptForm();

  // Corrected and sent again: the progress bar fills, then the browser opens the new version. The bar's values
  // are written to sessionStorage as they change, which outlives the navigation.
  await page.evaluate(() => {
    const seen: string[] = [];
    new MutationObserver(() => {
      const bar = document.querySelector('[data-testid="upload-progress"] progress');
      const value = bar?.getAttribute("value");
      if (value && seen.at(-1) !== value) {
        seen.push(value);
        sessionStorage.setItem("progress-seen", JSON.stringify(seen));
      }
    }).observe(document.body, { subtree: true, childList: true, attributes: true });
  });
  await upload.getByLabel("fabric", { exact: true }).check();
  await upload.getByRole("button", { name: "Create version" }).click();
  await expect(page).toHaveURL(new RegExp(`/mod/${slug}/version/2\\.0\\.0$`));
  await expect(page.getByTestId("version-name")).toHaveText("Typed name");
  const seen = JSON.parse((await page.evaluate(() => sessionStorage.getItem("progress-seen"))) ?? "[]") as string[];
  expect(seen.at(-1)).toBe("100");
  // Exactly one version: the cancelled and the refused attempts stored nothing.
  await page.goto(`/mod/${slug}/versions`);
  await expect(page.getByTestId("versions-table").locator("tbody tr")).toHaveCount(1);
});

/** A valid 1×1 PNG. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

test("gallery images and icons upload with progress; a refused image keeps the title typed", async ({ page }) => {
  test.slow();
  const slug = unique("e2e-media").toLowerCase();
  await useDemoSession(page.context(), "creator");
  await createProject(page, "Media mod", slug);
  await page.goto(`/mod/${slug}/settings`);

  // Not an image: refused in place, the title and the chosen file stay.
  const gallery = page.getByRole("form", { name: "Add a gallery image" });
  const image = gallery.getByLabel("Image (at most 5 MiB)");
  await image.setInputFiles({ name: "notes.png", mimeType: "image/png", buffer: Buffer.from("not really a picture") });
  await gallery.getByLabel("Title").fill("Typed title");
  await gallery.getByRole("button", { name: "Add image" }).click();
  await expect(gallery.getByTestId("upload-refused")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/mod/${slug}/settings$`));
  await expect(gallery.getByLabel("Title")).toHaveValue("Typed title");
  expect(await image.evaluate((input: HTMLInputElement) => input.files?.[0]?.name)).toBe("notes.png");

  // A real image goes through the progress bar and lands back on the settings with the notice.
  await image.setInputFiles({ name: "shot.png", mimeType: "image/png", buffer: PNG });
  await gallery.getByRole("button", { name: "Add image" }).click();
  await expect(page).toHaveURL(new RegExp(`/mod/${slug}/settings\\?notice=saved$`));
  await expect(page.getByTestId("project-notice")).toHaveText("Saved.");
  await expect(page.getByRole("region", { name: "Gallery" }).getByText("Typed title")).toBeVisible();

  const icon = page.getByRole("form", { name: "Upload an icon" });
  await icon.getByLabel("Image (PNG, JPEG, GIF or WebP, at most 256 KiB)").setInputFiles({
    name: "icon.png",
    mimeType: "image/png",
    buffer: PNG,
  });
  await icon.getByRole("button", { name: "Upload icon" }).click();
  await expect(page.getByTestId("project-notice")).toHaveText("Saved.");
  await expect(page.getByRole("button", { name: "Remove icon" })).toBeVisible();
});
