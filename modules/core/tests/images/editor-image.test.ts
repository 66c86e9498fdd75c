// Images pasted or dropped into the Markdown editor are stored re-encoded, like gallery images (issue 14).
import { createHash } from "node:crypto";

import sharp from "sharp";
import { describe, expect, it } from "vitest";

import { AppError } from "../../src/errors";
import { storeEditorImage } from "../../src/images";
import { storage } from "../../src/storage";
import { animatedGif, exifText, pngClaiming } from "../../../../tests/support/images";
import { tempDataDir } from "../../../../tests/support/temp-dir";

tempDataDir("hopper-editor-images-");

/** A phone photo of one colour (small on disk, large in pixels) with camera, GPS and orientation 6. */
function largePhoto(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: "#3a7" } })
    .jpeg({ quality: 80 })
    .withExif({
      IFD0: { Make: "HopperPhone", Model: "Test 1" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "51/1 30/1 0/1", GPSLongitudeRef: "W", GPSLongitude: "0/1 7/1 0/1" },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

async function read(url: string) {
  const object = await storage().get(storage().keyOf(url)!);
  return Buffer.from(await new Response(object!.body).arrayBuffer());
}

async function keysUnder(prefix: string) {
  const keys: string[] = [];
  for await (const object of storage().list(prefix)) keys.push(object.key);
  return keys;
}

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error,
  );

describe("storeEditorImage", () => {
  it("stores a photo as one WebP, upright, at most 2048 px a side, with no metadata and no original", async () => {
    const photo = await largePhoto(3000, 1000);
    expect(await exifText(photo)).toContain("HopperPhone");
    const url = await storeEditorImage("editor1", photo);

    const hash = createHash("sha1").update(photo).digest("hex");
    expect(url).toBe(storage().url(`editor/editor1/${hash}.editor.webp`));
    expect(await keysUnder("editor/editor1/")).toEqual([`editor/editor1/${hash}.editor.webp`]);
    const stored = await read(url);
    const meta = await sharp(stored).metadata();
    // Orientation 6 stores the picture on its side: upright it is 1000 × 3000, bounded to 683 × 2048.
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", 683, 2048]);
    expect([meta.exif, meta.xmp, meta.icc, meta.orientation]).toEqual([undefined, undefined, undefined, undefined]);
    expect(stored.includes("HopperPhone")).toBe(false);
  });

  it("keeps an animated GIF animated, as an animated WebP with every frame", async () => {
    const url = await storeEditorImage("editor2", await animatedGif(300, 200, 3));
    expect(url).toMatch(/\/editor\/editor2\/[0-9a-f]{40}\.editor\.webp$/);
    const meta = await sharp(await read(url), { animated: true }).metadata();
    expect([meta.format, meta.pages, meta.width, meta.pageHeight]).toEqual(["webp", 3, 300, 200]);
  });

  it("refuses what is no image, an image over 1 MiB and a decompression bomb with a 4xx, storing nothing", async () => {
    const text = await refusal(storeEditorImage("editor3", new TextEncoder().encode("<svg/>")));
    expect(text).toBeInstanceOf(AppError);
    expect(text).toMatchObject({ code: "invalid_input", message: "Images must be PNG, JPEG, GIF or WebP." });
    const large = new Uint8Array(1024 * 1024 + 1);
    large.set(await largePhoto(16, 16));
    expect(await refusal(storeEditorImage("editor3", large))).toMatchObject({
      code: "payload_too_large",
      message: "File too large",
    });
    const bomb = await refusal(storeEditorImage("editor3", await pngClaiming(40_000, 40_000)));
    expect(bomb).toMatchObject({ code: "invalid_input" });
    expect((bomb as Error).message).toMatch(/at most 50 megapixels/);
    expect(await keysUnder("editor/editor3/")).toEqual([]);
  });
});
