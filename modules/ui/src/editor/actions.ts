"use server";

import { db } from "@hopper/core/db";
import { AppError, unauthorized } from "@hopper/core/errors";
import { storeEditorImage } from "@hopper/core/images";
import { checkEditorImageSize, markdownPreviewInput, renderMarkdownPreview, siteMarkdown } from "@hopper/core/markdown";
import { enforceRateLimits } from "@hopper/core/rate-limit";

import { getViewer } from "../server/viewer";

async function signedInUser() {
  const viewer = await getViewer();
  // The shell catalogue's refusals.signIn (the same English).
  if (!viewer) throw unauthorized();
  return viewer.user;
}

/** The editor's preview, rendered by the same pipeline as published text (uncached: drafts change). */
export async function previewMarkdownAction(source: string): Promise<string> {
  const user = await signedInUser();
  // Each render of a long text costs ~150 ms of CPU, so previews are rate limited per user.
  await enforceRateLimits(db(), [{ key: `markdown-preview:${user.id}`, limit: 60, windowSeconds: 60 }]);
  return renderMarkdownPreview(siteMarkdown(), markdownPreviewInput.parse({ source })).html;
}

/**
 * An image pasted or dropped into the editor: at most 1 MiB, an image by its bytes, stored re-encoded as WebP
 * without its metadata (`storeEditorImage`, docs/storage.md "Images"); returns its URL.
 */
export async function uploadEditorImageAction(file: File): Promise<string> {
  const user = await signedInUser();
  const size = checkEditorImageSize(file);
  if (!size.ok) throw new AppError("payload_too_large", size.message);
  await enforceRateLimits(db(), [{ key: `editor-image:${user.id}`, limit: 30, windowSeconds: 600 }]);
  return storeEditorImage(user.id, new Uint8Array(await file.arrayBuffer()));
}
