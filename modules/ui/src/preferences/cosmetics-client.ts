import {
  COSMETICS_COOKIE,
  cosmeticsCookieOptions,
  isSecureOrigin,
  readCookie,
  serializeCookie,
} from "./cookie-options";
import { parseCosmetics, serializeCosmetics, withSearchDisplayMode } from "./cosmetics";
import type { Cosmetics, DisplayMode, SearchDisplayKind } from "./cosmetics";

/**
 * Browser-side access to the cosmetics cookie, which the spec makes readable by scripts: client components
 * (search layout toggles, display-mode switches) change a preference without a server round trip; the
 * server reads the same cookie on the next request.
 */
export function readCosmetics(): Cosmetics {
  return parseCosmetics(readCookie(document.cookie, COSMETICS_COOKIE));
}

export function updateCosmetics(change: Partial<Cosmetics>): Cosmetics {
  const next = { ...readCosmetics(), ...change };
  const secure = isSecureOrigin(window.location.protocol, window.location.hostname);
  document.cookie = serializeCookie(COSMETICS_COOKIE, serializeCosmetics(next), cosmeticsCookieOptions(secure));
  return next;
}

/** Remembers the view mode a visitor picked for one kind of search page; the next visit opens in it. */
export function rememberSearchDisplayMode(kind: SearchDisplayKind, mode: DisplayMode): Cosmetics {
  return updateCosmetics(withSearchDisplayMode(readCosmetics(), kind, mode));
}
