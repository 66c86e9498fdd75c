import { decode } from "@auth/core/jwt";

import { authSecret } from "../config/secret";
import { cookieReader } from "../http/cookies";

/**
 * The session cookie is an encrypted JWT issued at sign-in by the accounts module (Auth.js). Only the
 * session row id inside it matters here: the row decides whether the browser is still signed in.
 */
export const SESSION_COOKIE_NAMES = ["__Secure-authjs.session-token", "authjs.session-token"] as const;

export async function sessionIdFromCookie(name: string, value: string): Promise<string | null> {
  try {
    const payload = await decode<{ sid?: unknown }>({ token: value, secret: authSecret(), salt: name });
    return typeof payload?.sid === "string" ? payload.sid : null;
  } catch {
    return null;
  }
}

/** Finds the session cookie among a request's cookies (either name, the secure one first). */
export async function sessionIdFromCookies(get: (name: string) => string | undefined): Promise<string | null> {
  for (const name of SESSION_COOKIE_NAMES) {
    const value = get(name);
    if (value) return sessionIdFromCookie(name, value);
  }
  return null;
}

/**
 * The session id from a request's Cookie header. The `cookie` package's parser is tolerant: a malformed
 * value (a bad percent-escape) is kept as written instead of throwing, so a stray cookie never fails a request.
 */
export function sessionIdFromCookieHeader(header: string | null): Promise<string | null> {
  return sessionIdFromCookies(cookieReader(header));
}
