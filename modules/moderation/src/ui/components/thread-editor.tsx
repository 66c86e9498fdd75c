"use client";

import { useState } from "react";

import { MarkdownEditor } from "@hopper/ui/editor/index";
import { previewMarkdownAction, uploadEditorImageAction } from "@hopper/ui/editor/actions";

/**
 * The site's Markdown editor as the reply form's field. Its text area carries `name`, so the form posts without
 * JavaScript too (the toolbar and preview need it, typing does not).
 */
export function ThreadEditor({ id, name, maxLength }: { id: string; name: string; maxLength: number }) {
  const [value, setValue] = useState("");
  return (
    <MarkdownEditor
      id={id}
      name={name}
      value={value}
      onChange={setValue}
      maxLength={maxLength}
      renderPreview={previewMarkdownAction}
      uploadImage={uploadEditorImageAction}
    />
  );
}
