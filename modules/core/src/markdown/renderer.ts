/** The entry point most callers want: a configured renderer with a render cache. */
import { resolveMarkdownConfig } from "./options";
import type { MarkdownConfig, MarkdownPreset } from "./options";
import { DEFAULT_RENDER_CACHE_LIMITS, RenderCache, renderCacheKey } from "./render-cache";
import type { RenderCacheLimits } from "./render-cache";
import { renderUncached } from "./render";

export interface RenderOptions {
  /** Defaults to `default` (project descriptions, changelogs). */
  preset?: MarkdownPreset;
}

export interface MarkdownRenderer {
  /** Sanitised HTML for `source`; served from the cache when the same source was rendered before. */
  render(source: string, options?: RenderOptions): string;
  /** Always renders, bypassing the cache (benchmarks, previews of drafts that change every keystroke). */
  renderUncached(source: string, options?: RenderOptions): string;
  readonly cache: RenderCache;
}

export interface MarkdownRendererOptions extends MarkdownConfig {
  cache?: Partial<RenderCacheLimits>;
}

export function createMarkdownRenderer(options: MarkdownRendererOptions): MarkdownRenderer {
  const config = resolveMarkdownConfig(options);
  const cache = new RenderCache({ ...DEFAULT_RENDER_CACHE_LIMITS, ...options.cache });
  return {
    cache,
    render(source, { preset = "default" } = {}) {
      const key = renderCacheKey(preset, source);
      const cached = cache.get(key);
      if (cached !== undefined) return cached;
      const html = renderUncached(source, preset, config);
      cache.set(key, html);
      return html;
    },
    renderUncached(source, { preset = "default" } = {}) {
      return renderUncached(source, preset, config);
    },
  };
}

/** One-off rendering without a cache, e.g. for a tRPC preview procedure. */
export function renderMarkdown(source: string, options: MarkdownConfig & RenderOptions): string {
  return renderUncached(source, options.preset ?? "default", resolveMarkdownConfig(options));
}
