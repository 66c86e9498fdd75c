import { headers } from "next/headers";

import { DEFAULT_LOCALE, LANGUAGES, LOADABLE_LOCALES } from "./languages";

// Fun variants are for people, not search results.
const ALTERNATES = LOADABLE_LOCALES.filter((code) => !LANGUAGES.find((language) => language.code === code)?.fun);
import { LANGUAGE_QUERY_PARAM } from "./resolve-locale";

/**
 * hreflang alternates for search engines (spec section 9): one per loadable language plus the
 * default-alternate (x-default). The default locale carries no `hl` parameter. React 19 hoists these
 * <link> elements into <head>.
 */
export async function AlternateLinks() {
  const h = await headers();
  const origin = `${h.get("x-forwarded-proto") ?? "http"}://${h.get("x-forwarded-host") ?? h.get("host") ?? "localhost"}`;
  const url = new URL(h.get("x-hopper-path") ?? "/", origin);
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
