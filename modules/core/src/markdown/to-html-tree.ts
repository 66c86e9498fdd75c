/**
 * mdast → hast, then raw HTML blocks parsed into real elements by parse5 (the HTML standard's parsing
 * algorithm), so the sanitiser sees the same tree a browser would build.
 */
import type { Root as HastRoot } from "hast";
import { raw } from "hast-util-raw";
import type { Root as MdastRoot } from "mdast";
import { toHast } from "mdast-util-to-hast";

export function toHtmlTree(markdown: MdastRoot): HastRoot {
  const tree = toHast(markdown, { allowDangerousHtml: true });
  // toHast returns a root for a root input; the guard keeps the types honest.
  const root: HastRoot = tree.type === "root" ? tree : { type: "root", children: [tree] };
  return raw(root) as HastRoot;
}
