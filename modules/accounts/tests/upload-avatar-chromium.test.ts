// The avatar upload in real Chromium: the site's upload script (@hopper/ui/forms/upload-progress) against the real
// POST /api/accounts/avatar (real PostgreSQL and storage). The bar shows while the upload runs and Cancel aborts it
// (nothing stored), a refusal is shown in place with the chosen file kept, and a good image opens the settings with
// ?avatar=saved. The component is bundled with esbuild onto a form shaped like AvatarUpload's
// (src/ui/forms/avatar-upload.tsx), so this runs without building the whole site.

import path from "node:path";

import { encode } from "@auth/core/jwt";
import type { Page, Route } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";

import { createSession } from "../../core/src/auth/sessions";
import { authSecret } from "../../core/src/config/secret";
import { setupTestDatabase } from "../../../tests/setup/test-database";
import { setupChromiumPage } from "../../../tests/support/chromium-page";
import { TINY_PNG } from "../../../tests/support/images";
import { tempDataDir } from "../../../tests/support/temp-dir";
import { POST } from "../src/server/http/upload-avatar";
import { createUser } from "../src/server/services/create-user";

tempDataDir("hopper-avatar-progress-");

const database = setupTestDatabase();
const COOKIE = "authjs.session-token";
const LABEL = "Avatar (PNG, JPEG, GIF or WebP, at most 256 KiB)";

let userId = "";
let cookieValue = "";

const formPage = `<!doctype html><html><head><meta charset="utf-8"><title>profile</title></head>
<body><form id="avatar-upload" method="post" action="/api/accounts/avatar" enctype="multipart/form-data">
<label for="avatar">${LABEL}</label><input id="avatar" type="file" name="avatar" accept="image/png,image/jpeg,image/gif,image/webp">
<button type="submit">Upload</button><div id="progress"></div>
</form><script src="/bundle.js"></script></body></html>`;

const browser = setupChromiumPage({
  html: () => formPage,
  script: {
    contents: `import { createRoot } from "react-dom/client";
        import { createElement } from "react";
        import { UploadProgress } from "../../ui/src/forms/upload-progress";
        createRoot(document.getElementById("progress")).render(createElement(UploadProgress, { formId: "avatar-upload" }));`,
    resolveDir: path.dirname(new URL(import.meta.url).pathname),
  },
  post: POST,
  // The settings page the script opens after a successful upload.
  otherwise: "<!doctype html><title>settings</title>",
});

beforeAll(async () => {
  const user = await createUser(database.db, {
    username: `avatarbrowser${Date.now().toString(36)}`,
    email: `avatarbrowser.${Date.now().toString(36)}@example.com`,
    password: "a fine password",
  });
  userId = user.id;
  const session = await createSession(database.db, user.id);
  cookieValue = await encode({ token: { sid: session.id }, secret: authSecret(), salt: COOKIE });
});

async function openForm(file: { name: string; buffer: Buffer }): Promise<Page> {
  const page = await browser.open({ cookies: [{ name: COOKIE, value: cookieValue }] });
  await page.getByLabel(LABEL).setInputFiles({ ...file, mimeType: "image/png" });
  return page;
}

async function expectFileKept(page: Page, name: string) {
  expect(await page.getByLabel(LABEL).evaluate((input: HTMLInputElement) => input.files?.[0]?.name)).toBe(name);
  expect(new URL(page.url()).pathname).toBe("/");
}

const avatar = async () => (await database.db.user.findUniqueOrThrow({ where: { id: userId } })).avatarUrl;

describe("the avatar upload in Chromium", () => {
  it("shows the bar while the upload runs; Cancel aborts it, keeps the chosen file and stores nothing", async () => {
    const page = await openForm({ name: "me.png", buffer: Buffer.from(TINY_PNG) });
    let held: Route | null = null;
    await page.route("**/api/accounts/avatar", (route) => {
      held = route;
    });
    await page.getByRole("button", { name: "Upload" }).click();
    await page.getByRole("progressbar", { name: "Upload progress" }).waitFor();
    await expect.poll(() => held !== null).toBe(true);
    await page.getByRole("button", { name: "Cancel upload" }).click();
    await page.getByText("Upload cancelled.", { exact: false }).waitFor();
    await expectFileKept(page, "me.png");
    expect(await avatar()).toBeNull();
    await page.context().close();
  });

  it("shows a refusal in place, marks the field and keeps the chosen file", async () => {
    const big = Buffer.alloc(300 * 1024);
    Buffer.from(TINY_PNG).copy(big);
    const page = await openForm({ name: "huge.png", buffer: big });
    await page.getByRole("button", { name: "Upload" }).click();
    const alert = page.getByRole("alert");
    await alert.waitFor();
    expect(await alert.textContent()).toContain("Avatars must be at most 256 KiB.");
    expect(await page.getByLabel(LABEL).getAttribute("aria-invalid")).toBe("true");
    await expectFileKept(page, "huge.png");
    expect(await avatar()).toBeNull();
    await page.context().close();
  });

  it("uploads a good image and opens the settings with the notice", async () => {
    const page = await openForm({ name: "me.png", buffer: Buffer.from(TINY_PNG) });
    await page.getByRole("button", { name: "Upload" }).click();
    await page.waitForURL(`${browser.origin}/settings/profile?avatar=saved`);
    expect(await avatar()).toMatch(new RegExp(`^/cdn/user/${userId}/[0-9a-f]{40}\\.icon\\.webp$`));
    await page.context().close();
  });
});
