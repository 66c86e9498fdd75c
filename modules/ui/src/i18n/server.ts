import "server-only";

import { cache } from "react";
import { cookies, headers } from "next/headers";

import { LOCALE_COOKIE } from "../preferences/cookie-options";
import { formatterFor, messagesFor, translatorFor } from "./catalogue";
import type { Catalogue, MessageTree } from "./catalogue";
import { shellMessages } from "./messages/en-US";
import type { Messages } from "./messages/en-US";
import { LANGUAGE_QUERY_PARAM, resolveLocale } from "./resolve-locale";
import type { ResolvedLocale } from "./resolve-locale";

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

/**
 * A module catalogue's translator for this request: `const t = await getT(messages); t("key", { values })`.
 * Keys and ICU arguments are type-checked against the en-US text.
 */
export async function getT<M extends MessageTree>(catalogue: Catalogue<M>) {
  return translatorFor(catalogue, (await getLocale()).locale);
}

/** A module catalogue's raw messages in this request's locale (string lists, or labels handed to a client component). */
export async function getCatalogue<M extends MessageTree>(catalogue: Catalogue<M>): Promise<M> {
  return messagesFor(catalogue, (await getLocale()).locale);
}

/** `Intl` formatting for this request's locale: `(await getFormat()).dateTime(date, { dateStyle: "medium" })`. */
export const getFormat = cache(async () => formatterFor((await getLocale()).locale));

/** The shell's own catalogue (header, footer, banners, error pages); same as `getT(shellMessages)`. */
export const getTranslator = cache(async () => getT(shellMessages));

export const getMessages = cache(async (): Promise<Messages> => getCatalogue(shellMessages));
