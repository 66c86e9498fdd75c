import { cookieReader } from "@hopper/core/http/cookies";

/**
 * Names, lifetimes and flags of the preference cookies (spec section 9). Pure builders so the server
 * (next/headers cookies) and the browser (document.cookie) write exactly the same cookie.
 */

export const COLOR_MODE_COOKIE = "color-mode";
export const COSMETICS_COOKIE = "cosmetics";
export const LOCALE_COOKIE = "locale";
export const DEVELOPER_MODE_COOKIE = "developer-mode";

export const ONE_YEAR_SECONDS = 31_536_000;
export const TEN_YEARS_SECONDS = 10 * ONE_YEAR_SECONDS;

export interface PreferenceCookieOptions {
  /** Seconds. */
  maxAge: number;
  sameSite: "lax" | "strict";
  secure: boolean;
  httpOnly: boolean;
  path: "/";
}

/**
 * `secure` is passed in rather than hard-coded: the spec says secure, and browsers accept secure cookies on
 * https and on localhost, but a self-hoster testing over plain HTTP on a LAN address would otherwise never
 * keep a preference. Callers pass `isSecureOrigin(...)`.
 */
export function colorModeCookieOptions(secure: boolean): PreferenceCookieOptions {
  return { maxAge: TEN_YEARS_SECONDS, sameSite: "lax", secure, httpOnly: false, path: "/" };
}

/** Readable by scripts on purpose: client components read layout preferences without a round trip. */
export function cosmeticsCookieOptions(secure: boolean): PreferenceCookieOptions {
  return { maxAge: ONE_YEAR_SECONDS, sameSite: "lax", secure, httpOnly: false, path: "/" };
}

/**
 * One year. The spec quotes 31536000000 in one place, which is the same year in milliseconds; cookie
 * Max-Age is in seconds, so 31,536,000.
 */
export function localeCookieOptions(secure: boolean): PreferenceCookieOptions {
  return { maxAge: ONE_YEAR_SECONDS, sameSite: "strict", secure, httpOnly: false, path: "/" };
}

/** Developer mode is a per-browser switch like the cosmetics, so it shares their lifetime and flags. */
export function developerModeCookieOptions(secure: boolean): PreferenceCookieOptions {
  return cosmeticsCookieOptions(secure);
}

/** Browsers treat https and loopback hosts as secure origins; only those keep a `Secure` cookie. */
export function isSecureOrigin(protocol: string, hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, "");
  return (
    protocol === "https:" || protocol === "https" || host === "localhost" || host === "127.0.0.1" || host === "::1"
  );
}

/** A `Set-Cookie`-style string for `document.cookie`. */
export function serializeCookie(name: string, value: string, options: PreferenceCookieOptions): string {
  const parts = [
    `${name}=${encodeURIComponent(value)}`,
    `Max-Age=${options.maxAge}`,
    `Path=${options.path}`,
    `SameSite=${options.sameSite === "lax" ? "Lax" : "Strict"}`,
  ];
  if (options.secure) parts.push("Secure");
  // HttpOnly cannot be set from scripts; cookies that need it are written on the server only.
  return parts.join("; ");
}

/** Reads one cookie from a `document.cookie` string (with the server's parser, tolerant of bad escapes). */
export function readCookie(cookieHeader: string, name: string): string | undefined {
  return cookieReader(cookieHeader)(name);
}
