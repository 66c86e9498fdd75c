import type { HeaderSource } from "./header-source";
import { isExcluded } from "./exclusions";
import { countryOf } from "./geoip";
import { referrerKind, type ReferrerKind } from "./referrer-kind";

/** What a counted event records of its request besides the visitor's key. */
export interface RequestFacts {
  country: string;
  kind: ReferrerKind;
}

/** The facts of a request, or null when it is not counted at all (a bot, a prefetch). */
export async function requestFacts(
  ip: string,
  headers: HeaderSource,
  siteOrigins: readonly (string | undefined)[] = [],
): Promise<RequestFacts | null> {
  if (isExcluded(headers)) return null;
  return { country: await countryOf(ip), kind: referrerKind(headers, siteOrigins) };
}
