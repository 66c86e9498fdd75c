"use client";

import { createContext, useContext, useMemo } from "react";
import type { ReactNode } from "react";

import { formatterFor, messagesFor, translatorFor } from "./catalogue";
import type { Catalogue, MessageTree } from "./catalogue";
import { DEFAULT_LOCALE } from "./languages";

const LocaleContext = createContext<string>(DEFAULT_LOCALE);

/** Set once by the root layout with the request's locale; client components read it through the hooks below. */
export function LocaleProvider({ locale, children }: { locale: string; children: ReactNode }) {
  return <LocaleContext.Provider value={locale}>{children}</LocaleContext.Provider>;
}

/** The page's locale in a client component. */
export const useLocale = () => useContext(LocaleContext);

/** A module catalogue's translator in a client component: `const t = useT(messages); t("key")`. */
export function useT<M extends MessageTree>(catalogue: Catalogue<M>) {
  const locale = useLocale();
  return useMemo(() => translatorFor(catalogue, locale), [catalogue, locale]);
}

/** A module catalogue's raw messages (string lists) in a client component. */
export function useCatalogue<M extends MessageTree>(catalogue: Catalogue<M>): M {
  return messagesFor(catalogue, useLocale());
}

/** `Intl` formatting (dates, times, relative times, numbers) in a client component. */
export function useFormat() {
  const locale = useLocale();
  return useMemo(() => formatterFor(locale), [locale]);
}
