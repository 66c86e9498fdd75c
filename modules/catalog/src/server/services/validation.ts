import { AppError } from "@hopper/core/errors";
import { hasControlCharacter } from "@hopper/core/validation";

import { problem, refusal } from "./refusals";
import type { Problem } from "./refusals";

export const SLUG_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_.-]*$/;
export const SLUG_MIN = 3;
export const SLUG_MAX = 64;
export const NAME_MIN = 3;
export const NAME_MAX = 64;
export const SUMMARY_MIN = 3;
export const SUMMARY_MAX = 256;
export const BODY_MAX = 65_536;

/** Words a slug may not be: they are, or may become, paths next to the project's. */
export const RESERVED_SLUGS = new Set(["new", "settings", "versions", "version", "gallery", "changelog", "search"]);

export const slugKey = (slug: string) => slug.toLowerCase();

/** Returns the problem with a slug, or null. Slugs are compared without case. */
export function slugProblem(slug: string): Problem | null {
  if (slug.length < SLUG_MIN || slug.length > SLUG_MAX) {
    return problem("slugLength", { min: String(SLUG_MIN), max: String(SLUG_MAX) });
  }
  if (!SLUG_PATTERN.test(slug)) return problem("slugPattern");
  if (/^\d+$/.test(slug)) return problem("slugDigits");
  if (RESERVED_SLUGS.has(slugKey(slug))) return problem("slugReserved");
  return null;
}

/** Which one-line text a problem is about: its English name and its catalogue's `field` select. */
export type TextField = "name" | "summary" | "description";

/** The problem with one-line text (a name, a summary), or null. Control characters are refused, NUL included. */
export function textProblem(field: TextField, value: string, min: number, max: number): Problem | null {
  if (hasControlCharacter(value)) return problem("controlCharacters", { field });
  const length = value.trim().length;
  if (length < min || length > max) return problem("textLength", { field, min: String(min), max: String(max) });
  return null;
}

/** A form's checks by field: a refusal of the catalogue, an English sentence (not converted yet), or none. */
export type Problems = Record<string, Problem | string | null>;

/**
 * Throws invalid_input with field errors when any check failed: the first problem is the message; the
 * catalogue's ones carry their descriptors, so the site shows them in the reader's language.
 */
export function assertNoProblems(problems: Problems): void {
  const found = Object.entries(problems).filter((entry): entry is [string, Problem | string] => Boolean(entry[1]));
  if (found.length === 0) return;
  const text = (value: Problem | string) => (typeof value === "string" ? value : value.text);
  const fields = Object.fromEntries(found.map(([name, value]) => [name, text(value)]));
  const descriptors = Object.fromEntries(
    found.flatMap(([name, value]) => (typeof value === "string" ? [] : [[name, value.descriptor]])),
  );
  const first = found[0]![1];
  // An English-only first problem has no descriptor of its own (an empty key: the site shows its English text).
  const descriptor =
    typeof first === "string" ? { key: "", fields: descriptors } : { ...first.descriptor, fields: descriptors };
  throw new AppError("invalid_input", text(first), fields, descriptor);
}

/** A link field, named in its refusals as the REST API has always named it (issuesUrl must be a valid URL.). */
export type UrlField =
  "licenseUrl" | "issuesUrl" | "sourceUrl" | "wikiUrl" | "discordUrl" | "donationLinks" | "iconUrl";

/** An http(s) URL, or null when empty. */
export function optionalUrl(field: UrlField, value: string | null | undefined): string | null {
  if (value === undefined || value === null || value.trim() === "") return null;
  let parsed: URL;
  try {
    parsed = new URL(value.trim());
  } catch {
    throw refusal("invalid_input", problem("urlInvalid", { field }), field);
  }
  if (parsed.protocol !== "https:" && parsed.protocol !== "http:") {
    throw refusal("invalid_input", problem("urlScheme", { field }));
  }
  return parsed.toString();
}
