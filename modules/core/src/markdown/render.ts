/**
 * The uncached pipeline: Markdown (GFM, raw HTML) → HTML tree → highlight → nesting limit → sanitise →
 * value policies → heading ids → HTML string. Order matters: highlighting happens before sanitising so
 * the class filter also applies to highlighter output, and the nesting limit comes before the
 * recursive sanitiser so it never walks a pathologically deep tree.
 */
import type { Root } from 'hast';
import { sanitize } from 'hast-util-sanitize';
import { toHtml } from 'hast-util-to-html';
import { applyPolicies } from './apply-policies.ts';
import { addHeadingIds } from './heading-ids.ts';
import { highlightCodeBlocks } from './highlight.ts';
import { limitNesting } from './nesting-limit.ts';
import { NESTING_LIMITS } from './options.ts';
import type { MarkdownPreset, ResolvedMarkdownConfig } from './options.ts';
import { parseMarkdown } from './parse-markdown.ts';
import { SANITIZE_SCHEMA } from './sanitize-schema.ts';
import { keepSoftLineBreaks } from './soft-line-breaks.ts';
import { toHtmlTree } from './to-html-tree.ts';

export function renderUncached(
  source: string,
  preset: MarkdownPreset,
  config: ResolvedMarkdownConfig,
): string {
  const markdown = parseMarkdown(source);
  keepSoftLineBreaks(markdown);
  const tree = toHtmlTree(markdown);
  highlightCodeBlocks(tree);
  limitNesting(tree, NESTING_LIMITS[preset]);
  const safe = sanitize(tree, SANITIZE_SCHEMA) as Root;
  applyPolicies(safe, config);
  addHeadingIds(safe);
  return toHtml(safe);
}
