/**
 * Every heading gets an id derived from its text so sections can be linked (`#installation`).
 * Author-written ids are replaced: derived slugs are lower-case words joined by `-`, which keeps user
 * content from choosing arbitrary ids to collide with (clobber) the application's own elements.
 */
import GithubSlugger from "github-slugger";
import type { Root } from "hast";
import { visit } from "unist-util-visit";

import { collectText } from "./collect-text";

const HEADING = /^h[1-6]$/;
const TEXT_TYPES = new Set(["text"]);

export function addHeadingIds(tree: Root): void {
  const slugger = new GithubSlugger();
  visit(tree, "element", (element) => {
    if (!HEADING.test(element.tagName)) return;
    const slug = slugger.slug(collectText(element, TEXT_TYPES));
    if (slug === "") delete element.properties.id;
    else element.properties.id = slug;
  });
}
