import sharp from "sharp";
import { describe, expect, it } from "vitest";

import { AppError } from "../../src/errors";
import { IMAGE_PROFILES, processImage, UNREADABLE_IMAGE } from "../../src/images";
import { animatedGif, exifText, photoWithGps, png, pngClaiming } from "../../../../tests/support/images";

describe("processImage", () => {
  it("re-encodes a phone photo as WebP without its EXIF or GPS, turned upright", async () => {
    const photo = await photoWithGps(1200, 800);
    // The fixture really carries what must go.
    expect(await exifText(photo)).toContain("HopperPhone");
    // 0x8825 is the GPS block's tag (the EXIF is little-endian: "II").
    expect((await sharp(photo).metadata()).exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true);
    expect((await sharp(photo).metadata()).orientation).toBe(6);

    const result = await processImage(photo, IMAGE_PROFILES.gallery);
    expect(result.original).toEqual({ type: "image/jpeg", extension: "jpg" });
    const meta = await sharp(result.image.bytes).metadata();
    expect(meta.format).toBe("webp");
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    // Orientation 6 stores the picture on its side: upright it is 800 wide and 1200 high.
    expect([meta.width, meta.height]).toEqual([800, 1200]);
    for (const thumbnail of result.thumbnails) {
      const thumb = await sharp(thumbnail.bytes).metadata();
      expect(thumb.format).toBe("webp");
      expect(thumb.exif).toBeUndefined();
    }
  });

  it("makes thumbnails of the profile's widths and never enlarges", async () => {
    const gallery = await processImage(await png(1000, 500), IMAGE_PROFILES.gallery);
    expect(gallery.thumbnails.map((t) => [t.listedWidth, t.width, t.height])).toEqual([
      [320, 320, 160],
      [640, 640, 320],
      [1280, 1000, 500],
    ]);
    expect([gallery.image.width, gallery.image.height]).toEqual([1000, 500]);

    const icon = await processImage(await png(1024, 512), IMAGE_PROFILES.icon);
    expect([icon.image.width, icon.image.height]).toEqual([512, 256]);
    expect(icon.thumbnails.map((t) => [t.listedWidth, t.width, t.height])).toEqual([
      [64, 64, 32],
      [128, 128, 64],
      [256, 256, 128],
    ]);
    for (const thumbnail of icon.thumbnails) {
      const meta = await sharp(thumbnail.bytes).metadata();
      expect([meta.width, meta.height]).toEqual([thumbnail.width, thumbnail.height]);
    }
  });

  it("keeps an animated GIF animated, every frame resized", async () => {
    const result = await processImage(await animatedGif(600, 300, 3), IMAGE_PROFILES.icon);
    expect(result.animated).toBe(true);
    const meta = await sharp(result.image.bytes, { animated: true }).metadata();
    expect(meta.format).toBe("webp");
    expect(meta.pages).toBe(3);
    expect([meta.width, meta.pageHeight]).toEqual([512, 256]);
    const small = await sharp(result.thumbnails[0]?.bytes, { animated: true }).metadata();
    expect([small.pages, small.width, small.pageHeight]).toEqual([3, 64, 32]);
  });

  it("refuses a decompression bomb from its header, before decoding it", async () => {
    const bomb = await pngClaiming(50_000, 50_000);
    expect(bomb.byteLength).toBeLessThan(2048);
    const error = await processImage(bomb, IMAGE_PROFILES.gallery).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).status).toBe(400);
    expect((error as AppError).message).toBe(
      "The image is 50000 × 50000 pixels; images may have at most 50 megapixels.",
    );
  });

  it("refuses an animation whose frames together have too many pixels", async () => {
    // A profile with a small budget, so the test need not encode tens of megapixels.
    const profile = { ...IMAGE_PROFILES.icon, maxTotalPixels: 100 * 100 * 4 };
    await expect(processImage(await animatedGif(100, 100, 4), profile)).resolves.toMatchObject({ animated: true });
    const error = await processImage(await animatedGif(100, 100, 5), profile).catch((caught: unknown) => caught);
    expect((error as AppError).status).toBe(400);
    expect((error as AppError).message).toBe(
      "The animation has 5 frames of 100 × 100 pixels; animations may have at most 40000 pixels in all frames together.",
    );
  });

  it("answers a 400 for bytes that only look like an image", async () => {
    const real = await png(64, 64);
    const damaged = Buffer.concat([real.subarray(0, 40), Buffer.alloc(200, 7)]);
    for (const bytes of [damaged, Buffer.concat([real.subarray(0, 8), Buffer.from("not really a PNG")])]) {
      const error = await processImage(bytes, IMAGE_PROFILES.icon).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).status).toBe(400);
      expect((error as AppError).message).toBe(UNREADABLE_IMAGE);
    }
    const text = await processImage(Buffer.from("hello"), IMAGE_PROFILES.icon).catch((caught: unknown) => caught);
    expect((text as AppError).message).toBe("Upload a PNG, JPEG, GIF or WebP image.");
  });
});
