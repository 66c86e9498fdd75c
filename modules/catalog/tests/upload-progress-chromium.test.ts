// The upload script (@hopper/ui/forms/upload-progress) in real Chromium against the real version upload route
// (POST /api/catalog/projects/{id}/versions, real PostgreSQL and storage): the bar shows progress, Cancel aborts
// and stores nothing, a refusal is shown in place with every typed value and the chosen file kept, and a
// successful upload opens the version's address. The component is bundled with esbuild and served with a plain
// form beside the route, so this runs without building the whole site (the browser suite covers the real page:
// tests/e2e/catalog/creator-uploads.spec.ts).

import { randomBytes } from "node:crypto";
import path from "node:path";

import { encode } from "@auth/core/jwt";
import type { Page, Route } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";

import { createSession } from "../../core/src/auth/sessions";
import { authSecret } from "../../core/src/config/secret";
import { setupTestDatabase } from "../../../tests/setup/test-database";
import { setupChromiumPage } from "../../../tests/support/chromium-page";
import { tempDataDir } from "../../../tests/support/temp-dir";
import { POST } from "../src/server/http/upload-version";
import { createProject } from "../src/server/services/projects/project-create";
import { zip } from "./archives";
import { makeUser, uniqueSlug } from "./helpers";

tempDataDir("hopper-upload-progress-");

const database = setupTestDatabase();
const COOKIE = "authjs.session-token";

let cookieValue = "";
let project: Awaited<ReturnType<typeof createProject>>;

const formPage = (projectId: string) => `<!doctype html><html><head><meta charset="utf-8"><title>upload</title></head>
<body><form id="upload" method="post" action="/api/catalog/projects/${projectId}/versions" enctype="multipart/form-data">
<label>Files <input type="file" name="files" multiple></label>
<label>Version number <input name="versionNumber"></label>
<label>Name <input name="name"></label>
<label><input type="checkbox" name="loaders" value="fabric"> fabric</label>
<label>Game versions <select name="gameVersions" multiple><option>1.20.1</option></select></label>
<label>Changelog <textarea name="changelog"></textarea></label>
<div id="progress"></div>
<button type="submit">Create version</button>
</form><script src="/bundle.js"></script></body></html>`;

const browser = setupChromiumPage({
  html: () => formPage(project.id),
  script: {
    contents: `import { createRoot } from "react-dom/client";
        import { createElement } from "react";
        import { UploadProgress } from "../../ui/src/forms/upload-progress";
        createRoot(document.getElementById("progress")).render(createElement(UploadProgress, { formId: "upload" }));`,
    resolveDir: path.dirname(new URL(import.meta.url).pathname),
  },
  post: POST,
  // The version page the script opens after a successful upload.
  otherwise: "<!doctype html><title>version</title>",
});

beforeAll(async () => {
  const owner = await makeUser(database.db);
  const session = await createSession(database.db, owner.userId);
  cookieValue = await encode({ token: { sid: session.id }, secret: authSecret(), salt: COOKIE });
  project = await createProject(database.db, owner, {
    name: "Progress",
    slug: uniqueSlug("progress"),
    projectType: "mod",
    summary: "Uploads with a progress bar",
  });
});

/**
 * A jar with `padding` random bytes stored uncompressed, so the upload is big enough to report progress on the way
 * (repeated bytes would compress and trip the zip-bomb guard).
 */
function jar(id: string, padding: number) {
  return Buffer.from(
    zip(
      {
        "fabric.mod.json": JSON.stringify({
          schemaVersion: 1,
          id,
          version: "1.0.0",
          depends: { minecraft: "1.20.1" },
        }),
        [`${id}/Main.class`]: `class ${id}`,
        [`${id}/padding.bin`]: new Uint8Array(randomBytes(padding)),
      },
      0,
    ),
  );
}

async function openForm(): Promise<Page> {
  const page = await browser.open({ cookies: [{ name: COOKIE, value: cookieValue }] });
  await page.getByLabel("Files").setInputFiles({
    name: "mod.jar",
    mimeType: "application/java-archive",
    buffer: jar(`progress_${uniqueSlug("j").replace(/\W/g, "_")}`, 3 * 1024 * 1024),
  });
  await page.getByLabel("Version number").fill("1.0.0");
  await page.getByLabel("Name").fill("Typed name");
  await page.getByLabel("Game versions").selectOption(["1.20.1"]);
  await page.getByLabel("Changelog").fill("- Typed changelog");
  return page;
}

async function expectFormKept(page: Page) {
  await expect.poll(() => page.getByLabel("Version number").inputValue()).toBe("1.0.0");
  expect(await page.getByLabel("Name").inputValue()).toBe("Typed name");
  expect(await page.getByLabel("Changelog").inputValue()).toBe("- Typed changelog");
  expect(await page.getByLabel("Files").evaluate((input: HTMLInputElement) => input.files?.[0]?.name)).toBe("mod.jar");
  expect(new URL(page.url()).pathname).toBe("/");
}

const versionCount = () => database.db.version.count({ where: { projectId: project.id } });

describe("the upload script in Chromium", () => {
  it("shows the bar while the upload runs; Cancel aborts it, keeps the form and stores nothing", async () => {
    const page = await openForm();
    let held: Route | null = null;
    await page.route("**/api/catalog/projects/*/versions", (route) => {
      held = route;
    });
    await page.getByLabel("fabric").check();
    await page.getByRole("button", { name: "Create version" }).click();
    await page.getByRole("progressbar", { name: "Upload progress" }).waitFor();
    await expect.poll(() => held !== null).toBe(true);
    await page.getByRole("button", { name: "Cancel upload" }).click();
    await page.getByText("Upload cancelled.", { exact: false }).waitFor();
    await expectFormKept(page);
    expect(await versionCount()).toBe(0);
    await page.context().close();
  });

  it("shows a refusal in place, keeping every typed value and the chosen file", async () => {
    const page = await openForm();
    await page.getByRole("button", { name: "Create version" }).click();
    const alert = page.getByRole("alert");
    await alert.waitFor();
    expect(await alert.textContent()).toContain("Choose at least one loader.");
    expect(await page.getByLabel("fabric").getAttribute("aria-invalid")).toBe("true");
    await expectFormKept(page);
    expect(await versionCount()).toBe(0);
    await page.context().close();
  });

  it("reports progress up to 100 % and then opens the new version's address", async () => {
    const page = await openForm();
    // The bar's values as they change, kept where the navigation does not lose them.
    await page.evaluate(() => {
      const seen: string[] = [];
      new MutationObserver(() => {
        const value = document.querySelector("#progress progress")?.getAttribute("value");
        if (value && seen.at(-1) !== value) {
          seen.push(value);
          sessionStorage.setItem("seen", JSON.stringify(seen));
        }
      }).observe(document.body, { subtree: true, childList: true, attributes: true });
    });
    await page.getByLabel("fabric").check();
    await page.getByRole("button", { name: "Create version" }).click();
    await page.waitForURL(`${browser.origin}/mod/${project.slug}/version/1.0.0`).catch(async (error: unknown) => {
      throw new Error(`${String(error)}\nat ${page.url()}: ${await page.locator("body").innerText()}`);
    });
    const seen = JSON.parse((await page.evaluate(() => sessionStorage.getItem("seen"))) ?? "[]") as string[];
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.at(-1)).toBe("100");
    expect(seen.map(Number)).toEqual([...seen.map(Number)].sort((a, b) => a - b));
    expect(await versionCount()).toBe(1);
    await page.context().close();
  });
});
