import { DEFAULT_LOCALE, LANGUAGES, LOADABLE_LOCALES } from "./languages";

/** The query parameter that picks a language for one page view; the default locale carries none. */
export const LANGUAGE_QUERY_PARAM = "hl";

export type LocaleSource = "query" | "cookie" | "browser" | "default";

export interface LocaleRequest {
  /** `hl` query parameter. */
  query?: string | null;
  /** Stored choice (locale cookie). */
  cookie?: string | null;
  /** `Accept-Language` header. */
  acceptLanguage?: string | null;
}

export interface ResolvedLocale {
  locale: string;
  source: LocaleSource;
}

/**
 * Language order from the spec: the `hl` query parameter, then the stored choice, then the browser's
 * preferred languages, then en-US. A source only wins with a language we can load; otherwise the next one
 * is tried, so a stale cookie for an unavailable language never blanks the interface.
 */
export function resolveLocale(request: LocaleRequest): ResolvedLocale {
  const fromQuery = matchLoadable(request.query);
  if (fromQuery) return { locale: fromQuery, source: "query" };
  const fromCookie = matchLoadable(request.cookie);
  if (fromCookie) return { locale: fromCookie, source: "cookie" };
  for (const tag of parseAcceptLanguage(request.acceptLanguage)) {
    const match = matchLoadable(tag);
    if (match) return { locale: match, source: "browser" };
  }
  return { locale: DEFAULT_LOCALE, source: "default" };
}

/**
 * Finds the loadable locale for a tag: the exact tag (case-insensitive), or the same base language when the
 * tag names no region ("en" → "en-US"). "en-GB" is its own listed language, so it does not become en-US.
 */
export function matchLoadable(tag: string | null | undefined): string | null {
  if (!tag) return null;
  const wanted = tag.trim().toLowerCase();
  if (!wanted) return null;
  const exact = LOADABLE_LOCALES.find((code) => code.toLowerCase() === wanted);
  if (exact) return exact;
  if (!wanted.includes("-")) {
    const listedBase = LANGUAGES.find((language) => language.code.toLowerCase() === wanted);
    if (listedBase) return null;
    return LOADABLE_LOCALES.find((code) => code.toLowerCase().split("-")[0] === wanted) ?? null;
  }
  return null;
}

/** Tags of an Accept-Language header, best first (by q, then by order); `*` and q=0 entries are dropped. */
export function parseAcceptLanguage(header: string | null | undefined): string[] {
  if (!header) return [];
  return header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const quality = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((entry) => entry.tag && entry.tag !== "*" && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map((entry) => entry.tag);
}
