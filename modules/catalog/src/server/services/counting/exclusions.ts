import { createIsbotFromList, list } from "isbot";

import type { HeaderSource } from "./header-source";
import { isLauncher } from "./referrer-kind";

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

/**
 * isbot's list without its three catch-alls for any non-browser agent: a bare `name/version`, a contact address
 * and a `.com`. Those are how the API guidelines ask a client to name itself (`me/tool/1.0 (me@example.com)`), so
 * they would leave no API downloads at all; crawlers still match their own patterns (googlebot, bot, http, …)
 * and generic HTTP libraries theirs (curl, python, java, okhttp).
 */
export const IDENTIFIED_CLIENT_PATTERNS: ReadonlySet<string> = new Set([
  String.raw`^[\w \.\-\(?:\):%]+(?:/v?\d+(?:\.\d+)?(?:\.\d{1,10})*?)?(?:,|$)`,
  String.raw`@[a-z][\w-]+\.`,
  String.raw`\.com\b`,
]);
const isCrawler = createIsbotFromList(list.filter((pattern) => !IDENTIFIED_CLIENT_PATTERNS.has(pattern)));

/** Whether a user agent is a bot, a crawler or a bare HTTP library. A launcher never is. */
export function isBot(userAgent: string): boolean {
  return !isLauncher(userAgent) && isCrawler(userAgent);
}

/** Requests that are never counted: bots and crawlers (isbot's list), prefetches and previews. */
export function isExcluded(headers: HeaderSource): boolean {
  return isBot(headers.get("user-agent") ?? "") || isPrefetch(headers);
}
