import sharp from "sharp";

import { shellRefusalWith } from "../errors";
import { sniffImageType } from "../storage/image-type";
import { type ImageProfileName, THUMBNAIL_WIDTHS } from "./variants";

// Each upload is decoded once per output and never again: libvips' operation cache would only hold memory.
sharp.cache(false);

/** What an upload of one kind may be and becomes. */
export interface ImageProfile {
  name: ImageProfileName;
  /** The re-encoded image fits in this square (never enlarged). */
  maxSide: number;
  /**
   * Decompression-bomb guard: the most pixels one frame may have, read from the header before anything is
   * decoded (a 200 KiB PNG can claim 50,000 × 50,000 pixels, 10 GB once decoded).
   */
  maxFramePixels: number;
  /** The most pixels all frames of an animation may have together (each frame is decoded and resized). */
  maxTotalPixels: number;
}

export const IMAGE_PROFILES: Record<ImageProfileName, ImageProfile> = {
  icon: { name: "icon", maxSide: 512, maxFramePixels: 4096 * 4096, maxTotalPixels: 64_000_000 },
  gallery: { name: "gallery", maxSide: 2560, maxFramePixels: 50_000_000, maxTotalPixels: 200_000_000 },
  // Markdown images are shown at most a text column wide (about 800 CSS px), so 2048 px is sharp at 2x. The
  // gallery's pixel limits: the editor's 1 MiB limit bounds bytes, not the pixels they decode to.
  editor: { name: "editor", maxSide: 2048, maxFramePixels: 50_000_000, maxTotalPixels: 200_000_000 },
};

export const UNREADABLE_IMAGE = "The image could not be read: it is damaged or not a PNG, JPEG, GIF or WebP image.";

export interface EncodedImage {
  bytes: Buffer;
  width: number;
  height: number;
}

export interface ProcessedImage {
  /** The upload's own type, by its bytes (the original is kept as it came for gallery images). */
  original: { type: string; extension: string };
  /** True when every frame of an animated GIF or WebP was kept. */
  animated: boolean;
  /** The re-encoded image (WebP, metadata stripped, turned upright). */
  image: EncodedImage;
  /** One thumbnail per width of the profile, in that order. */
  thumbnails: (EncodedImage & { listedWidth: number })[];
}

/** Header facts, read without decoding any pixel data. */
async function inspect(bytes: Uint8Array) {
  try {
    // No pixel limit here: only the header is read, and the limits are checked on what it says.
    return await sharp(bytes, { animated: true, limitInputPixels: false }).metadata();
  } catch {
    throw unreadableImage();
  }
}

function megapixels(pixels: number) {
  return pixels >= 1_000_000 ? `${Math.round(pixels / 100_000) / 10} megapixels` : `${pixels} pixels`;
}

/** The same limit as catalogue values: the number and its unit, which the message words in the reader's language. */
function pixelLimit(pixels: number) {
  return pixels >= 1_000_000
    ? { limit: String(Math.round(pixels / 100_000) / 10), unit: "megapixels" }
    : { limit: String(pixels), unit: "pixels" };
}

/** A damaged image, or one libvips cannot read (the shell catalogue's `refusals.imageUnreadable`). */
const unreadableImage = () => shellRefusalWith("invalid_input", "imageUnreadable", UNREADABLE_IMAGE);

/**
 * Re-encodes an uploaded image as WebP with its metadata (EXIF, GPS, XMP, ICC, comments) removed, turned
 * upright by its EXIF orientation, at most `maxSide` on each side, plus the profile's thumbnails. Animated GIF
 * and WebP stay animated (every frame resized). Refuses, with a 400 that says why, bytes that are not an image,
 * a damaged image and one with more pixels than the profile allows.
 */
export async function processImage(bytes: Uint8Array, profile: ImageProfile): Promise<ProcessedImage> {
  const original = sniffImageType(bytes);
  if (!original) throw shellRefusalWith("invalid_input", "imageType", "Upload a PNG, JPEG, GIF or WebP image.");
  const meta = await inspect(bytes);
  const pages = meta.pages ?? 1;
  const frameHeight = meta.pageHeight ?? meta.height;
  const framePixels = meta.width * frameHeight;
  if (!meta.width || !frameHeight) throw unreadableImage();
  if (framePixels > profile.maxFramePixels) {
    throw shellRefusalWith(
      "invalid_input",
      "imageTooManyPixels",
      `The image is ${meta.width} × ${frameHeight} pixels; images may have at most ${megapixels(profile.maxFramePixels)}.`,
      { width: String(meta.width), height: String(frameHeight), ...pixelLimit(profile.maxFramePixels) },
    );
  }
  if (framePixels * pages > profile.maxTotalPixels) {
    throw shellRefusalWith(
      "invalid_input",
      "animationTooManyPixels",
      `The animation has ${pages} frames of ${meta.width} × ${frameHeight} pixels; animations may have at most ${megapixels(profile.maxTotalPixels)} in all frames together.`,
      {
        frames: String(pages),
        width: String(meta.width),
        height: String(frameHeight),
        ...pixelLimit(profile.maxTotalPixels),
      },
    );
  }
  const animated = pages > 1;
  const encode = async (side: number, listedWidth?: number) => {
    // limitInputPixels repeats the header check inside libvips, for the whole (all-frame) image it decodes.
    const pipeline = sharp(bytes, {
      animated,
      limitInputPixels: profile.maxTotalPixels,
      failOn: "error",
      // Animated images carry no orientation tag worth honouring, and libvips cannot rotate a page stack.
      autoOrient: !animated,
    });
    // Icons fit a square (they are drawn in one); gallery thumbnails keep the picture's shape at that width.
    const box = listedWidth ?? side;
    const resize =
      profile.name === "gallery" && listedWidth
        ? { width: box, withoutEnlargement: true }
        : { width: box, height: box, fit: "inside" as const, withoutEnlargement: true };
    try {
      const { data, info } = await pipeline
        .resize(resize)
        .webp({ quality: 82, effort: 4 })
        .toBuffer({ resolveWithObject: true });
      return { bytes: data, width: info.width, height: info.pageHeight ?? info.height };
    } catch {
      throw unreadableImage();
    }
  };
  const image = await encode(profile.maxSide);
  const thumbnails = [];
  for (const width of THUMBNAIL_WIDTHS[profile.name]) {
    thumbnails.push({ ...(await encode(profile.maxSide, width)), listedWidth: width });
  }
  return { original, animated, image, thumbnails };
}
