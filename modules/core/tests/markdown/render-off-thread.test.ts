import { afterAll, describe, expect, it } from "vitest";

import { createMarkdownRenderer } from "../../src/markdown/renderer";
import { MARKDOWN_RENDERER_VERSION, markdownRenderKey } from "../../src/markdown/render-key";
import { TEST_MARKDOWN_CONFIG } from "./test-config";
import { runNodeScript } from "../../../../tests/support/node-script";

const renderer = createMarkdownRenderer({ ...TEST_MARKDOWN_CONFIG, cache: { maxEntries: 0 } });
afterAll(() => renderer.close());

const hostile = `# Title\n\n<script>alert(1)</script><img src="https://evil.example/x.png" onerror="alert(1)">\n\n\`\`\`js\nconst a = 1;\n\`\`\``;

describe("renderOffThread", () => {
  it("renders in a worker exactly what the main thread renders, sanitised", async () => {
    const html = await renderer.renderOffThread(hostile);
    expect(html).toBe(renderer.renderUncached(hostile));
    expect(html).not.toContain("<script");
    expect(html).not.toContain("onerror");
  });

  it("serves concurrent renders from the pool in order of their sources", async () => {
    const sources = Array.from({ length: 6 }, (_, index) => `## Part ${index}\n\ntext ${index}`);
    const results = await Promise.all(sources.map((source) => renderer.renderOffThread(source, { preset: "compact" })));
    expect(results).toEqual(sources.map((source) => renderer.renderUncached(source, { preset: "compact" })));
  });
});

describe("a process that renders off the main thread", () => {
  it("waits for the render, then exits by itself (the seed command hung on the idle pool)", async () => {
    const { code, stdout } = await runNodeScript(`
      import { createMarkdownRenderer } from "./modules/core/src/markdown/renderer";
      const renderer = createMarkdownRenderer({ siteHosts: ["hopper.test"], cdnHosts: [], imageProxyUrl: "https://hopper.test/_image-proxy" });
      console.log(await renderer.renderOffThread("# Done"));
    `);
    expect(code).toBe(0);
    expect(stdout).toContain("<h1");
  });
});

describe("markdownRenderKey", () => {
  it("names the rules version and changes with the configuration that changes the output", () => {
    const key = markdownRenderKey(TEST_MARKDOWN_CONFIG);
    expect(key.startsWith(`r${MARKDOWN_RENDERER_VERSION}.`)).toBe(true);
    expect(renderer.renderKey).toBe(key);
    expect(markdownRenderKey({ ...TEST_MARKDOWN_CONFIG })).toBe(key);
    expect(markdownRenderKey({ ...TEST_MARKDOWN_CONFIG, mediaHosts: ["i.imgur.com"] })).not.toBe(key);
    expect(markdownRenderKey({ ...TEST_MARKDOWN_CONFIG, imageProxyUrl: "/other-proxy" })).not.toBe(key);
    expect(markdownRenderKey({ ...TEST_MARKDOWN_CONFIG, imageProxySigningKey: "another" })).not.toBe(key);
  });
});
