/** The editor's image limit; defined in core so the server-side upload check uses the same numbers. */
export {
  checkEditorImageSize,
  FILE_TOO_LARGE_MESSAGE,
  MAX_EDITOR_IMAGE_BYTES,
} from "@hopper/core/markdown/editor-image-limit";
export type { ImageSizeCheck } from "@hopper/core/markdown/editor-image-limit";
