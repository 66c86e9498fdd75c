"use server";

import { createHash } from "node:crypto";

import { db } from "@hopper/core/db";
import { AppError } from "@hopper/core/errors";
import { checkEditorImageSize, markdownPreviewInput, renderMarkdownPreview, siteMarkdown } from "@hopper/core/markdown";
import { enforceRateLimits } from "@hopper/core/rate-limit";
import { sniffImageType, storage } from "@hopper/core/storage";
import { getViewer } from "@hopper/ui/server/viewer";

async function signedInUser() {
  const viewer = await getViewer();
  if (!viewer) throw new AppError("unauthorized", "You must be signed in to do this.");
  return viewer.user;
}

/** The description and changelog editors' preview, rendered like published text; rate limited per user. */
export async function previewDescriptionAction(source: string): Promise<string> {
  const user = await signedInUser();
  await enforceRateLimits(db(), [{ key: `catalog-preview:${user.id}`, limit: 60, windowSeconds: 60 }]);
  return renderMarkdownPreview(siteMarkdown(), markdownPreviewInput.parse({ source })).html;
}

/** An image put into a description or changelog: at most 1 MiB, an image by its bytes; returns its URL. */
export async function uploadDescriptionImageAction(file: File): Promise<string> {
  const user = await signedInUser();
  const size = checkEditorImageSize(file);
  if (!size.ok) throw new AppError("payload_too_large", size.message);
  await enforceRateLimits(db(), [{ key: `catalog-image:${user.id}`, limit: 30, windowSeconds: 600 }]);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const kind = sniffImageType(bytes);
  if (!kind) throw new AppError("invalid_input", "Images must be PNG, JPEG, GIF or WebP.");
  const key = `editor/${user.id}/${createHash("sha1").update(bytes).digest("hex")}.${kind.extension}`;
  await storage().put(key, bytes, kind.type);
  return storage().url(key);
}
