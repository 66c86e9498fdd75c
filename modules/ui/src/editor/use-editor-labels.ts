"use client";

import { useCatalogue } from "../i18n/client";
import { shellMessages } from "../i18n/messages/en-US";
import type { MarkdownEditorLabels } from "./labels";

/** The editor's texts in the page's language (the shell catalogue's `editor`; none takes arguments). */
export function useEditorLabels(): MarkdownEditorLabels {
  return useCatalogue(shellMessages).editor;
}
