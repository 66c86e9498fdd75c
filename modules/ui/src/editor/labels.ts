/** Visible texts of the editor; pages pass translated ones, English is the default. */
import type { ToolbarAction } from "./text-edits";

export interface MarkdownEditorLabels {
  write: string;
  preview: string;
  image: string;
  uploading: string;
  previewLoading: string;
  previewFailed: string;
  previewEmpty: string;
  uploadFailed: string;
  actions: Record<ToolbarAction, string>;
}

export const DEFAULT_EDITOR_LABELS: MarkdownEditorLabels = {
  write: "Write",
  preview: "Preview",
  image: "Insert image",
  uploading: "Uploading image…",
  previewLoading: "Rendering preview…",
  previewFailed: "The preview could not be rendered.",
  previewEmpty: "Nothing to preview.",
  uploadFailed: "The image could not be uploaded.",
  actions: {
    heading1: "Heading 1",
    heading2: "Heading 2",
    heading3: "Heading 3",
    bold: "Bold",
    italic: "Italic",
    link: "Link",
    code: "Code",
    bulletList: "Bulleted list",
    numberedList: "Numbered list",
    quote: "Quote",
    spoiler: "Spoiler",
  },
};
