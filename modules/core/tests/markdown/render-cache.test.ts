import { describe, expect, it } from "vitest";
import { RenderCache, renderCacheKey } from "../../src/markdown/render-cache";
import { createMarkdownRenderer } from "../../src/markdown/renderer";
import { TEST_MARKDOWN_CONFIG } from "./test-config";

describe("render cache", () => {
  it("keys by preset and content", () => {
    expect(renderCacheKey("default", "a")).toBe(renderCacheKey("default", "a"));
    expect(renderCacheKey("default", "a")).not.toBe(renderCacheKey("compact", "a"));
    expect(renderCacheKey("default", "a")).not.toBe(renderCacheKey("default", "b"));
  });

  it("never serves an old render after an edit made through another instance", () => {
    // Each web instance has its own cache; pages render the source they just read from the database. Keyed by the
    // source itself, the instance that cached the old text finds no entry for the new one: nothing to invalidate.
    const instanceA = createMarkdownRenderer(TEST_MARKDOWN_CONFIG);
    const instanceB = createMarkdownRenderer(TEST_MARKDOWN_CONFIG);
    const before = "# Storage\n\nHolds **9** stacks.";
    const after = "# Storage\n\nHolds **27** stacks.";
    expect(instanceB.render(before)).toContain("<strong>9</strong>");
    expect(instanceA.render(after)).toContain("<strong>27</strong>"); // the edit, previewed on A
    expect(instanceB.render(after)).toContain("<strong>27</strong>");
    expect(instanceB.render(after)).toBe(instanceB.renderUncached(after));
    expect(instanceB.cache.size).toBe(2);
  });

  it("evicts the least recently used entry beyond the entry limit", () => {
    const cache = new RenderCache({ maxEntries: 2, maxTotalLength: 1000 });
    cache.set("a", "A");
    cache.set("b", "B");
    expect(cache.get("a")).toBe("A"); // a is now the most recent
    cache.set("c", "C");
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("a")).toBe("A");
    expect(cache.get("c")).toBe("C");
    expect(cache.size).toBe(2);
  });

  it("evicts to stay under the total size and never stores oversized documents", () => {
    const cache = new RenderCache({ maxEntries: 100, maxTotalLength: 10 });
    cache.set("a", "12345");
    cache.set("b", "12345");
    cache.set("c", "1");
    expect(cache.get("a")).toBeUndefined();
    cache.set("huge", "12345678901");
    expect(cache.get("huge")).toBeUndefined();
  });

  it("serves a repeated render from the cache", () => {
    const renderer = createMarkdownRenderer(TEST_MARKDOWN_CONFIG);
    const first = renderer.render("# Title");
    expect(renderer.cache.size).toBe(1);
    expect(renderer.render("# Title")).toBe(first);
    expect(renderer.cache.size).toBe(1);
    renderer.render("# Title", { preset: "compact" });
    expect(renderer.cache.size).toBe(2);
  });
});
