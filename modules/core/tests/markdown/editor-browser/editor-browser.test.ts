/**
 * The editor in Chromium: toolbar edits, the 1 MiB image limit with its exact message, upload
 * insertion and the server-rendered preview. The component is bundled with esbuild (present as
 * tsx's engine) into a page served from 127.0.0.1 (tests/support/chromium-page.ts).
 */
import path from "node:path";

import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";

import { setupChromiumPage } from "../../../../../tests/support/chromium-page";

const MIB = 1024 * 1024;

const browser = setupChromiumPage({
  html: () => '<!doctype html><div id="root"></div><script src="/bundle.js"></script>',
  script: { contents: 'import "./harness";', resolveDir: path.dirname(new URL(import.meta.url).pathname) },
});

// One page for the whole file: each test goes on from the editor's state the one before left.
let page: Page;

beforeAll(async () => {
  page = await browser.open();
});

const textarea = () => page.locator("textarea");
const recorder = () =>
  page.evaluate(() => (window as unknown as { recorder: { previews: string[]; uploads: string[] } }).recorder);

describe("MarkdownEditor in Chromium", () => {
  it("applies toolbar actions to the selection", async () => {
    await textarea().fill("hello");
    await textarea().selectText();
    await page.getByRole("button", { name: "Bold" }).click();
    await expect.poll(() => textarea().inputValue()).toBe("**hello**");
  });

  it("refuses an image over 1 MiB with 'File too large' and does not upload it", async () => {
    await page.locator('input[type="file"]').setInputFiles({
      name: "huge.png",
      mimeType: "image/png",
      buffer: Buffer.alloc(MIB + 1),
    });
    await expect.poll(() => page.getByRole("alert").textContent()).toBe("File too large");
    expect((await recorder()).uploads).toEqual([]);
  });

  it("uploads an image of exactly 1 MiB and inserts it at the cursor", async () => {
    await textarea().focus();
    await page.keyboard.press("End");
    await page.locator('input[type="file"]').setInputFiles({
      name: "shot.png",
      mimeType: "image/png",
      buffer: Buffer.alloc(MIB),
    });
    await expect.poll(() => textarea().inputValue()).toBe("**hello**![shot.png](https://cdn.hopper.test/shot.png)");
    expect((await recorder()).uploads).toEqual(["shot.png"]);
    expect(await page.getByRole("alert").count()).toBe(0);
  });

  it("shows the preview rendered by the injected server function", async () => {
    const source = await textarea().inputValue();
    await page.getByRole("tab", { name: "Preview" }).click();
    await expect.poll(() => page.locator(".markdown-body").textContent()).toBe("rendered on the server");
    expect((await recorder()).previews).toEqual([source]);
  });
});
