import "server-only";

import { cookies, headers } from "next/headers";

import { chooseCurrency, CURRENCY_COOKIE } from "../../server/services/catalogue/choose-currency";
import type { CurrencyCode } from "../../server/services/catalogue/currencies";

const one = (value: string | string[] | undefined) => (typeof value === "string" ? value : null);

/** This request's currency: `?currency=`, the picker's cookie, the Accept-Language region, else USD. */
export async function visitorCurrency(query: Record<string, string | string[] | undefined>): Promise<CurrencyCode> {
  return chooseCurrency({
    query: one(query.currency),
    cookie: (await cookies()).get(CURRENCY_COOKIE)?.value,
    acceptLanguage: (await headers()).get("accept-language"),
  });
}
