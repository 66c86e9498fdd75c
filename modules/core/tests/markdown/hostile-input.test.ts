/**
 * Inputs that make Markdown/HTML libraries recurse once per level or run in quadratic time must still
 * render, safely (as text when needed), without overflowing the stack. Speed is not asserted here: a
 * timed assertion fails on a loaded machine; a quadratic blow-up still trips the test's timeout, and the
 * render cost is measured in bench/markdown.
 */
import { describe, expect, it } from "vitest";
import { renderMarkdown } from "../../src/markdown/renderer";
import { TEST_MARKDOWN_CONFIG } from "./test-config";

const hostile: [string, string][] = [
  ["20 000 nested block quotes", ">".repeat(20_000) + " deep"],
  ["20 000 nested divs", "<div>".repeat(20_000) + "deep"],
  ["20 000 nested spans", "<span>".repeat(20_000) + "deep"],
  ["a 40 000 character emphasis run", "*".repeat(20_000) + "deep" + "*".repeat(20_000)],
  ["6 000 list markers on one line", "1. ".repeat(6_000) + "deep"],
  ["alternating quote and list markers", "> - ".repeat(5_000) + "deep"],
  ["unclosed brackets", "![".repeat(10_000) + "deep"],
];

describe("hostile input", () => {
  it.each(hostile)("%s renders and keeps its text", (_name, source) => {
    const html = renderMarkdown(source, TEST_MARKDOWN_CONFIG);
    expect(html).toContain("deep");
    expect(html).not.toMatch(/<(?:script|style|iframe)/);
  });
});
