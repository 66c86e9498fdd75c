import { AppError } from "../errors";
import { storage } from "../storage";
import { sniffImageType } from "../storage/image-type";
import { type PreparedImage, prepareImage, storeImage } from "./store";
import { type ImageProfileName, profileOf } from "./variants";

// The back-fill of images uploaded before re-encoding existed (docs/storage.md "Images"). Each module that keeps
// image addresses converts its own rows with these, paging them with `eachPage` from @hopper/core/db.

/**
 * The bytes behind one of our own addresses, prepared for `profile`; null when the address is not in our
 * storage, the file is gone, larger than `maxBytes`, not a PNG/JPEG/GIF/WebP (the demo seed's SVGs) or
 * unreadable: such an image stays as it is.
 */
export async function prepareStoredImage(
  url: string,
  profile: ImageProfileName,
  maxBytes: number,
): Promise<PreparedImage | null> {
  const key = storage().keyOf(url);
  const object = key ? await storage().get(key) : null;
  if (!object || object.size > maxBytes) {
    await object?.body.cancel();
    return null;
  }
  const bytes = new Uint8Array(await new Response(object.body).arrayBuffer());
  if (!sniffImageType(bytes)) return null;
  try {
    return await prepareImage(bytes, profile);
  } catch (error) {
    if (error instanceof AppError) return null;
    throw error;
  }
}

/**
 * An icon or avatar stored before re-encoding, re-encoded with its thumbnails under `folder`: the new address,
 * or null when there is nothing to do (no icon, already a WebP of ours) or it cannot be converted.
 */
export async function reencodeStoredIcon(url: string | null, folder: string, maxBytes: number): Promise<string | null> {
  if (url === null || profileOf(url) !== null) return null;
  const image = await prepareStoredImage(url, "icon", maxBytes);
  return image ? (await storeImage(folder, image)).url : null;
}
