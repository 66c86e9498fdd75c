/**
 * The render key stored beside HTML rendered at save time (docs/markdown.md "Stored HTML"): the renderer's
 * rules version plus a digest of the configuration that changes the output. Stored HTML whose key differs
 * from the current one is stale and is rendered again (by the catalog's re-render job, or on first view in a
 * worker thread).
 */
import { createHash } from "node:crypto";

import { resolveMarkdownConfig } from "./options";
import type { MarkdownConfig } from "./options";

/** Bump whenever a rule changes what the pipeline outputs (sanitiser, policies, highlighter, ids, …). */
export const MARKDOWN_RENDERER_VERSION = 1;

/** `r<version>.<digest>`: the digest covers hosts, media allow-list, proxy URL and signing key. */
export function markdownRenderKey(config: MarkdownConfig): string {
  const resolved = resolveMarkdownConfig(config);
  const digest = createHash("sha256")
    .update(
      JSON.stringify({
        ownHosts: [...resolved.ownHosts].sort(),
        directMediaHosts: [...resolved.directMediaHosts].sort(),
        imageProxyUrl: resolved.imageProxyUrl,
        // The key signs proxied URLs, so a new key changes the HTML; only its digest enters the render key.
        signing: resolved.imageProxySigningKey
          ? createHash("sha256").update(resolved.imageProxySigningKey).digest("base64url")
          : null,
      }),
    )
    .digest("base64url")
    .slice(0, 16);
  return `r${MARKDOWN_RENDERER_VERSION}.${digest}`;
}
