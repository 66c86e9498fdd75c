import { describe, expect, it } from "vitest";

import { markdownPreviewInput, MAX_PREVIEW_SOURCE_LENGTH, renderMarkdownPreview } from "../../src/markdown/preview";
import { createMarkdownRenderer } from "../../src/markdown/renderer";
import { TEST_MARKDOWN_CONFIG } from "./test-config";

describe("editor preview", () => {
  it("renders with the same pipeline, without filling the cache", () => {
    const renderer = createMarkdownRenderer(TEST_MARKDOWN_CONFIG);
    const input = markdownPreviewInput.parse({ source: "**hi** <script>alert(1)</script>" });
    expect(renderMarkdownPreview(renderer, input)).toEqual({ html: "<p><strong>hi</strong> </p>" });
    expect(renderer.cache.size).toBe(0);
  });

  it("bounds the source length and the preset", () => {
    expect(markdownPreviewInput.safeParse({ source: "x".repeat(MAX_PREVIEW_SOURCE_LENGTH + 1) }).success).toBe(false);
    expect(markdownPreviewInput.safeParse({ source: "x", preset: "admin" }).success).toBe(false);
  });
});
