/**
 * The nesting limit applied to the Markdown tree, before conversion to HTML. Markdown containers
 * (block quotes, lists, emphasis) can nest thousands deep in a few kilobytes of `>` characters; the
 * converters downstream recurse once per level, so the structure is flattened to text here first.
 * The HTML-level limit (nesting-limit.ts) then applies the exact element count, raw HTML included.
 */
import type { Nodes, Root, RootContent } from "mdast";
import { collectText } from "./collect-text";

/** Node types whose value is visible text (raw HTML is included as text, i.e. escaped). */
const TEXT_TYPES = new Set(["text", "inlineCode", "code", "html"]);

function hasChildren(node: Nodes): node is Extract<Nodes, { children: unknown }> {
  return "children" in node;
}

export function limitMarkdownNesting(tree: Root, limit: number): void {
  // Iterative walk: the tree may be deeper than the call stack allows.
  const stack: { node: Nodes; depth: number }[] = [{ node: tree, depth: 0 }];
  for (let item = stack.pop(); item !== undefined; item = stack.pop()) {
    const { node, depth } = item;
    if (!hasChildren(node)) continue;
    const children = node.children as RootContent[];
    for (let index = 0; index < children.length; index++) {
      const child = children[index];
      if (child === undefined) continue;
      if (depth + 1 > limit && hasChildren(child)) {
        children[index] = { type: "text", value: collectText(child, TEXT_TYPES) };
      } else {
        stack.push({ node: child, depth: depth + 1 });
      }
    }
  }
}
