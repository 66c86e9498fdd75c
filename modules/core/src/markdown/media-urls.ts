/**
 * Media sources (img, video, audio, source, posters, srcset candidates) on hosts outside the
 * allow-list are routed through the image proxy, so visitors' browsers never contact arbitrary hosts
 * (no IP or referrer leak to the author, no mixed content).
 */
import { parseSrcset, stringifySrcset } from "srcset";
import type { SrcSetDefinition } from "srcset";
import { SIGNATURE_PARAMETER, signProxyTarget } from "../image-proxy/signature";
import type { ResolvedMarkdownConfig } from "./options";
import { classifyMediaUrl } from "./url-policy";

export function proxiedMediaUrl(original: string, imageProxyUrl: string, signingKey?: string): string {
  const separator = imageProxyUrl.includes("?") ? "&" : "?";
  const proxied = `${imageProxyUrl}${separator}url=${encodeURIComponent(original)}`;
  if (signingKey === undefined) return proxied;
  return `${proxied}&${SIGNATURE_PARAMETER}=${signProxyTarget(original, signingKey)}`;
}

function isDirectHost(url: URL, config: ResolvedMarkdownConfig): boolean {
  return url.protocol === "https:" && url.port === "" && config.directMediaHosts.has(url.hostname);
}

/** The value to put in a media `src`, or `''` when the value cannot be displayed safely. */
export function safeMediaSource(raw: string, config: ResolvedMarkdownConfig): string {
  const classified = classifyMediaUrl(raw);
  switch (classified.kind) {
    case "relative":
    case "data-image":
      return classified.value;
    case "absolute":
      return isDirectHost(classified.url, config)
        ? classified.value
        : proxiedMediaUrl(classified.url.href, config.imageProxyUrl, config.imageProxySigningKey);
    case "rejected":
      return "";
  }
}

/** Applies {@link safeMediaSource} to every candidate; unusable candidates are dropped. */
export function safeSrcset(raw: string, config: ResolvedMarkdownConfig): string {
  let candidates: SrcSetDefinition[];
  try {
    candidates = parseSrcset(raw, { strict: true });
  } catch {
    return "";
  }
  const safe: SrcSetDefinition[] = [];
  for (const candidate of candidates) {
    const url = safeMediaSource(candidate.url, config);
    if (url !== "") safe.push({ ...candidate, url });
  }
  return safe.length === 0 ? "" : stringifySrcset(safe);
}
