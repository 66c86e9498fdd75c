/** Public API of Hopper's Markdown pipeline. See docs/markdown.md for the rules. */
export { createMarkdownRenderer, renderMarkdown } from "./renderer";
export type { MarkdownRenderer, MarkdownRendererOptions, RenderOptions } from "./renderer";
export { NESTING_LIMITS } from "./options";
export { MARKDOWN_RENDERER_VERSION, markdownRenderKey } from "./render-key";
export type { MarkdownConfig, MarkdownPreset } from "./options";
export { DEFAULT_MEDIA_HOSTS } from "./media-hosts";
export { HIGHLIGHT_LANGUAGES } from "./highlight";
export { RenderCache, DEFAULT_RENDER_CACHE_LIMITS } from "./render-cache";
export { proxiedMediaUrl } from "./media-urls";
export { checkEditorImageSize, FILE_TOO_LARGE_MESSAGE, MAX_EDITOR_IMAGE_BYTES } from "./editor-image-limit";
export { markdownPreviewInput, MAX_PREVIEW_SOURCE_LENGTH, renderMarkdownPreview } from "./preview";
export type { MarkdownPreviewInput } from "./preview";
export { IMAGE_PROXY_PATH, siteImageProxy, siteMarkdown } from "./site-markdown";
