import type { IncomingMessage, OutgoingHttpHeader, OutgoingHttpHeaders, ServerResponse } from "node:http";

import { SESSION_COOKIE_NAMES } from "@hopper/core/auth";

import { contentSecurityPolicy, newNonce } from "./content-security-policy";
import type { PolicyOptions } from "./content-security-policy";

// Headers of the pages Next.js answers, set by the web server because Next.js decides them too late or not at
// all: it sends every dynamically rendered page (all of ours: they read cookies) with `private, no-cache,
// no-store, max-age=0, must-revalidate`, and `no-store` keeps browsers from restoring the page from the
// back/forward cache, so Back re-renders it. Here, at the moment the headers go out:
// - a page for a signed-out visitor that sets no cookie is `public, no-cache`: anyone may keep it, and must
//   ask again before reusing it (Vary names what it is rendered from: cookies for theme and language,
//   Accept-Language);
// - a page for a signed-in visitor, or one that sets a cookie, is `private, no-cache`: never in a shared cache;
// - neither is `no-store`, so Back and Forward are instant.
// The same rule holds for the RSC payloads of client-side navigations (`RSC: 1`, `text/x-component`): the same
// page's data, as public or private as its HTML. The HTML and the payload share an address (the router adds
// `_rsc` only as a cache buster) and a payload depends on the router's request headers, so both name those in
// Vary: no cache may hand the payload to a visit or the HTML to a navigation, or one navigation's payload to
// another. Next.js names them too (and Next-Url on interception routes); they are added should it stop.
// Every HTML answer gets the security headers, and the Content-Security-Policy with this response's nonce
// unless the handler sent its own (/docs/api).

/** What Next.js sends for a page rendered per request. */
const NEXT_DYNAMIC = /\bno-store\b/;
export const PUBLIC_PAGE_CACHE = "public, no-cache";
export const PRIVATE_PAGE_CACHE = "private, no-cache";

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  // Older browsers that do not know CSP frame-ancestors.
  "X-Frame-Options": "DENY",
  // Features no page uses; embedded frames (videos) may not ask for them either. Only names Chromium knows:
  // an unknown one (bluetooth, interest-cohort) is a console warning on every page.
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), hid=()",
  "Cross-Origin-Opener-Policy": "same-origin",
};

const SESSION_COOKIE = new RegExp(`(?:^|;\\s*)(?:${SESSION_COOKIE_NAMES.join("|")})(?:\\.\\d+)?=`);

/** Whether the request carries a session cookie (Auth.js may split a long one into `name.0`, `name.1`…). */
export const hasSessionCookie = (cookie: string | undefined) => cookie !== undefined && SESSION_COOKIE.test(cookie);

/** The Cache-Control of a page answer, from Next.js's value; null keeps it. */
export function pageCacheControl(input: {
  method: string | undefined;
  status: number;
  cacheControl: string | undefined;
  signedIn: boolean;
  setsCookie: boolean;
}): string | null {
  if (input.method !== "GET" && input.method !== "HEAD") return null;
  if (input.status >= 500 || !input.cacheControl || !NEXT_DYNAMIC.test(input.cacheControl)) return null;
  return input.signedIn || input.setsCookie ? PRIVATE_PAGE_CACHE : PUBLIC_PAGE_CACHE;
}

const isHtml = (contentType: unknown) => typeof contentType === "string" && /^text\/html\b/i.test(contentType);
/** An RSC payload: what Next.js answers a client-side navigation or prefetch with. */
const isRscPayload = (contentType: unknown) =>
  typeof contentType === "string" && /^text\/x-component\b/i.test(contentType);

/** What a page's HTML and RSC payload are rendered from, besides the address: cookies, language, router headers. */
export const PAGE_VARY = [
  "RSC",
  "Next-Router-State-Tree",
  "Next-Router-Prefetch",
  "Next-Router-Segment-Prefetch",
  "Cookie",
  "Accept-Language",
];

function addVary(res: ServerResponse, names: string[]) {
  const current = res.getHeader("vary");
  const present = String(current ?? "")
    .split(",")
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  if (present.includes("*")) return;
  const missing = names.filter((name) => !present.includes(name.toLowerCase()));
  if (missing.length) res.setHeader("Vary", [current, ...missing].filter(Boolean).join(", "));
}

function applyHeaders(req: IncomingMessage, res: ServerResponse, nonce: string, policy: PolicyOptions) {
  const contentType = res.getHeader("content-type");
  const html = isHtml(contentType);
  if (!html && !isRscPayload(contentType)) return;
  if (html) {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) if (!res.hasHeader(name)) res.setHeader(name, value);
    if (!res.hasHeader("content-security-policy")) {
      res.setHeader("Content-Security-Policy", contentSecurityPolicy(nonce, policy));
    }
  }
  const cacheControl = pageCacheControl({
    method: req.method,
    status: res.statusCode,
    cacheControl: res.getHeader("cache-control")?.toString(),
    signedIn: hasSessionCookie(req.headers.cookie),
    setsCookie: res.hasHeader("set-cookie"),
  });
  if (cacheControl) {
    res.setHeader("Cache-Control", cacheControl);
    addVary(res, PAGE_VARY);
  }
}

/**
 * Prepares one page request: hands Next.js a nonce in the request's `content-security-policy` header (it
 * puts it on its scripts; whatever the client sent there is replaced), and sets the answer's headers just
 * before they are written, whichever way the handler writes them (writeHead with or without headers, or the
 * implicit write of the first body chunk, which calls writeHead too).
 */
export function preparePageHeaders(req: IncomingMessage, res: ServerResponse, policy: PolicyOptions = {}): void {
  const nonce = newNonce();
  req.headers["content-security-policy"] = contentSecurityPolicy(nonce, policy);
  delete req.headers["content-security-policy-report-only"];
  const original = res.writeHead;
  const writeHead = original as (this: ServerResponse, status: number, reason?: string) => ServerResponse;
  const patched = function (
    this: ServerResponse,
    status: number,
    reason?: string | OutgoingHttpHeaders | OutgoingHttpHeader[],
    headers?: OutgoingHttpHeaders | OutgoingHttpHeader[],
  ): ServerResponse {
    const given = typeof reason === "string" ? headers : reason;
    this.statusCode = status;
    // Headers given here would win over setHeader's: they are moved there first, so the rules see them.
    if (Array.isArray(given)) {
      for (let i = 0; i + 1 < given.length; i += 2) this.appendHeader(String(given[i]), String(given[i + 1]));
    } else if (given) {
      for (const [name, value] of Object.entries(given)) if (value !== undefined) this.setHeader(name, value);
    }
    res.writeHead = original;
    applyHeaders(req, this, nonce, policy);
    return typeof reason === "string" ? writeHead.call(this, status, reason) : writeHead.call(this, status);
  };
  res.writeHead = patched as typeof res.writeHead;
}
