/**
 * The editor preview, as a plain function for a tRPC procedure or server action to call. Drafts
 * change on every keystroke, so they bypass the render cache; the length bound keeps one request
 * from costing more than a large real document.
 */
import { z } from "zod";

import type { MarkdownRenderer } from "./renderer";

/** Four times the largest descriptions seen in practice (64 KiB); far above any real document. */
export const MAX_PREVIEW_SOURCE_LENGTH = 256 * 1024;

export const markdownPreviewInput = z.object({
  source: z.string().max(MAX_PREVIEW_SOURCE_LENGTH),
  preset: z.enum(["default", "compact"]).default("default"),
});

export type MarkdownPreviewInput = z.infer<typeof markdownPreviewInput>;

export function renderMarkdownPreview(renderer: MarkdownRenderer, input: MarkdownPreviewInput): { html: string } {
  return { html: renderer.renderUncached(input.source, { preset: input.preset }) };
}
