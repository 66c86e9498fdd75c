/**
 * Issue 14 (images) in Chromium: the browser picks a thumbnail from srcset for the size an image is drawn at
 * and the screen's density, over real HTTP from the site's /cdn handler, for images stored by the upload path.
 * The page is ProjectIcon rendered on the server (as the pages render it) and a gallery picture with the
 * attributes the project page gives it.
 */
import { createServer } from "node:http";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";

import type { Browser } from "playwright-core";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { handleCdnRequest } from "../../../../apps/web/server/cdn-handler";
import { toWebRequest, writeWebResponse } from "../../src/server/node-http";
import { prepareImage, srcSetOf, storeImage, thumbnailFor } from "../../../core/src/images";
import { ProjectIcon } from "../../src/components/project-icon";
import { launchChromium } from "../../../../tests/support/chromium-page";
import { flatPng, photoWithGps } from "../../../../tests/support/images";
import { tempDataDir } from "../../../../tests/support/temp-dir";

tempDataDir("hopper-srcset-browser-");

let server: Server;
let browser: Browser;
let origin = "";
let html = "";

beforeAll(async () => {
  const icon = await storeImage("data/SrcSet01", await prepareImage(await flatPng(600, 600), "icon"));
  const shot = await storeImage("data/SrcSet01", await prepareImage(await photoWithGps(1600, 1200), "gallery"));
  html = `<!doctype html><body>${renderToStaticMarkup(
    <>
      <ProjectIcon name="Header" iconUrl={icon.url} size={96} testId="header" />
      <ProjectIcon name="Mention" iconUrl={icon.url} size={24} testId="mention" />
      {/* eslint-disable-next-line @next/next/no-img-element -- the project page's featured gallery picture */}
      <img
        data-testid="shot"
        src={thumbnailFor(shot.url, 320)}
        srcSet={srcSetOf(shot.url)}
        sizes="320px"
        width={320}
        height={180}
        alt="Shot"
      />
    </>,
  )}</body>`;
  server = createServer((request, response) => {
    if (request.url?.startsWith("/cdn/")) {
      handleCdnRequest(toWebRequest(request, origin))
        .then((answer) => writeWebResponse(answer, response))
        .catch(() => response.writeHead(500).end());
    } else {
      response.writeHead(200, { "content-type": "text/html" }).end(html);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  server?.closeAllConnections();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
});

async function chosen(deviceScaleFactor: number) {
  const context = await browser.newContext({ deviceScaleFactor });
  try {
    const page = await context.newPage();
    const types: string[] = [];
    page.on("response", (response) => {
      if (response.url().includes("/cdn/")) types.push(response.headers()["content-type"] ?? "");
    });
    await page.goto(origin);
    const read = (testId: string) =>
      page.getByTestId(testId).evaluate(async (img: HTMLImageElement) => {
        await img.decode();
        // naturalWidth is in CSS pixels (the file's width over its srcset density): the name says the file.
        return img.currentSrc.replace(/^.*\/[0-9a-f]{40}\./, "");
      });
    return { header: await read("header"), mention: await read("mention"), shot: await read("shot"), types };
  } finally {
    await context.close();
  }
}

describe("srcset in Chromium", () => {
  it("loads the smallest thumbnail that covers the drawn size at 1x", async () => {
    const picked = await chosen(1);
    expect(picked.header).toEqual("icon-128.webp");
    // Chromium may reuse the 128 px file it already holds for the same srcset: any thumbnail, never the full image.
    expect(picked.mention).toMatch(/^icon-(64|128)\.webp$/);
    expect(picked.shot).toEqual("gallery-320.webp");
    expect(new Set(picked.types)).toEqual(new Set(["image/webp"]));
  });

  it("loads larger thumbnails on a 2x screen, never the full image", async () => {
    const picked = await chosen(2);
    expect(picked.header).toEqual("icon-256.webp");
    expect(picked.mention).toMatch(/^icon-(64|128|256)\.webp$/);
    expect(picked.shot).toEqual("gallery-640.webp");
  });
});
