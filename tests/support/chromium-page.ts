// One harness for the vitest files that drive a site script in real Chromium without building the whole site:
// the script's entry is bundled with esbuild and served at /bundle.js beside a plain HTML page at "/" and, when the
// file tests a route, that route's handler for every POST (real PostgreSQL and storage behind it). Chromium is the
// system's /usr/bin/chromium with the flags every such file used (`launchChromium`, also for the files that serve
// their own pages); the browser and the server close after the file.
// The browser suite (tests/e2e) covers the real pages; these files keep a script's behaviour cheap to check.
import { existsSync } from "node:fs";
import { createServer } from "node:http";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";

import { build } from "esbuild";
import { chromium } from "playwright-core";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll } from "vitest";

import { toWebRequest, writeWebResponse } from "../../modules/ui/src/server/node-http";

export const CHROMIUM = "/usr/bin/chromium";
/** No sandbox (containers), no GPU, no background traffic or component updates, no first-run pages. */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
];

/** Launches the system Chromium; fails with a clear message where it is missing. */
export async function launchChromium(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) throw new Error(`this test needs Chromium at ${CHROMIUM}`);
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
}

/** Bundles `contents` (TSX, imports resolved from `resolveDir`) into one production-mode script for the browser. */
export async function bundleForBrowser(contents: string, resolveDir: string): Promise<string> {
  const built = await build({
    stdin: { contents, resolveDir, loader: "tsx" },
    bundle: true,
    write: false,
    format: "iife",
    platform: "browser",
    jsx: "automatic",
    define: { "process.env.NODE_ENV": '"production"' },
    logLevel: "silent",
  });
  return built.outputFiles[0]!.text;
}

export interface ChromiumPageOptions {
  /** The HTML served at "/" (called per request, so it may name rows the file's own beforeAll creates). */
  html: () => string;
  /** The entry bundled and served at /bundle.js (the page loads it with `<script src="/bundle.js">`). */
  script: { contents: string; resolveDir: string };
  /** Answers every POST: the route handler under test, given the request as the browser sent it. */
  post?: (request: Request) => Promise<Response>;
  /** Served for any other GET: the page a script opens after a success. */
  otherwise?: string;
}

export interface ChromiumPage {
  /** `http://127.0.0.1:{port}` once the server listens. */
  origin: string;
  /**
   * A page in a fresh browser context, with `cookies` set for the origin, opened at `path` ("/" by default).
   * Close it with `page.context().close()`.
   */
  open(options?: { cookies?: { name: string; value: string }[]; path?: string }): Promise<Page>;
}

/** Bundles the script, starts the server and Chromium before the file's tests, and closes both after them. */
export function setupChromiumPage(options: ChromiumPageOptions): ChromiumPage {
  let server: Server | undefined;
  let browser: Browser | undefined;
  let bundle = "";
  const handle: ChromiumPage = {
    origin: "",
    async open({ cookies = [], path = "/" } = {}) {
      if (!browser) throw new Error("Chromium is not running (open pages inside the file's tests)");
      const context = await browser.newContext();
      if (cookies.length > 0) await context.addCookies(cookies.map((cookie) => ({ ...cookie, url: handle.origin })));
      const page = await context.newPage();
      await page.goto(`${handle.origin}${path}`);
      return page;
    },
  };
  beforeAll(async () => {
    bundle = await bundleForBrowser(options.script.contents, options.script.resolveDir);
    server = createServer((request, response) => {
      if (request.method === "GET" && request.url === "/") {
        response.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(options.html());
      } else if (request.method === "GET" && request.url === "/bundle.js") {
        response.writeHead(200, { "content-type": "text/javascript" }).end(bundle);
      } else if (request.method === "POST" && options.post) {
        options
          .post(toWebRequest(request, handle.origin))
          .then((answer) => writeWebResponse(answer, response))
          .catch((error: unknown) => response.writeHead(500).end(String(error)));
      } else {
        response
          .writeHead(200, { "content-type": "text/html" })
          .end(options.otherwise ?? "<!doctype html><title>-</title>");
      }
    });
    await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
    handle.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    server?.closeAllConnections();
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  });
  return handle;
}
