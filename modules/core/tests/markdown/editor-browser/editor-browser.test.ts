/**
 * The editor in Chromium: toolbar edits, the 1 MiB image limit with its exact message, upload
 * insertion and the server-rendered preview. The component is bundled with esbuild (present as
 * tsx's engine) into a page served from 127.0.0.1.
 */
import { createServer } from "node:http";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";

import { build } from "esbuild";
import { chromium } from "playwright-core";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
];
const MIB = 1024 * 1024;

let server: Server;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  const bundle = await build({
    entryPoints: [fileURLToPath(new URL("./harness.tsx", import.meta.url))],
    bundle: true,
    write: false,
    format: "iife",
    jsx: "automatic",
    define: { "process.env.NODE_ENV": '"development"' },
    logLevel: "silent",
  });
  const script = bundle.outputFiles[0]?.text ?? "";
  server = createServer((request, response) => {
    if (request.url === "/editor.js") {
      response.writeHead(200, { "content-type": "text/javascript" }).end(script);
    } else {
      response
        .writeHead(200, { "content-type": "text/html" })
        .end('<!doctype html><div id="root"></div><script src="/editor.js"></script>');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: CHROMIUM_ARGS });
  page = await browser.newPage();
  await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await new Promise<void>((resolve) => server?.close(() => resolve()));
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
