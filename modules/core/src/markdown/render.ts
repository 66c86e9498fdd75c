/**
 * The uncached pipeline (docs/markdown.md, "Pipeline"): cost guard → Markdown (GFM, raw HTML) → HTML
 * tree → highlight → nesting limit → sanitise → value policies → heading ids → HTML string.
 * Order matters: highlighting happens before sanitising so the class filter also applies to
 * highlighter output, and the nesting limits come before the recursive stages so those never walk a
 * pathologically deep tree.
 */
import type { Root } from "hast";
import { sanitize } from "hast-util-sanitize";
import { toHtml } from "hast-util-to-html";
import type { Root as MdastRoot } from "mdast";
import { applyPolicies } from "./apply-policies";
import { isStackOverflow, plainTextTree, treeWithHtmlAsText } from "./fallback";
import { addHeadingIds } from "./heading-ids";
import { highlightCodeBlocks } from "./highlight";
import { limitMarkdownNesting } from "./markdown-nesting-limit";
import { limitNesting } from "./nesting-limit";
import { NESTING_LIMITS } from "./options";
import type { MarkdownPreset, ResolvedMarkdownConfig } from "./options";
import { parseMarkdown } from "./parse-markdown";
import { exceedsParserBudget } from "./parser-cost-guard";
import { SANITIZE_SCHEMA } from "./sanitize-schema";
import { keepSoftLineBreaks } from "./soft-line-breaks";
import { toHtmlTree } from "./to-html-tree";
import { dropUnclosedStrippedTags } from "./unclosed-strip";

/** Markdown → HTML tree, degrading (see fallback.ts) when nesting exceeds the call stack. */
function buildHtmlTree(source: string, limit: number): Root {
  if (exceedsParserBudget(source)) return plainTextTree(source);
  let markdown: MdastRoot;
  try {
    markdown = parseMarkdown(source);
  } catch (error) {
    if (!isStackOverflow(error)) throw error;
    return plainTextTree(source);
  }
  limitMarkdownNesting(markdown, limit);
  keepSoftLineBreaks(markdown);
  dropUnclosedStrippedTags(markdown, SANITIZE_SCHEMA.strip ?? []);
  try {
    return toHtmlTree(markdown);
  } catch (error) {
    if (!isStackOverflow(error)) throw error;
    return treeWithHtmlAsText(markdown);
  }
}

export function renderUncached(source: string, preset: MarkdownPreset, config: ResolvedMarkdownConfig): string {
  const limit = NESTING_LIMITS[preset];
  const tree = buildHtmlTree(source, limit);
  highlightCodeBlocks(tree);
  limitNesting(tree, limit);
  const safe = sanitize(tree, SANITIZE_SCHEMA) as Root;
  applyPolicies(safe, config);
  addHeadingIds(safe);
  // Removed comments and blocks leave stray newlines at the edges; they carry no meaning.
  return toHtml(safe).trim();
}
