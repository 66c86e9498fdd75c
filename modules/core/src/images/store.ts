import { createHash } from "node:crypto";

import { storage } from "../storage";
import { IMAGE_PROFILES, processImage, type ProcessedImage } from "./process";
import { derivedName, type ImageProfileName, thumbnailsOf } from "./variants";

export interface StoredImage {
  /** The re-encoded WebP (the API's `url`, icons' `icon_url`). */
  url: string;
  /** The upload as it came, when kept (gallery images: the API's `raw_url`); else the same as `url`. */
  rawUrl: string;
  width: number;
  height: number;
}

/** An upload already decoded and re-encoded (CPU work), waiting to be stored (see `prepareImage`). */
export interface PreparedImage {
  readonly prepared: true;
  profile: ImageProfileName;
  /** The upload's sha1: its files are named by it. */
  hash: string;
  /** The upload as it came. */
  bytes: Uint8Array;
  processed: ProcessedImage;
}

/**
 * Checks and re-encodes an upload without storing anything. Callers that hold a database transaction
 * prepare the image before opening it: encoding a large photo takes seconds on a busy machine, longer than a
 * transaction should stay open. Throws a 400 AppError for anything that is not a readable image within the
 * profile's limits.
 */
export async function prepareImage(bytes: Uint8Array, profile: ImageProfileName): Promise<PreparedImage> {
  const processed = await processImage(bytes, IMAGE_PROFILES[profile]);
  return { prepared: true, profile, hash: createHash("sha1").update(bytes).digest("hex"), bytes, processed };
}

export const isPreparedImage = (input: Uint8Array | PreparedImage): input is PreparedImage => "prepared" in input;

/**
 * Stores a prepared image under `folder` (a storage key prefix such as `data/{project}`): the WebP and its
 * thumbnails, and with `keepOriginal` the upload's own bytes. Names carry the upload's content hash, so caches
 * never serve an old image and the same upload twice is stored once.
 */
export async function storeImage(
  folder: string,
  image: PreparedImage,
  { keepOriginal = false }: { keepOriginal?: boolean } = {},
): Promise<StoredImage> {
  const { hash, profile, processed } = image;
  const store = storage();
  const key = `${folder}/${derivedName(hash, profile)}`;
  await Promise.all(
    processed.thumbnails.map((thumbnail) =>
      store.put(`${folder}/${derivedName(hash, profile, thumbnail.listedWidth)}`, thumbnail.bytes, "image/webp"),
    ),
  );
  // The main image last: whoever sees its address (the row is written after this) finds every thumbnail.
  await store.put(key, processed.image.bytes, "image/webp");
  let rawUrl = store.url(key);
  if (keepOriginal) {
    const rawKey = `${folder}/${hash}.${processed.original.extension}`;
    await store.put(rawKey, image.bytes, processed.original.type);
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
