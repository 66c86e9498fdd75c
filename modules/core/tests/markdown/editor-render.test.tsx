/** Server-side render smoke test of the editor: toolbar, tabs and textarea are all present. */
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { MarkdownEditor } from "../../../ui/src/editor/markdown-editor";

describe("MarkdownEditor markup", () => {
  it("renders the toolbar, both tabs and the field", () => {
    const html = renderToString(
      <MarkdownEditor
        name="description"
        value="# Hello"
        onChange={() => undefined}
        renderPreview={async () => ""}
        uploadImage={async () => ""}
      />,
    );
    for (const label of [
      "Heading 1",
      "Heading 2",
      "Heading 3",
      "Bold",
      "Italic",
      "Link",
      "Code",
      "Bulleted list",
      "Numbered list",
      "Quote",
      "Spoiler",
      "Insert image",
    ]) {
      expect(html).toContain(`aria-label="${label}"`);
    }
    expect(html).toContain(">Write<");
    expect(html).toContain(">Preview<");
    expect(html).toMatch(/<textarea[^>]*name="description"[^>]*># Hello<\/textarea>/);
    expect(html).toContain('accept="image/png,image/jpeg,image/gif,image/webp"');
  });
});
