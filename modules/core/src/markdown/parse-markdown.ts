/** Markdown source → mdast, with the GitHub Flavored Markdown syntax (tables, task lists, autolinks…). */
import type { Root } from "mdast";
import { fromMarkdown } from "mdast-util-from-markdown";
import { gfmFromMarkdown } from "mdast-util-gfm";
import { gfm } from "micromark-extension-gfm";

const extensions = [gfm()];
const mdastExtensions = [gfmFromMarkdown()];

export function parseMarkdown(source: string): Root {
  return fromMarkdown(source, { extensions, mdastExtensions });
}
