/**
 * Code highlighting for exactly the languages and aliases in spec section 5 ("Highlight languages").
 * highlight.js grammars declare extra aliases of their own (jsx, kts, svg, …); we resolve names
 * through our own table so only the listed ones are highlighted.
 */
import type { Element, ElementContent, Root } from "hast";
import { toText } from "hast-util-to-text";
import gradle from "highlight.js/lib/languages/gradle";
import groovy from "highlight.js/lib/languages/groovy";
import ini from "highlight.js/lib/languages/ini";
import java from "highlight.js/lib/languages/java";
import javascript from "highlight.js/lib/languages/javascript";
import json from "highlight.js/lib/languages/json";
import kotlin from "highlight.js/lib/languages/kotlin";
import lua from "highlight.js/lib/languages/lua";
import properties from "highlight.js/lib/languages/properties";
import python from "highlight.js/lib/languages/python";
import scala from "highlight.js/lib/languages/scala";
import xml from "highlight.js/lib/languages/xml";
import yaml from "highlight.js/lib/languages/yaml";
import { createLowlight } from "lowlight";
import { visit } from "unist-util-visit";

const lowlight = createLowlight({
  gradle,
  groovy,
  ini,
  java,
  javascript,
  json,
  kotlin,
  lua,
  properties,
  python,
  scala,
  xml,
  yaml,
});

/** Fence name (lower-case) → grammar. */
export const HIGHLIGHT_LANGUAGES: Readonly<Record<string, string>> = {
  javascript: "javascript",
  js: "javascript",
  python: "python",
  py: "python",
  lua: "lua",
  java: "java",
  kotlin: "kotlin",
  kt: "kotlin",
  scala: "scala",
  groovy: "groovy",
  gradle: "gradle",
  json: "json",
  json5: "json",
  ini: "ini",
  toml: "ini",
  yaml: "yaml",
  yml: "yaml",
  xml: "xml",
  html: "xml",
  htm: "xml",
  xhtml: "xml",
  mcui: "xml",
  fxml: "xml",
  properties: "properties",
};

const LANGUAGE_CLASS = /^language-(.+)$/;

function grammarOf(code: Element): string | undefined {
  const classes = code.properties.className;
  if (!Array.isArray(classes)) return undefined;
  for (const name of classes) {
    const language = LANGUAGE_CLASS.exec(String(name))?.[1]?.toLowerCase();
    if (language !== undefined && Object.hasOwn(HIGHLIGHT_LANGUAGES, language)) {
      return HIGHLIGHT_LANGUAGES[language];
    }
  }
  return undefined;
}

/** Highlights `pre > code.language-*` blocks, whether written as a fence or as raw HTML. */
export function highlightCodeBlocks(tree: Root): void {
  visit(tree, "element", (pre) => {
    if (pre.tagName !== "pre") return;
    for (const code of pre.children) {
      if (code.type !== "element" || code.tagName !== "code") continue;
      const grammar = grammarOf(code);
      if (grammar === undefined) continue;
      const highlighted = lowlight.highlight(grammar, toText(code, { whitespace: "pre" }));
      code.children = highlighted.children as ElementContent[];
    }
    return "skip";
  });
}
