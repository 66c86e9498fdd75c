/**
 * Renders per second of a realistic 50 KB project description, uncached and cached.
 * Run: `npx tsx bench/markdown/render-throughput.ts` (not part of the test run).
 */
import { cpus, loadavg } from "node:os";

import { createMarkdownRenderer } from "../../modules/core/src/markdown/renderer";
import { buildSampleDescription } from "./sample-description";

const UNCACHED_SECONDS = 5;
const CACHED_SECONDS = 2;

function measure(seconds: number, render: () => string): { rate: number; runs: number } {
  const deadline = performance.now() + seconds * 1000;
  const started = performance.now();
  let runs = 0;
  while (performance.now() < deadline) {
    render();
    runs++;
  }
  return { rate: runs / ((performance.now() - started) / 1000), runs };
}

const source = buildSampleDescription();
const renderer = createMarkdownRenderer({
  siteHosts: ["hopper.test"],
  cdnHosts: ["cdn.hopper.test"],
  imageProxyUrl: "https://hopper.test/_image-proxy",
});

// Warm up the JIT and the highlighter grammars.
for (let index = 0; index < 5; index++) renderer.renderUncached(source);
const html = renderer.render(source);

const uncached = measure(UNCACHED_SECONDS, () => renderer.renderUncached(source));
const cached = measure(CACHED_SECONDS, () => renderer.render(source));

console.log(
  `source: ${(source.length / 1024).toFixed(1)} KiB of Markdown → ${(html.length / 1024).toFixed(1)} KiB of HTML`,
);
console.log(`node ${process.version}, ${cpus().length} CPUs, load average ${loadavg()[0]?.toFixed(2)} at start`);
console.log(
  `uncached: ${uncached.rate.toFixed(1)} renders/s (${(1000 / uncached.rate).toFixed(2)} ms/render, ${uncached.runs} runs)`,
);
console.log(
  `cached:   ${cached.rate.toFixed(0)} renders/s (${((1000 * 1000) / cached.rate).toFixed(1)} µs/render, ${cached.runs} runs)`,
);
