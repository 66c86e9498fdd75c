/**
 * How re-encoded images are named, shared by the upload path (which writes them) and the pages (which list them
 * in `srcset`). No sharp here: pages and client components import this file.
 *
 * An upload with content hash `h` under a folder becomes `{folder}/{h}.{profile}.webp` (the re-encoded image
 * the API calls `url`) and `{folder}/{h}.{profile}-{width}.webp` per thumbnail width. The name alone says which
 * thumbnails exist, so a page needs no lookup; images uploaded before re-encoding existed keep their address and
 * simply have no thumbnails.
 */

export type ImageProfileName = "icon" | "gallery" | "editor";

/** Thumbnail widths per profile, chosen from the sizes the pages draw (see docs/storage.md "Images"). */
export const THUMBNAIL_WIDTHS: Record<ImageProfileName, readonly number[]> = {
  // Icons are drawn at 24–96 CSS px; 64/128/256 cover them at 1x and 2x (and 3x up to 64 px).
  icon: [64, 128, 256],
  // Gallery thumbnails: 160/320 px on the project page, half or all of the column on the gallery page.
  gallery: [320, 640, 1280],
  // Images in Markdown text are drawn as written (`<img>` without srcset): no thumbnails, the image is bounded.
  editor: [],
};

const DERIVED = /\.(icon|gallery|editor)\.webp$/;

export function derivedName(hash: string, profile: ImageProfileName, width?: number): string {
  return width === undefined ? `${hash}.${profile}.webp` : `${hash}.${profile}-${width}.webp`;
}

/** The profile of a re-encoded image's address, or null for an original or an image uploaded before. */
export function profileOf(url: string | null | undefined): ImageProfileName | null {
  const match = url ? DERIVED.exec(url) : null;
  return match ? (match[1] as ImageProfileName) : null;
}

/** The thumbnails of a re-encoded image as `{ width, url }`, smallest first; none for other addresses. */
export function thumbnailsOf(url: string | null | undefined): { width: number; url: string }[] {
  const profile = profileOf(url);
  if (!url || !profile) return [];
  return THUMBNAIL_WIDTHS[profile].map((width) => ({
    width,
    url: url.replace(DERIVED, `.${profile}-${width}.webp`),
  }));
}

/**
 * A `srcset` value listing an image's thumbnails by width, or undefined when it has none. A thumbnail is never
 * enlarged, so one of a small upload may be narrower than its listed width; the browser then scales it up,
 * as it would the original.
 */
export function srcSetOf(url: string | null | undefined): string | undefined {
  const thumbnails = thumbnailsOf(url);
  if (thumbnails.length === 0) return undefined;
  return thumbnails.map((thumbnail) => `${thumbnail.url} ${thumbnail.width}w`).join(", ");
}

/** The smallest thumbnail at least `cssPixels` wide (the `src` fallback), else the image itself. */
export function thumbnailFor(url: string, cssPixels: number): string {
  const thumbnails = thumbnailsOf(url);
  return (thumbnails.find((thumbnail) => thumbnail.width >= cssPixels) ?? thumbnails.at(-1))?.url ?? url;
}
