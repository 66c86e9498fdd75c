import "server-only";

import { cache } from "react";
import { cookies, headers } from "next/headers";
import { createTranslator } from "use-intl/core";

import { LOCALE_COOKIE } from "../preferences/cookie-options";
import { enUS } from "./messages/en-US";
import type { Messages } from "./messages/en-US";
import { LANGUAGE_QUERY_PARAM, resolveLocale } from "./resolve-locale";
import type { ResolvedLocale } from "./resolve-locale";

/** Catalogues by locale. Only en-US ships today; the resolver never returns another locale. */
const CATALOGUES: Record<string, Messages> = { "en-US": enUS };

/** The locale of this request: `hl` query, then the locale cookie, then Accept-Language. */
export const getLocale = cache(async (): Promise<ResolvedLocale> => {
  const h = await headers();
  // Layouts do not receive searchParams; the proxy forwards path and query in x-hopper-path.
  const query = new URLSearchParams((h.get("x-hopper-path") ?? "").split("?")[1] ?? "").get(LANGUAGE_QUERY_PARAM);
  return resolveLocale({
    query,
    cookie: (await cookies()).get(LOCALE_COOKIE)?.value,
    acceptLanguage: h.get("accept-language"),
  });
});

/** Server-side message lookup; client components receive the finished strings as props. */
export const getTranslator = cache(async () => {
  const { locale } = await getLocale();
  return createTranslator({ locale, messages: CATALOGUES[locale] ?? enUS });
});

export const getMessages = cache(async (): Promise<Messages> => CATALOGUES[(await getLocale()).locale] ?? enUS);
