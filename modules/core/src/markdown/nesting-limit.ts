/**
 * Bounds element depth (spec section 9: 100 in the default preset, 20 in the others). Deeper
 * structure is flattened to its text: readers still see the words, but pathological nesting cannot
 * inflate layout cost in browsers or recursion depth in later pipeline stages.
 */
import type { ElementContent, Root, RootContent } from "hast";
import { collectText } from "./collect-text";

const TEXT_TYPES = new Set(["text"]);

function limitChildren<T extends RootContent | ElementContent>(
  children: T[],
  depth: number,
  limit: number,
): (T | ElementContent)[] {
  const result: (T | ElementContent)[] = [];
  for (const child of children) {
    if (child.type !== "element") {
      result.push(child);
      continue;
    }
    if (depth > limit) {
      const text = collectText(child, TEXT_TYPES);
      if (text !== "") result.push({ type: "text", value: text });
      continue;
    }
    child.children = limitChildren(child.children, depth + 1, limit) as ElementContent[];
    result.push(child);
  }
  return result;
}

/** `limit` is the deepest element level kept; top-level elements are level 1. */
export function limitNesting(tree: Root, limit: number): void {
  tree.children = limitChildren(tree.children, 1, limit) as RootContent[];
}
