/** Visible texts of the editor: the shell catalogue's `editor` in the page's language unless a page passes its own. */
import { enUS } from "../i18n/messages/en-US";
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
  /** An image over the editor's 1 MiB (the spec's 'File too large'). */
  fileTooLarge: string;
  actions: Record<ToolbarAction, string>;
}

/** The en-US texts (the catalogue's own), for callers outside a page. */
export const DEFAULT_EDITOR_LABELS: MarkdownEditorLabels = enUS.editor;
