import { FALLBACK_CURRENCY, isSupportedCurrency } from "./currencies";
import type { CurrencyCode } from "./currencies";

// Which currency a visitor sees prices in (docs/billing.md, "Products and prices"): an explicit choice first
// (`?currency=`, then the `currency` cookie the picker sets), else the region of their preferred languages,
// else USD. Pure, so the page, the procedures and the tests share it.

/** The cookie the /plus currency picker sets. */
export const CURRENCY_COOKIE = "currency";

/** Region (ISO 3166) → its currency, for the regions whose currency Hopper sells in. */
const REGION_CURRENCY: Record<string, CurrencyCode> = {
  US: "USD",
  GB: "GBP",
  CA: "CAD",
  AU: "AUD",
  NZ: "NZD",
  JP: "JPY",
  CN: "CNY",
  IN: "INR",
  BR: "BRL",
  MX: "MXN",
  AR: "ARS",
  CL: "CLP",
  CO: "COP",
  PE: "PEN",
  KR: "KRW",
  TW: "TWD",
  HK: "HKD",
  SG: "SGD",
  MY: "MYR",
  ID: "IDR",
  PH: "PHP",
  TH: "THB",
  VN: "VND",
  TR: "TRY",
  PL: "PLN",
  CZ: "CZK",
  HU: "HUF",
  RO: "RON",
  SE: "SEK",
  NO: "NOK",
  DK: "DKK",
  CH: "CHF",
  LI: "CHF",
  ZA: "ZAR",
  ...Object.fromEntries(
    [
      "AT",
      "BE",
      "CY",
      "DE",
      "EE",
      "ES",
      "FI",
      "FR",
      "GR",
      "HR",
      "IE",
      "IT",
      "LT",
      "LU",
      "LV",
      "MT",
      "NL",
      "PT",
      "SI",
      "SK",
    ].map((region) => [region, "EUR" as const]),
  ),
};

/**
 * A language without a region (`ja`, `de`) stands for the region most of its speakers pay from. English, Spanish
 * and Portuguese without a region say nothing certain (US or GB, Spain or Mexico, Brazil or Portugal): none.
 */
const LANGUAGE_REGION: Record<string, string> = {
  ja: "JP",
  ko: "KR",
  zh: "CN",
  de: "DE",
  fr: "FR",
  it: "IT",
  nl: "NL",
  fi: "FI",
  el: "GR",
  pl: "PL",
  cs: "CZ",
  hu: "HU",
  ro: "RO",
  sv: "SE",
  nb: "NO",
  nn: "NO",
  no: "NO",
  da: "DK",
  tr: "TR",
  th: "TH",
  vi: "VN",
  id: "ID",
  ms: "MY",
  hi: "IN",
};

/** At most this many language tags are read: a header is the client's, and a long one says no more. */
const MAX_TAGS = 20;

/** The Accept-Language tags, best first (a higher q first; equal q keep their order), without `*`. */
function preferredTags(header: string): string[] {
  return header
    .slice(0, 1000)
    .split(",")
    .slice(0, MAX_TAGS)
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ tag, q }) => tag && tag !== "*" && Number.isFinite(q) && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map(({ tag }) => tag);
}

/** The currency of one language tag: its region's (`en-GB`, `zh-Hant-TW`, `es-419` is none), else the language's. */
function currencyOfTag(tag: string): CurrencyCode | null {
  const [language = "", ...rest] = tag.split(/[-_]/);
  const region = rest.find((subtag) => /^[A-Za-z]{2}$/.test(subtag))?.toUpperCase();
  if (region) return REGION_CURRENCY[region] ?? null;
  const implied = LANGUAGE_REGION[language.toLowerCase()];
  return implied ? (REGION_CURRENCY[implied] ?? null) : null;
}

/** A currency code as typed (`eur`, ` GBP `) if Hopper sells in it, else null. */
export function parseCurrency(value: string | null | undefined): CurrencyCode | null {
  const code = (value ?? "").trim().toUpperCase();
  return code.length === 3 && isSupportedCurrency(code) ? code : null;
}

export interface CurrencyHints {
  /** The `currency` cookie. */
  cookie?: string | null;
  acceptLanguage?: string | null;
  /** `?currency=` of the page. */
  query?: string | null;
}

/** The visitor's currency: the query's, the cookie's, the first preferred language's region's, else USD. */
export function chooseCurrency({ cookie, acceptLanguage, query }: CurrencyHints): CurrencyCode {
  const explicit = parseCurrency(query) ?? parseCurrency(cookie);
  if (explicit) return explicit;
  for (const tag of preferredTags(acceptLanguage ?? "")) {
    const currency = currencyOfTag(tag);
    if (currency) return currency;
  }
  return FALLBACK_CURRENCY;
}
