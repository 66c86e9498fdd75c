import { headers } from "next/headers";

import { DEFAULT_LOCALE, LANGUAGES, LOADABLE_LOCALES } from "./languages";

// Fun variants are for people, not search results.
const ALTERNATES = LOADABLE_LOCALES.filter((code) => !LANGUAGES.find((language) => language.code === code)?.fun);
import { LANGUAGE_QUERY_PARAM } from "./resolve-locale";
import { publicUrl } from "../server/public-url";

/**
 * hreflang alternates for search engines (spec section 9): one per loadable language plus the
 * default-alternate (x-default). The default locale carries no `hl` parameter. React 19 hoists these
 * <link> elements into <head>.
 */
export async function AlternateLinks() {
  const h = await headers();
  // On HOPPER_URL, as the canonical link is (docs/sharing.md): a Host or X-Forwarded-Host header is whatever
  // the client sent, and a crawler must not be sent to another site.
  const url = new URL(h.get("x-hopper-path") ?? "/", publicUrl("/"));
  url.searchParams.delete(LANGUAGE_QUERY_PARAM);
  const hrefFor = (locale: string) => {
    const localized = new URL(url);
    if (locale !== DEFAULT_LOCALE) localized.searchParams.set(LANGUAGE_QUERY_PARAM, locale);
    return localized.href;
  };
  return (
    <>
      {ALTERNATES.map((locale) => (
        <link key={locale} rel="alternate" hrefLang={locale} href={hrefFor(locale)} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={hrefFor(DEFAULT_LOCALE)} />
    </>
  );
}
