import { describe, expect, it } from "vitest";

import { chooseCurrency, parseCurrency } from "../src/server/services/catalogue/choose-currency";
import { formatMoney } from "../src/ui/money";

// The visitor's currency and how money reads (spec §9: a currency sign, rounded down to cents).
describe("chooseCurrency", () => {
  it("takes the explicit ?currency= first, then the cookie, whatever the languages say", () => {
    expect(chooseCurrency({ query: "eur", cookie: "GBP", acceptLanguage: "ja" })).toBe("EUR");
    expect(chooseCurrency({ cookie: "GBP", acceptLanguage: "ja" })).toBe("GBP");
    expect(chooseCurrency({ query: "XYZ", cookie: "bogus", acceptLanguage: "ja" })).toBe("JPY");
    expect(chooseCurrency({ query: "EUR".repeat(300) })).toBe("USD");
  });

  it("reads the region of the preferred language, else the language's own region, else USD", () => {
    expect(chooseCurrency({ acceptLanguage: "en-GB,en;q=0.9" })).toBe("GBP");
    expect(chooseCurrency({ acceptLanguage: "de-DE" })).toBe("EUR");
    expect(chooseCurrency({ acceptLanguage: "fr-CH" })).toBe("CHF");
    expect(chooseCurrency({ acceptLanguage: "ja" })).toBe("JPY");
    expect(chooseCurrency({ acceptLanguage: "zh-Hant-TW" })).toBe("TWD");
    expect(chooseCurrency({ acceptLanguage: "pt-BR" })).toBe("BRL");
    expect(chooseCurrency({ acceptLanguage: "en-US" })).toBe("USD");
    expect(chooseCurrency({ acceptLanguage: "en" })).toBe("USD");
    expect(chooseCurrency({ acceptLanguage: "es-419" })).toBe("USD");
    expect(chooseCurrency({ acceptLanguage: "en-XX, sv;q=0.5" })).toBe("SEK");
    expect(chooseCurrency({ acceptLanguage: "en-US;q=0.1, ko-KR;q=0.8" })).toBe("KRW");
    expect(chooseCurrency({ acceptLanguage: "*" })).toBe("USD");
    expect(chooseCurrency({})).toBe("USD");
    expect(chooseCurrency({ acceptLanguage: ";;;,,,q=,".repeat(1000) })).toBe("USD");
  });

  it("parseCurrency accepts only currencies Hopper sells in", () => {
    expect(parseCurrency(" jpy ")).toBe("JPY");
    expect(parseCurrency("XAU")).toBeNull();
    expect(parseCurrency(undefined)).toBeNull();
  });
});

describe("formatMoney", () => {
  it("shows the currency sign with the minor unit's digits", () => {
    expect(formatMoney(499, "USD", "en-US")).toBe("$4.99");
    expect(formatMoney(449, "EUR", "en-US")).toBe("€4.49");
    expect(formatMoney(500, "JPY", "en-US")).toBe("¥500");
    expect(formatMoney(6900, "KRW", "en-US")).toBe("₩6,900");
    expect(formatMoney(4500, "CLP", "en-US")).toBe("CLP\u00a04,500");
    expect(formatMoney(144000, "USD", "en-US")).toBe("$1,440.00");
    expect(formatMoney(449, "EUR", "de-DE")).toBe("4,49\u00a0€");
    expect(formatMoney(-499, "USD", "en-US")).toBe("-$4.99");
  });

  it("never rounds up: a fraction of a minor unit is dropped", () => {
    expect(formatMoney(499.99, "USD", "en-US")).toBe("$4.99");
    expect(formatMoney(0.5, "USD", "en-US")).toBe("$0.00");
    expect(formatMoney(749.9, "JPY", "en-US")).toBe("¥749");
  });

  it("shortens to k and M on request, rounded down", () => {
    expect(formatMoney(1_299_999, "USD", "en-US", { compact: true })).toBe("$12.9k");
    expect(formatMoney(999_999_999, "USD", "en-US", { compact: true })).toBe("$9.9M");
    expect(formatMoney(499, "USD", "en-US", { compact: true })).toBe("$4.99");
  });
});
