// The upload form's suggestions in real Chromium (UploadSuggestions beside UploadProgress, bundled with esbuild onto
// a form shaped like /version/new's), against the real routes: POST /api/catalog/suggest and the version upload
// (real PostgreSQL and storage). The chosen file is sent once: the suggestions get only the runs of the archive
// that hold its metadata (a few KiB of a 3 MiB jar), the form fills in from them, and the upload carries the file.
// The bytes each route receives are counted on the server. The browser suite covers the real page
// (tests/e2e/catalog/creator-uploads.spec.ts).

import { randomBytes } from "node:crypto";
import path from "node:path";

import { encode } from "@auth/core/jwt";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";

import { createSession } from "../../core/src/auth/sessions";
import { authSecret } from "../../core/src/config/secret";
import { setupTestDatabase } from "../../../tests/setup/test-database";
import { setupChromiumPage } from "../../../tests/support/chromium-page";
import { tempDataDir } from "../../../tests/support/temp-dir";
import { POST as suggest } from "../src/server/http/suggest";
import { POST as uploadVersion } from "../src/server/http/upload-version";
import { METADATA_ENTRIES } from "../src/server/services/versions/intake/file-metadata";
import { createProject } from "../src/server/services/projects/project-create";
import { zip } from "./archives";
import { makeUser, uniqueSlug } from "./helpers";

tempDataDir("hopper-upload-suggestions-");

const database = setupTestDatabase();
const COOKIE = "authjs.session-token";
const MIB = 1024 * 1024;

let cookieValue = "";
let project: Awaited<ReturnType<typeof createProject>>;
/** Bytes each POST path received (the request bodies as the browser sent them). */
const received = new Map<string, number>();

const formPage = (projectId: string) => `<!doctype html><html><head><meta charset="utf-8"><title>upload</title></head>
<body><form id="upload-version" method="post" action="/api/catalog/projects/${projectId}/versions" enctype="multipart/form-data">
<label>Files <input type="file" name="files" multiple></label>
<div id="suggestions"></div>
<label>Version number <input name="versionNumber"></label>
<label>Name <input name="name"></label>
<label><input type="checkbox" name="loaders" value="fabric"> fabric</label>
<label><input type="checkbox" name="loaders" value="quilt"> quilt</label>
<label>Game versions <select name="gameVersions" multiple><option>1.20.1</option><option>1.20.4</option></select></label>
<label>Dependencies <textarea name="dependencies"></textarea></label>
<div id="progress"></div>
<button type="submit">Create version</button>
</form><script src="/bundle.js"></script></body></html>`;

const isSuggest = (request: Request) => new URL(request.url).pathname.startsWith("/api/catalog/suggest");

/** Counts a request's body by the length the browser declares (it sends one for every form body). */
function counted(request: Request): Request {
  const key = isSuggest(request) ? "suggest" : "upload";
  received.set(key, (received.get(key) ?? 0) + Number(request.headers.get("content-length") ?? 0));
  return request;
}

const browser = setupChromiumPage({
  html: () => formPage(project.id),
  script: {
    contents: `import { createRoot } from "react-dom/client";
        import { createElement } from "react";
        import { UploadProgress } from "../../ui/src/forms/upload-progress";
        import { UploadSuggestions } from "../src/ui/forms/upload-suggestions";
        createRoot(document.getElementById("suggestions")).render(
          createElement(UploadSuggestions, {
            formId: "upload-version",
            projectType: "mod",
            metadataEntries: ${JSON.stringify(METADATA_ENTRIES)},
          }),
        );
        createRoot(document.getElementById("progress")).render(createElement(UploadProgress, { formId: "upload-version" }));`,
    resolveDir: path.dirname(new URL(import.meta.url).pathname),
  },
  post: (request) => (isSuggest(request) ? suggest : uploadVersion)(counted(request)),
  // The version page the upload script opens after a successful upload.
  otherwise: "<!doctype html><title>version</title>",
});

beforeAll(async () => {
  const owner = await makeUser(database.db);
  const session = await createSession(database.db, owner.userId);
  cookieValue = await encode({ token: { sid: session.id }, secret: authSecret(), salt: COOKIE });
  project = await createProject(database.db, owner, {
    name: "Suggestions",
    slug: uniqueSlug("suggestions"),
    projectType: "mod",
    summary: "Fills in the upload form",
  });
});

async function openForm(): Promise<Page> {
  return browser.open({ cookies: [{ name: COOKIE, value: cookieValue }] });
}

describe("the upload form's suggestions in Chromium", () => {
  it("fills the form in from a few KiB of a 3 MiB jar, and the jar itself is sent once, with the form", async () => {
    received.clear();
    const id = `big_${uniqueSlug("j").replace(/\W/g, "_")}`;
    const jar = zip(
      {
        "fabric.mod.json": JSON.stringify({
          schemaVersion: 1,
          id,
          name: "Big Mod",
          version: "3.0.0",
          depends: { minecraft: "1.20.1" },
        }),
        [`${id}/Main.class`]: `class ${id}`,
        // Random bytes, stored: the archive stays 3 MiB (and trips no zip-bomb guard).
        [`${id}/padding.bin`]: new Uint8Array(randomBytes(3 * MIB)),
      },
      0,
    );
    const page = await openForm();
    await page.getByLabel("Files").setInputFiles({
      name: "big.jar",
      mimeType: "application/java-archive",
      buffer: Buffer.from(jar),
    });
    await page.getByText("Filled in from the file", { exact: false }).waitFor();
    expect(await page.getByLabel("Version number").inputValue()).toBe("3.0.0");
    expect(await page.getByLabel("Name").inputValue()).toBe("Big Mod 3.0.0");
    expect(await page.getByLabel("fabric").isChecked()).toBe(true);
    // The end of the archive (64 KiB), its central directory and fabric.mod.json, plus the form's framing.
    expect(received.get("suggest") ?? 0).toBeGreaterThan(0);
    expect(received.get("suggest") ?? 0).toBeLessThan(80 * 1024);

    await page.getByLabel("Game versions").selectOption(["1.20.1"]);
    await page.getByRole("button", { name: "Create version" }).click();
    await page.waitForURL(`${browser.origin}/mod/${project.slug}/version/3.0.0`).catch(async (error: unknown) => {
      throw new Error(`${String(error)}\nat ${page.url()}: ${await page.locator("body").innerText()}`);
    });
    const upload = received.get("upload") ?? 0;
    expect(upload).toBeGreaterThanOrEqual(jar.byteLength);
    // Once: everything sent for the suggestions and the upload together is the jar and a few KiB more.
    expect(upload + (received.get("suggest") ?? 0)).toBeLessThan(jar.byteLength + 100 * 1024);
    await page.context().close();
  });

  it("tells the creator when a pack names a pack format newer than Hopper's table", async () => {
    const page = await openForm();
    await page.getByLabel("Files").setInputFiles({
      name: "future.zip",
      mimeType: "application/zip",
      buffer: Buffer.from(zip({ "pack.mcmeta": JSON.stringify({ pack: { pack_format: 99, description: "Future" } }) })),
    });
    const note = page.getByText("newer than the formats Hopper knows", { exact: false });
    await note.waitFor();
    expect(await note.textContent()).toContain("pack format 99");
    await page.context().close();
  });
});
