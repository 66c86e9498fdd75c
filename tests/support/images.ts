// Real image bytes for tests of the image pipeline, made with sharp (never checked-in binaries).
import { crc32 } from "node:zlib";

import sharp from "sharp";

/** A noisy RGB picture (noise keeps encoders honest: a flat colour compresses to nothing). */
function picture(width: number, height: number) {
  return sharp({
    create: { width, height, channels: 3, background: "#3a7", noise: { type: "gaussian", mean: 128, sigma: 40 } },
  });
}

/** A JPEG as a phone writes it: EXIF with the camera, a GPS position, and orientation 6 (turned 90°). */
export function photoWithGps(width = 1200, height = 800): Promise<Buffer> {
  return (
    picture(width, height)
      .jpeg({ quality: 80 })
      .withExif({
        IFD0: { Make: "HopperPhone", Model: "Test 1" },
        IFD3: { GPSLatitudeRef: "N", GPSLatitude: "51/1 30/1 0/1", GPSLongitudeRef: "W", GPSLongitude: "0/1 7/1 0/1" },
      })
      // sharp writes the orientation tag itself (an Orientation in withExif is replaced by it).
      .withMetadata({ orientation: 6 })
      .toBuffer()
  );
}

export function png(width: number, height: number): Promise<Buffer> {
  return picture(width, height).png().toBuffer();
}

/** A PNG of one colour: large in pixels, a few hundred bytes on disk (fits the 256 KiB icon limit). */
export function flatPng(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: "#1b8a4b" } })
    .png()
    .toBuffer();
}

/** An animated GIF of `frames` frames of width × height, each a different colour. */
export async function animatedGif(width: number, height: number, frames: number): Promise<Buffer> {
  const colours = ["#e33", "#3e3", "#33e", "#ee3", "#3ee", "#e3e"];
  const pages = await Promise.all(
    Array.from({ length: frames }, (_, i) =>
      sharp({ create: { width, height, channels: 3, background: colours[i % colours.length] ?? "#000" } })
        .png()
        .toBuffer(),
    ),
  );
  return sharp(pages, { join: { animated: true } })
    .gif({ delay: Array.from({ length: frames }, () => 100), loop: 0 })
    .toBuffer();
}

/**
 * A small, valid PNG whose header claims width × height pixels: what a decompression bomb looks like to a
 * reader of the header (the pixel data would decode to gigabytes; here it is just short).
 */
export async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const bytes = Buffer.from(await png(8, 8));
  // IHDR is the first chunk: length (4) and type (4) after the 8-byte signature, then width and height.
  bytes.writeUInt32BE(width, 16);
  bytes.writeUInt32BE(height, 20);
  bytes.writeUInt32BE(crc32(bytes.subarray(12, 29)), 29);
  return bytes;
}

/** The EXIF block of an image as text (tags are ASCII inside it), or "" when it has none. */
export async function exifText(bytes: Uint8Array): Promise<string> {
  const { exif } = await sharp(bytes).metadata();
  return exif ? exif.toString("latin1") : "";
}

/** A real 2 × 2 PNG (94 bytes) for tests that need any valid image; append bytes to vary its hash. */
export const TINY_PNG: Uint8Array<ArrayBuffer> = new Uint8Array(
  Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEElEQVQI12OQ7vIGIgYIBQAZjgPBs0cKkQAAAABJRU5ErkJggg==",
    "base64",
  ),
);
