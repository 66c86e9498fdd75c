import { isbot } from "isbot";

/** What the counting services read of a request's headers (a fetch Headers or Next's headers()). */
export interface HeaderSource {
  get(name: string): string | null;
}

/**
 * Whether a request is a prefetch or preview rather than someone looking: browsers (Purpose, Sec-Purpose),
 * Next.js's router (Next-Router-Prefetch), Firefox's old X-Moz and Safari's X-Purpose say so in a header.
 */
export function isPrefetch(headers: HeaderSource): boolean {
  if (/prefetch/i.test(headers.get("purpose") ?? "")) return true;
  if (/prefetch/i.test(headers.get("sec-purpose") ?? "")) return true;
  if (headers.get("next-router-prefetch") === "1") return true;
  if (/prefetch/i.test(headers.get("x-moz") ?? "")) return true;
  return /preview/i.test(headers.get("x-purpose") ?? "");
}

/** Requests that are never counted: bots and crawlers (isbot's list), prefetches and previews. */
export function isExcluded(headers: HeaderSource): boolean {
  return isbot(headers.get("user-agent") ?? "") || isPrefetch(headers);
}
