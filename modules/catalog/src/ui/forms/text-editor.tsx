"use client";

import { useState } from "react";

import { MarkdownEditor } from "@hopper/ui/editor/index";

import { previewMarkdownAction, uploadEditorImageAction } from "@hopper/ui/editor/actions";

/** The site's Markdown editor as a form field (toolbar, server preview, image upload). */
export function TextEditor({ name, initialValue, id }: { name: string; initialValue: string; id?: string }) {
  const [value, setValue] = useState(initialValue);
  return (
    <MarkdownEditor
      id={id}
      name={name}
      value={value}
      onChange={setValue}
      renderPreview={previewMarkdownAction}
      uploadImage={uploadEditorImageAction}
    />
  );
}
