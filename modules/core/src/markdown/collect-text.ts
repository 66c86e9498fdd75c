/**
 * Concatenated text of a subtree, walked with an explicit stack: it is used precisely on subtrees too
 * deep for the recursive helpers (mdast-util-to-string, hast-util-to-text).
 */
interface TextualNode {
  type: string;
  value?: unknown;
  children?: readonly TextualNode[];
}

export function collectText(root: TextualNode, textTypes: ReadonlySet<string>): string {
  const parts: string[] = [];
  const stack: TextualNode[] = [root];
  for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
    if (textTypes.has(node.type) && typeof node.value === "string") parts.push(node.value);
    const children = node.children;
    if (children !== undefined) {
      for (let index = children.length - 1; index >= 0; index--) {
        const child = children[index];
        if (child !== undefined) stack.push(child);
      }
    }
  }
  return parts.join("");
}
