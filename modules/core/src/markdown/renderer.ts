/** The entry point most callers want: a configured renderer with a render cache. */
import { resolveMarkdownConfig } from "./options";
import type { MarkdownConfig, MarkdownPreset } from "./options";
import { DEFAULT_RENDER_CACHE_LIMITS, RenderCache, renderCacheKey } from "./render-cache";
import type { RenderCacheLimits } from "./render-cache";
import { renderUncached } from "./render";
import { markdownRenderKey } from "./render-key";
import { RenderWorkerPool } from "./worker-pool";

export interface RenderOptions {
  /** Defaults to `default` (project descriptions, changelogs). */
  preset?: MarkdownPreset;
}

export interface MarkdownRenderer {
  /** Sanitised HTML for `source`; served from the cache when the same source was rendered before. */
  render(source: string, options?: RenderOptions): string;
  /** Always renders, bypassing the cache (benchmarks, previews of drafts that change every keystroke). */
  renderUncached(source: string, options?: RenderOptions): string;
  /**
   * Renders in a worker thread (docs/markdown.md "Stored HTML"), so a long document never blocks this
   * thread; the result goes into the cache like `render`'s.
   */
  renderOffThread(source: string, options?: RenderOptions): Promise<string>;
  /** Identifies this renderer's output (rules version + configuration): stored HTML with another key is stale. */
  readonly renderKey: string;
  readonly cache: RenderCache;
  /** Stops the worker threads, if any were started. */
  close(): Promise<void>;
}

export interface MarkdownRendererOptions extends MarkdownConfig {
  cache?: Partial<RenderCacheLimits>;
}

export function createMarkdownRenderer(options: MarkdownRendererOptions): MarkdownRenderer {
  const config = resolveMarkdownConfig(options);
  const cache = new RenderCache({ ...DEFAULT_RENDER_CACHE_LIMITS, ...options.cache });
  const { cache: _limits, ...markdownConfig } = options;
  let pool: RenderWorkerPool | undefined;
  return {
    cache,
    renderKey: markdownRenderKey(markdownConfig),
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
    async renderOffThread(source, { preset = "default" } = {}) {
      const key = renderCacheKey(preset, source);
      const cached = cache.get(key);
      if (cached !== undefined) return cached;
      pool ??= new RenderWorkerPool(markdownConfig);
      const html = await pool.render(source, preset);
      cache.set(key, html);
      return html;
    },
    async close() {
      await pool?.close();
      pool = undefined;
    },
  };
}

/** One-off rendering without a cache, e.g. for a tRPC preview procedure. */
export function renderMarkdown(source: string, options: MarkdownConfig & RenderOptions): string {
  return renderUncached(source, options.preset ?? "default", resolveMarkdownConfig(options));
}
