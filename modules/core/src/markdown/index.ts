/** Public API of Hopper's Markdown pipeline. See docs/markdown.md for the rules. */
export { createMarkdownRenderer, renderMarkdown } from './renderer.ts';
export type { MarkdownRenderer, MarkdownRendererOptions, RenderOptions } from './renderer.ts';
export { NESTING_LIMITS } from './options.ts';
export type { MarkdownConfig, MarkdownPreset } from './options.ts';
export { DEFAULT_MEDIA_HOSTS } from './media-hosts.ts';
export { HIGHLIGHT_LANGUAGES } from './highlight.ts';
export { RenderCache, DEFAULT_RENDER_CACHE_LIMITS } from './render-cache.ts';
export { proxiedMediaUrl } from './media-urls.ts';
