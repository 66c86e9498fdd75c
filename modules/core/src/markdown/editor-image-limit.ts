/**
 * Spec sections 5 and 9: an image inserted in the text editor is at most 1 MiB, else 'File too large'.
 * Pure (no Node APIs) so the browser editor and the server upload handler share one definition: the
 * editor checks before uploading, the server checks again because clients can be bypassed.
 */
export const MAX_EDITOR_IMAGE_BYTES = 1024 * 1024;
export const FILE_TOO_LARGE_MESSAGE = "File too large";

export type ImageSizeCheck = { ok: true } | { ok: false; message: typeof FILE_TOO_LARGE_MESSAGE };

export function checkEditorImageSize(file: { size: number }): ImageSizeCheck {
  return file.size > MAX_EDITOR_IMAGE_BYTES ? { ok: false, message: FILE_TOO_LARGE_MESSAGE } : { ok: true };
}
