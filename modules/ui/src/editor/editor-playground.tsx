"use client";

import { useState } from "react";

import { MarkdownEditor } from "./markdown-editor";
import type { MarkdownEditorProps } from "./markdown-editor";

/**
 * The editor with its own state, for a dev-mode test page until the description and changelog forms
 * exist. The page passes the server-side preview and upload functions.
 */
export function EditorPlayground({
  initialValue = "",
  renderPreview,
  uploadImage,
  label,
}: {
  /** The text area's accessible name (the page has no visible label for it). */
  label: string;
  initialValue?: string;
  renderPreview: MarkdownEditorProps["renderPreview"];
  uploadImage: MarkdownEditorProps["uploadImage"];
}) {
  const [value, setValue] = useState(initialValue);
  return (
    <MarkdownEditor
      name="body"
      value={value}
      onChange={setValue}
      renderPreview={renderPreview}
      uploadImage={uploadImage}
      ariaLabel={label}
    />
  );
}
