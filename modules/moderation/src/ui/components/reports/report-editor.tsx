"use client";

import { useState } from "react";

import { MarkdownEditor } from "@hopper/ui/editor/index";
import { previewMarkdownAction, uploadEditorImageAction } from "@hopper/ui/editor/actions";

/**
 * The site's Markdown editor as a report form's field. Its text area carries `name`, so the form posts without
 * JavaScript too (the toolbar and preview need it, typing does not).
 */
export function ReportEditor({
  id,
  name,
  maxLength,
  initialValue = "",
  describedBy,
}: {
  id: string;
  name: string;
  maxLength: number;
  initialValue?: string;
  describedBy?: string;
}) {
  const [value, setValue] = useState(initialValue);
  return (
    <div aria-describedby={describedBy}>
      <MarkdownEditor
        id={id}
        name={name}
        value={value}
        onChange={setValue}
        maxLength={maxLength}
        renderPreview={previewMarkdownAction}
        uploadImage={uploadEditorImageAction}
      />
    </div>
  );
}
