/**
 * Start tags of removed-with-content elements (the sanitiser's `strip` list) whose end tag never comes
 * are cut out of the raw HTML before parsing. The HTML parser would otherwise put the whole rest of
 * the document inside such an element (`<applet>`, `<object>`, raw-text elements like `<xmp>`), and
 * the sanitiser would remove it all. The reference renders the text after a removed tag, so we do:
 * only the tag goes. Closed elements are untouched and still lose their content.
 *
 * This works on the source text of the Markdown `html` nodes, in document order. A false match
 * (say, a tag-like string in an attribute value) only changes text that the sanitiser still checks
 * afterwards, so the allow-list stays the single safety boundary.
 */
import type { Html, Root } from "mdast";
import { visit } from "unist-util-visit";

/**
 * Elements whose content the tokenizer reads as text up to the first matching end tag (RAWTEXT,
 * RCDATA; `plaintext` never ends). `noscript` counts because the parser runs with scripting on.
 */
const RAW_TEXT = new Set(["script", "style", "xmp", "noembed", "noframes", "noscript", "textarea", "title"]);
const NEVER_CLOSES = new Set(["plaintext"]);
/** Elements without content: removing them can never swallow anything. */
const VOID = new Set(["embed", "frame"]);

/** A start or end tag, attributes with quoted values allowed to contain `>`. */
const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)(?=[\s/>])(?:[^"'>]|"[^"]*"|'[^']*')*>/g;

interface TagToken {
  node: Html;
  start: number;
  end: number;
  name: string;
  closing: boolean;
}

function tagsOf(tree: Root, names: ReadonlySet<string>): TagToken[] {
  const tokens: TagToken[] = [];
  visit(tree, "html", (node) => {
    for (const match of node.value.matchAll(TAG)) {
      const name = match[2]!.toLowerCase();
      if (!names.has(name)) continue;
      tokens.push({ node, start: match.index, end: match.index + match[0].length, name, closing: match[1] === "/" });
    }
  });
  return tokens;
}

/** The start tags among `tokens` that no end tag closes; one pass, so hostile input stays linear. */
function unclosedStarts(tokens: readonly TagToken[]): TagToken[] {
  // A raw-text element is closed only by a later end tag of its own name.
  const lastEnd = new Map<string, number>();
  tokens.forEach((token, index) => {
    if (token.closing) lastEnd.set(token.name, index);
  });
  const unclosed: TagToken[] = [];
  const open = new Map<string, TagToken[]>();
  let rawText: string | undefined;
  tokens.forEach((token, index) => {
    if (rawText !== undefined) {
      // Inside raw text only the element's own end tag counts; everything else is its text.
      if (token.closing && token.name === rawText) rawText = undefined;
      return;
    }
    if (token.closing) {
      open.get(token.name)?.pop();
    } else if (NEVER_CLOSES.has(token.name)) {
      unclosed.push(token);
    } else if (RAW_TEXT.has(token.name)) {
      // Without its end tag the element is cut, and what follows is parsed as ordinary markup.
      if ((lastEnd.get(token.name) ?? -1) > index) rawText = token.name;
      else unclosed.push(token);
    } else {
      const stack = open.get(token.name) ?? [];
      stack.push(token);
      open.set(token.name, stack);
    }
  });
  for (const stack of open.values()) unclosed.push(...stack);
  return unclosed;
}

export function dropUnclosedStrippedTags(tree: Root, stripped: readonly string[]): void {
  const names = new Set(stripped.filter((name) => !VOID.has(name)));
  const unclosed = unclosedStarts(tagsOf(tree, names));
  // Cut from the end of each node so earlier offsets stay valid.
  unclosed.sort((a, b) => b.start - a.start);
  for (const token of unclosed) {
    token.node.value = token.node.value.slice(0, token.start) + token.node.value.slice(token.end);
  }
}
