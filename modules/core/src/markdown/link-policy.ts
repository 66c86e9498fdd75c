/**
 * Links: unsafe targets are emptied (spec: "otherwise emptied"), and links leaving Hopper are marked
 * so search engines do not credit them and the opened page cannot reach back through `window.opener`.
 */
import type { Element } from "hast";
import type { ResolvedMarkdownConfig } from "./options";
import { classifyLinkUrl } from "./url-policy";

export const FOREIGN_LINK_REL: readonly string[] = ["noopener", "nofollow", "ugc"];

const HOSTED_PROTOCOLS = new Set(["http:", "https:", "ftp:"]);

export function applyLinkPolicy(link: Element, config: ResolvedMarkdownConfig): void {
  const href = link.properties.href;
  delete link.properties.rel;
  if (typeof href !== "string") {
    delete link.properties.href;
    return;
  }
  const classified = classifyLinkUrl(href);
  if (classified.kind === "rejected") {
    link.properties.href = "";
    return;
  }
  link.properties.href = classified.value;
  if (
    classified.kind === "absolute" &&
    HOSTED_PROTOCOLS.has(classified.url.protocol) &&
    !config.ownHosts.has(classified.url.hostname)
  ) {
    link.properties.rel = [...FOREIGN_LINK_REL];
  }
}
