// Icons and gallery images are re-encoded at upload (issue 14): over the real API, with real image bytes.
import sharp from "sharp";
import { describe, expect, it } from "vitest";

import { storage } from "@hopper/core/storage";

import { handleCdnRequest } from "../../../apps/web/server/cdn-handler";
import { animatedGif, exifText, flatPng, photoWithGps, png, pngClaiming } from "../../../tests/support/images";
import { setupApi } from "./api-project-fixtures";

const { call, api, project } = setupApi("api-images");

const upload = (route: string, token: string, body: Uint8Array, type = "image/png") =>
  call(route, {
    method: route.includes("/gallery") ? "POST" : "PATCH",
    token,
    body: Buffer.from(body),
    headers: { "content-type": type },
  });

type ProjectJson = { icon_url: string | null; gallery: { url: string; raw_url: string; title: string | null }[] };
const read = async (id: string) => (await call<ProjectJson>(`/v2/project/${id}`)).body;

/** An address the API answered, fetched the way a browser gets it from the site's /cdn. */
async function served(url: string) {
  const response = await handleCdnRequest(new Request(url));
  return { status: response.status, type: response.headers.get("content-type"), bytes: await response.bytes() };
}

const exists = async (url: string) => (await storage().head(storage().keyOf(new URL(url).pathname)!)) !== null;

describe("gallery images are re-encoded at upload", () => {
  it("serves WebP without EXIF or GPS as `url`, the upload as it came as `raw_url`, and thumbnails beside it", async () => {
    const target = await project();
    const photo = await photoWithGps(1600, 1200);
    expect(await exifText(photo)).toContain("HopperPhone");
    const added = await upload(
      `/v2/project/${target.id}/gallery?ext=jpg&featured=true&title=Shot`,
      target.owner.token,
      photo,
      "image/jpeg",
    );
    expect(added.status).toBe(204);
    const [image] = (await read(target.id)).gallery;
    expect(image!.url).toMatch(new RegExp(`^${api.origin}/cdn/data/${target.id}/[0-9a-f]{40}\\.gallery\\.webp$`));
    expect(image!.raw_url).toMatch(new RegExp(`^${api.origin}/cdn/data/${target.id}/[0-9a-f]{40}\\.jpg$`));

    const main = await served(image!.url);
    expect(main).toMatchObject({ status: 200, type: "image/webp" });
    const meta = await sharp(main.bytes).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 1200, height: 1600 });
    expect(meta.exif).toBeUndefined();
    expect(await exifText(main.bytes)).toBe("");

    const raw = await served(image!.raw_url);
    expect(raw.type).toBe("image/jpeg");
    expect(Buffer.from(raw.bytes).equals(photo)).toBe(true);

    // Upright the photo is 1200 × 1600; the 1280 thumbnail is not enlarged past it.
    const sizes = [];
    for (const width of [320, 640, 1280]) {
      const thumbnail = await served(image!.url.replace(/\.gallery\.webp$/, `.gallery-${width}.webp`));
      expect(thumbnail.type).toBe("image/webp");
      const size = await sharp(thumbnail.bytes).metadata();
      expect(size.exif).toBeUndefined();
      sizes.push([size.width, size.height]);
    }
    expect(sizes).toEqual([
      [320, 427],
      [640, 853],
      [1200, 1600],
    ]);

    // The API finds the image by either address, and removing it removes every file.
    const remove = `/v2/project/${target.id}/gallery?url=${encodeURIComponent(image!.url)}`;
    expect((await call(remove, { method: "DELETE", token: target.owner.token })).status).toBe(204);
    for (const url of [image!.url, image!.raw_url, image!.url.replace(/\.gallery\.webp$/, ".gallery-320.webp")]) {
      expect(await exists(url)).toBe(false);
    }
  });

  it("refuses a decompression bomb and a damaged image with a 400 that says why, storing nothing", async () => {
    const target = await project();
    const route = `/v2/project/${target.id}/gallery?ext=png&featured=false`;
    expect(await upload(route, target.owner.token, await pngClaiming(40_000, 40_000))).toMatchObject({
      status: 400,
      body: {
        error: "invalid_input",
        description: "The image is 40000 × 40000 pixels; images may have at most 50 megapixels.",
      },
    });
    const real = await png(64, 64);
    expect(
      await upload(route, target.owner.token, Buffer.concat([real.subarray(0, 60), Buffer.alloc(300, 1)])),
    ).toMatchObject({
      status: 400,
      body: { description: "The image could not be read: it is damaged or not a PNG, JPEG, GIF or WebP image." },
    });
    expect((await read(target.id)).gallery).toEqual([]);
    const left = [];
    for await (const object of storage().list(`data/${target.id}/`)) left.push(object.key);
    expect(left).toEqual([]);
  });
});

describe("icons are re-encoded at upload", () => {
  it("stores a WebP icon with 64, 128 and 256 px thumbnails, and a new icon removes the old one's files", async () => {
    const target = await project();
    expect(
      (await upload(`/v2/project/${target.id}/icon?ext=png`, target.owner.token, await flatPng(800, 800))).status,
    ).toBe(204);
    const first = (await read(target.id)).icon_url!;
    expect(first).toMatch(/\.icon\.webp$/);
    expect(await sharp((await served(first)).bytes).metadata()).toMatchObject({
      format: "webp",
      width: 512,
      height: 512,
    });
    for (const width of [64, 128, 256]) {
      const thumbnail = await served(first.replace(/\.icon\.webp$/, `.icon-${width}.webp`));
      expect(await sharp(thumbnail.bytes).metadata()).toMatchObject({ format: "webp", width, height: width });
    }

    const gif = await animatedGif(96, 96, 3);
    expect((await upload(`/v2/project/${target.id}/icon?ext=gif`, target.owner.token, gif, "image/gif")).status).toBe(
      204,
    );
    const second = (await read(target.id)).icon_url!;
    expect(second).not.toBe(first);
    // An animated icon stays animated.
    expect(await sharp((await served(second)).bytes, { animated: true }).metadata()).toMatchObject({
      format: "webp",
      pages: 3,
      width: 96,
    });
    expect(await exists(first)).toBe(false);
    expect(await exists(first.replace(/\.icon\.webp$/, ".icon-64.webp"))).toBe(false);
  });
});
