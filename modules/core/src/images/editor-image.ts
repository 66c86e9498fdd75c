import { AppError, shellRefusalWith } from "../errors";
import { FILE_TOO_LARGE_MESSAGE, MAX_EDITOR_IMAGE_BYTES } from "../markdown/editor-image-limit";
import { sniffImageType } from "../storage/image-type";
import { prepareImage, storeImage } from "./store";

/**
 * An image pasted or dropped into the Markdown editor (descriptions, changelogs, …), stored like a gallery
 * image without its original: re-encoded as WebP at most 2048 px a side with every piece of metadata dropped
 * (a phone photo's GPS position never goes public), animated GIF and WebP kept animated (as animated WebP).
 * Stored as `editor/{userId}/{sha1}.editor.webp`, named by the upload's hash; returns its address. Refuses, with
 * a 4xx that says why, more than 1 MiB, anything that is not a PNG, JPEG, GIF or WebP, and too many pixels.
 */
export async function storeEditorImage(userId: string, bytes: Uint8Array): Promise<string> {
  if (bytes.byteLength > MAX_EDITOR_IMAGE_BYTES) throw new AppError("payload_too_large", FILE_TOO_LARGE_MESSAGE);
  if (!sniffImageType(bytes)) {
    throw shellRefusalWith("invalid_input", "editorImageType", "Images must be PNG, JPEG, GIF or WebP.");
  }
  const { url } = await storeImage(`editor/${userId}`, await prepareImage(bytes, "editor"));
  return url;
}
