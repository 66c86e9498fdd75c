/**
 * A bounded in-memory LRU of rendered HTML, keyed by a hash of preset and source, so a popular project
 * page does not re-render its description on every view. Bounded by entry count and by total size.
 */
import { createHash } from "node:crypto";

export interface RenderCacheLimits {
  /** Maximum number of cached documents. */
  maxEntries: number;
  /** Maximum total size of cached HTML, in UTF-16 code units (≈ bytes for mostly-ASCII HTML × 2). */
  maxTotalLength: number;
}

export const DEFAULT_RENDER_CACHE_LIMITS: RenderCacheLimits = {
  maxEntries: 1000,
  maxTotalLength: 32 * 1024 * 1024,
};

export function renderCacheKey(preset: string, source: string): string {
  return createHash("sha256").update(preset).update("\0").update(source).digest("base64url");
}

export class RenderCache {
  // A Map iterates in insertion order; re-inserting on read makes the first key the least recent.
  private readonly entries = new Map<string, string>();
  private totalLength = 0;

  constructor(private readonly limits: RenderCacheLimits = DEFAULT_RENDER_CACHE_LIMITS) {}

  get size(): number {
    return this.entries.size;
  }

  get(key: string): string | undefined {
    const html = this.entries.get(key);
    if (html === undefined) return undefined;
    this.entries.delete(key);
    this.entries.set(key, html);
    return html;
  }

  set(key: string, html: string): void {
    if (html.length > this.limits.maxTotalLength) return;
    const previous = this.entries.get(key);
    if (previous !== undefined) {
      this.entries.delete(key);
      this.totalLength -= previous.length;
    }
    this.entries.set(key, html);
    this.totalLength += html.length;
    this.evict();
  }

  clear(): void {
    this.entries.clear();
    this.totalLength = 0;
  }

  private evict(): void {
    for (const [key, html] of this.entries) {
      if (this.entries.size <= this.limits.maxEntries && this.totalLength <= this.limits.maxTotalLength) {
        return;
      }
      this.entries.delete(key);
      this.totalLength -= html.length;
    }
  }
}
