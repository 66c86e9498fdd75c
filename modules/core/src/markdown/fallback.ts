/**
 * Last-resort rendering for documents the libraries cannot process because their nesting exceeds
 * the JavaScript call stack (they recurse once per level). Such documents are hostile or broken;
 * showing their text escaped is safe and keeps the page up.
 */
import type { Root as HastRoot } from "hast";
import type { Root as MdastRoot } from "mdast";
import { toHast } from "mdast-util-to-hast";
import { visit } from "unist-util-visit";

export function isStackOverflow(error: unknown): boolean {
  return error instanceof RangeError;
}

/** The whole source as one escaped paragraph per blank-line-separated block. */
export function plainTextTree(source: string): HastRoot {
  const blocks = source.split(/\r?\n\s*\r?\n/).filter((block) => block.trim() !== "");
  return {
    type: "root",
    children: blocks.map((block) => ({
      type: "element",
      tagName: "p",
      properties: {},
      children: [{ type: "text", value: block }],
    })),
  };
}

/** The Markdown tree with raw HTML shown as text instead of being parsed. */
export function treeWithHtmlAsText(markdown: MdastRoot): HastRoot {
  visit(markdown, "html", (node, index, parent) => {
    if (parent === undefined || index === undefined) return;
    parent.children[index] = { type: "text", value: node.value };
  });
  const tree = toHast(markdown);
  return tree.type === "root" ? tree : { type: "root", children: [tree] };
}
