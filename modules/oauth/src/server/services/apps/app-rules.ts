import { ALL_SCOPE_BITS, bitsToScopes } from "@hopper/core/auth";
import { hasControlCharacter, hasNul } from "@hopper/core/validation";

import { GRANTABLE_SCOPE_BITS } from "../scope-string";
import { REDIRECT_URIS_MAX, redirectUriProblem } from "./redirect-uri";
import { problem, refusal } from "./refusals";

// The rules of an app's fields (issue 17, "Your applications"), one function per field: each returns the value
// to store or throws the refusal naming its form field. The page, the CLI and the REST routes all pass through
// them, so none of them can store what another would refuse.

export const APP_NAME_MIN = 3;
export const APP_NAME_MAX = 64;
export const APP_DESCRIPTION_MAX = 1024;
export const APP_URL_MAX = 2048;
export const REDIRECT_URIS_MIN = 1;
export const APP_ICON_MAX_BYTES = 256 * 1024;

/** The name, trimmed: 3–64 characters on one line. */
export function appName(value: string): string {
  const name = value.trim();
  if (name.length < APP_NAME_MIN || name.length > APP_NAME_MAX) {
    throw refusal(
      "invalid_input",
      problem("nameLength", { min: String(APP_NAME_MIN), max: String(APP_NAME_MAX) }),
      "name",
    );
  }
  if (hasControlCharacter(name)) throw refusal("invalid_input", problem("nameControlCharacters"), "name");
  return name;
}

/** The description, trimmed, at most 1,024 characters; empty is none. */
export function appDescription(value: string | null | undefined): string | null {
  const description = (value ?? "").trim();
  if (description.length > APP_DESCRIPTION_MAX) {
    throw refusal("invalid_input", problem("descriptionLength", { max: String(APP_DESCRIPTION_MAX) }), "description");
  }
  if (hasNul(description)) throw refusal("invalid_input", problem("descriptionNul"), "description");
  return description || null;
}

/** The home page: an absolute http(s) URL of at most 2,048 characters; empty is none. */
export function appUrl(value: string | null | undefined): string | null {
  const url = (value ?? "").trim();
  if (!url) return null;
  if (url.length > APP_URL_MAX)
    throw refusal("invalid_input", problem("urlLength", { max: String(APP_URL_MAX) }), "url");
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw refusal("invalid_input", problem("urlInvalid"), "url");
  }
  if ((parsed.protocol !== "http:" && parsed.protocol !== "https:") || /\s/.test(url)) {
    throw refusal("invalid_input", problem("urlInvalid"), "url");
  }
  return url;
}

/** 1–10 redirect URIs (after removing blanks and repeats), each one registrable (redirect-uri.ts). */
export function appRedirectUris(values: readonly string[]): string[] {
  const uris = [...new Set(values.map((value) => value.trim()).filter(Boolean))];
  if (uris.length < REDIRECT_URIS_MIN || uris.length > REDIRECT_URIS_MAX) {
    throw refusal(
      "invalid_input",
      problem("redirectUrisCount", { min: String(REDIRECT_URIS_MIN), max: String(REDIRECT_URIS_MAX) }),
      "redirectUris",
    );
  }
  for (const uri of uris) {
    const reason = redirectUriProblem(uri);
    if (reason) throw refusal("invalid_input", problem("redirectUri", { problem: reason }), "redirectUris");
  }
  return uris;
}

/** The maximum scopes: a non-empty set of grantable scopes; a restricted one is refused by name. */
export function appMaxScopes(bits: bigint): bigint {
  if (bits < 0n || (bits & ~ALL_SCOPE_BITS) !== 0n)
    throw refusal("invalid_input", problem("scopesUnknown"), "maxScopes");
  const restricted = bits & ~GRANTABLE_SCOPE_BITS;
  if (restricted !== 0n) {
    const names = bitsToScopes(restricted).join(", ");
    throw refusal("invalid_input", problem("scopesRestricted", { names }), "maxScopes");
  }
  if (bits === 0n) throw refusal("invalid_input", problem("scopesEmpty"), "maxScopes");
  return bits;
}
