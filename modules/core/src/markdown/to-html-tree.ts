/**
 * mdast → hast, then raw HTML blocks parsed into real elements by parse5 (the HTML standard's parsing
 * algorithm), so the sanitiser sees the same tree a browser would build.
 */
import type { Root as HastRoot } from "hast";
import { raw } from "hast-util-raw";
import type { Root as MdastRoot } from "mdast";
import { toHast } from "mdast-util-to-hast";
import { EXIT, visit } from "unist-util-visit";

/** Re-parsing the whole tree with parse5 is the costliest step; documents without raw HTML skip it. */
function containsRawHtml(markdown: MdastRoot): boolean {
  let found = false;
  visit(markdown, "html", () => {
    found = true;
    return EXIT;
  });
  return found;
}

export function toHtmlTree(markdown: MdastRoot): HastRoot {
  const tree = toHast(markdown, { allowDangerousHtml: true });
  // toHast returns a root for a root input; the guard keeps the types honest.
  const root: HastRoot = tree.type === "root" ? tree : { type: "root", children: [tree] };
  return containsRawHtml(markdown) ? (raw(root) as HastRoot) : root;
}
