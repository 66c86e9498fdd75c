import { createHash } from "node:crypto";

import { storage } from "../storage";
import { IMAGE_PROFILES, processImage } from "./process";
import { derivedName, type ImageProfileName, thumbnailsOf } from "./variants";

export interface StoredImage {
  /** The re-encoded WebP (the API's `url`, icons' `icon_url`). */
  url: string;
  /** The upload as it came, when kept (gallery images: the API's `raw_url`); else the same as `url`. */
  rawUrl: string;
  width: number;
  height: number;
}

/**
 * Checks, re-encodes and stores an uploaded image under `folder` (a storage key prefix such as
 * `data/{project}`): the WebP and its thumbnails, and with `keepOriginal` the upload's own bytes. Names carry
 * the upload's content hash, so caches never serve an old image and the same upload twice is stored once.
 * Throws a 400 AppError for anything that is not a readable image within the profile's limits, before
 * anything is stored.
 */
export async function storeImage(
  folder: string,
  bytes: Uint8Array,
  profileName: ImageProfileName,
  { keepOriginal = false }: { keepOriginal?: boolean } = {},
): Promise<StoredImage> {
  const processed = await processImage(bytes, IMAGE_PROFILES[profileName]);
  const hash = createHash("sha1").update(bytes).digest("hex");
  const store = storage();
  const key = `${folder}/${derivedName(hash, profileName)}`;
  await Promise.all(
    processed.thumbnails.map((thumbnail) =>
      store.put(`${folder}/${derivedName(hash, profileName, thumbnail.listedWidth)}`, thumbnail.bytes, "image/webp"),
    ),
  );
  // The main image last: whoever sees its address (the row is written after this) finds every thumbnail.
  await store.put(key, processed.image.bytes, "image/webp");
  let rawUrl = store.url(key);
  if (keepOriginal) {
    const rawKey = `${folder}/${hash}.${processed.original.extension}`;
    await store.put(rawKey, bytes, processed.original.type);
    rawUrl = store.url(rawKey);
  }
  return { url: store.url(key), rawUrl, width: processed.image.width, height: processed.image.height };
}

/** Storage keys of an image's address and of its thumbnails (to delete them together). */
export function imageKeys(url: string | null | undefined): string[] {
  if (!url) return [];
  const store = storage();
  return [url, ...thumbnailsOf(url).map((thumbnail) => thumbnail.url)]
    .map((address) => store.keyOf(address))
    .filter((key): key is string => Boolean(key));
}

/** Deletes an image and its thumbnails (a missing one is fine). */
export async function deleteImage(url: string | null | undefined): Promise<void> {
  await Promise.all(imageKeys(url).map((key) => storage().delete(key)));
}
