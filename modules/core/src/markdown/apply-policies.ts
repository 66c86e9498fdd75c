/**
 * Value-level rules applied to the sanitised tree: links, media sources, embeds and inline CSS.
 * Runs after hast-util-sanitize, so it only ever sees allowed elements and attributes.
 */
import type { Element, ElementContent, Root, RootContent } from "hast";
import { applyIframePolicy } from "./iframe-policy";
import { applyLinkPolicy } from "./link-policy";
import { safeMediaSource, safeSrcset } from "./media-urls";
import type { ResolvedMarkdownConfig } from "./options";
import { safeInlineStyle } from "./style-policy";

const MEDIA_ELEMENTS = new Set(["img", "video", "audio", "source"]);

function applyMediaPolicy(media: Element, config: ResolvedMarkdownConfig): void {
  const { properties } = media;
  for (const name of ["src", "poster"] as const) {
    const value = properties[name];
    if (value === undefined || value === null) continue;
    properties[name] = safeMediaSource(String(value), config);
  }
  const srcset = properties.srcSet;
  if (srcset !== undefined && srcset !== null) {
    const safe = safeSrcset(Array.isArray(srcset) ? srcset.join(", ") : String(srcset), config);
    if (safe === "") delete properties.srcSet;
    else properties.srcSet = safe;
  }
}

function applyStylePolicy(element: Element): void {
  if (element.properties.style === undefined) return;
  const style = safeInlineStyle(element.properties.style);
  if (style === undefined) delete element.properties.style;
  else element.properties.style = style;
}

/** Returns false when the element must be removed entirely. */
function applyElementPolicies(element: Element, config: ResolvedMarkdownConfig): boolean {
  applyStylePolicy(element);
  if (element.tagName === "a") applyLinkPolicy(element, config);
  else if (MEDIA_ELEMENTS.has(element.tagName)) applyMediaPolicy(element, config);
  else if (element.tagName === "iframe") return applyIframePolicy(element);
  return true;
}

function applyToChildren<T extends RootContent | ElementContent>(children: T[], config: ResolvedMarkdownConfig): T[] {
  return children.filter((child) => {
    if (child.type !== "element") return true;
    if (!applyElementPolicies(child, config)) return false;
    child.children = applyToChildren(child.children, config);
    return true;
  });
}

export function applyPolicies(tree: Root, config: ResolvedMarkdownConfig): void {
  tree.children = applyToChildren(tree.children, config);
}
