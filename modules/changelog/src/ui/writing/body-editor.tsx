"use client";

import { useState } from "react";

import { previewMarkdownAction, uploadEditorImageAction } from "@hopper/ui/editor/actions";
import { MarkdownEditor } from "@hopper/ui/editor/index";

/**
 * The house markdown editor as the entry form's body field: toolbar, image upload and the preview rendered
 * server-side by the same renderer and sanitizer as the public pages.
 */
export function BodyEditor({ initialValue, maxLength }: { initialValue: string; maxLength: number }) {
  const [value, setValue] = useState(initialValue);
  return (
    <MarkdownEditor
      id="changelog-body"
      name="body"
      value={value}
      onChange={setValue}
      maxLength={maxLength}
      renderPreview={previewMarkdownAction}
      uploadImage={uploadEditorImageAction}
      textareaTestId="changelog-body"
      previewTestId="changelog-preview"
    />
  );
}
