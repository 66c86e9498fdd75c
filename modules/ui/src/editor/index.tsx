/** Entry point: `import { MarkdownEditor } from "@hopper/ui/editor/index"`. */
export { MarkdownEditor } from "./markdown-editor";
export type { MarkdownEditorProps } from "./markdown-editor";
export { DEFAULT_EDITOR_LABELS } from "./labels";
export type { MarkdownEditorLabels } from "./labels";
export { checkEditorImageSize, FILE_TOO_LARGE_MESSAGE, MAX_EDITOR_IMAGE_BYTES } from "./image-size-limit";
export { applyToolbarAction, insertImage } from "./text-edits";
export type { TextState, ToolbarAction } from "./text-edits";
export { EditorPlayground } from "./editor-playground";
