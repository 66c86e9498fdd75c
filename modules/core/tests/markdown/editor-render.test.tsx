/** Server-side render smoke test of the editor: toolbar, tabs and textarea are all present. */
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { MarkdownEditor } from "../../../ui/src/editor/markdown-editor";
import { UPSIDE_DOWN_LOCALE, messagesFor } from "../../../ui/src/i18n/catalogue";
import { LocaleProvider } from "../../../ui/src/i18n/client";
import { shellMessages } from "../../../ui/src/i18n/messages/en-US";

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
  it("says its tabs and toolbar in the page's language (issue 14): upside-down from the shell catalogue", () => {
    const html = renderToString(
      <LocaleProvider locale={UPSIDE_DOWN_LOCALE}>
        <MarkdownEditor
          name="description"
          value=""
          onChange={() => undefined}
          renderPreview={async () => ""}
          uploadImage={async () => ""}
        />
      </LocaleProvider>,
    );
    const turned = messagesFor(shellMessages, UPSIDE_DOWN_LOCALE).editor;
    expect(turned.actions.bold).not.toBe("Bold");
    expect(turned.fileTooLarge).not.toBe("File too large");
    const escaped = (text: string) => renderToString(<>{text}</>);
    expect(html).toContain(`aria-label="${escaped(turned.actions.bold)}"`);
    expect(html).toContain(`aria-label="${escaped(turned.image)}"`);
    expect(html).toContain(`>${escaped(turned.write)}<`);
    expect(html).not.toContain('aria-label="Bold"');
    expect(html).not.toContain(">Write<");
  });
});
