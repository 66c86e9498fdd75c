import { AppError } from "@hopper/core/errors";
import { hasControlCharacter } from "@hopper/core/validation";

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
export function slugProblem(slug: string): string | null {
  if (slug.length < SLUG_MIN || slug.length > SLUG_MAX) {
    return `The URL must be between ${SLUG_MIN} and ${SLUG_MAX} characters.`;
  }
  if (!SLUG_PATTERN.test(slug)) {
    return "The URL may contain letters, digits, '-', '_' and '.', and must start with a letter or digit.";
  }
  if (/^\d+$/.test(slug)) return "The URL must contain a letter.";
  if (RESERVED_SLUGS.has(slugKey(slug))) return "This URL is reserved.";
  return null;
}

/** The problem with one-line text (a name, a summary), or null. Control characters are refused, NUL included. */
export function textProblem(label: string, value: string, min: number, max: number): string | null {
  if (hasControlCharacter(value)) return `${label} must not contain control characters.`;
  const length = value.trim().length;
  if (length < min || length > max) return `${label} must be between ${min} and ${max} characters.`;
  return null;
}

/** Throws invalid_input with field errors when any check failed. */
export function assertNoProblems(problems: Record<string, string | null>): void {
  const fields = Object.fromEntries(Object.entries(problems).filter(([, problem]) => problem)) as Record<
    string,
    string
  >;
  const entries = Object.values(fields);
  if (entries.length > 0) throw new AppError("invalid_input", entries[0]!, fields);
}

/** An http(s) URL, or null when empty. */
export function optionalUrl(label: string, value: string | null | undefined): string | null {
  if (value === undefined || value === null || value.trim() === "") return null;
  let parsed: URL;
  try {
    parsed = new URL(value.trim());
  } catch {
    throw new AppError("invalid_input", `${label} must be a valid URL.`, { [label]: `${label} must be a valid URL.` });
  }
  if (parsed.protocol !== "https:" && parsed.protocol !== "http:") {
    throw new AppError("invalid_input", `${label} must start with https:// or http://.`);
  }
  return parsed.toString();
}
