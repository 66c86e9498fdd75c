/**
 * Every heading gets an id derived from its text so sections can be linked (`#installation`).
 * Author-written ids are replaced: derived slugs are lower-case words joined by `-`, which keeps user
 * content from choosing arbitrary ids to collide with (clobber) the application's own elements.
 */
import GithubSlugger from "github-slugger";
import type { Root } from "hast";
import { toText } from "hast-util-to-text";
import { visit } from "unist-util-visit";

const HEADING = /^h[1-6]$/;

export function addHeadingIds(tree: Root): void {
  const slugger = new GithubSlugger();
  visit(tree, "element", (element) => {
    if (!HEADING.test(element.tagName)) return;
    const slug = slugger.slug(toText(element));
    if (slug === "") delete element.properties.id;
    else element.properties.id = slug;
  });
}
