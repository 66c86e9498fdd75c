/**
 * Spec section 5: single line breaks are kept. CommonMark turns a lone newline inside a paragraph into
 * a space; we turn it into a hard break instead, on the Markdown tree, so code and raw HTML are
 * left untouched.
 */
import type { Break, Parent, PhrasingContent, Root, Text } from "mdast";
import { visit } from "unist-util-visit";

const NEWLINE_WITH_INDENT = /[ \t]*\r?\n[ \t]*/;

function splitOnNewlines(text: Text): PhrasingContent[] {
  const lines = text.value.split(NEWLINE_WITH_INDENT);
  const parts: PhrasingContent[] = [];
  lines.forEach((line, index) => {
    if (index > 0) parts.push({ type: "break" } satisfies Break);
    if (line !== "") parts.push({ type: "text", value: line } satisfies Text);
  });
  return parts;
}

export function keepSoftLineBreaks(tree: Root): void {
  visit(tree, "text", (node: Text, index: number | undefined, parent: Parent | undefined) => {
    if (parent === undefined || index === undefined || !node.value.includes("\n")) return;
    const parts = splitOnNewlines(node);
    parent.children.splice(index, 1, ...parts);
    return index + parts.length;
  });
}
