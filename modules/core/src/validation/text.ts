import { z } from "zod";

/**
 * Shared rules for user text. PostgreSQL refuses NUL in `text` (error 22021, which used to surface as a 500),
 * and other control characters in one-line fields (titles, names, numbers) are invisible, break layouts and
 * forge log lines. Multi-line fields (descriptions, changelogs, bios) keep line breaks and tabs.
 */

/** C0 controls, DEL and C1 controls: nothing a person types into a one-line field. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/u;
// eslint-disable-next-line no-control-regex -- matching NUL is the point
const NUL = /\u0000/u;

export interface TextRule {
  /** Sentence subject used in messages, e.g. "The title" → "The title must be at most 64 characters." */
  label: string;
  /** Most characters allowed (UTF-16 code units, as `String.length` and the existing limits count). */
  max: number;
  /** Fewest characters; 0 (the default) allows an empty string. Counted after trimming when `trim` is set. */
  min?: number;
  /** Trim surrounding whitespace before the checks (keep each field's current semantics: off by default). */
  trim?: boolean;
}

/** True when the text holds a NUL character (PostgreSQL cannot store it). */
export function hasNul(value: string): boolean {
  return NUL.test(value);
}

/** True when the text holds a control character (C0 including NUL, DEL, C1). */
export function hasControlCharacter(value: string): boolean {
  return CONTROL.test(value);
}

/** The problem with one-line text as a clear sentence, or null when it is fine. For services that check by hand. */
export function singleLineProblem(value: string, rule: TextRule): string | null {
  if (hasControlCharacter(value)) return `${rule.label} must not contain control characters.`;
  return lengthProblem(value, rule);
}

/** The problem with multi-line text (line breaks and tabs allowed, NUL not), or null when it is fine. */
export function multiLineProblem(value: string, rule: TextRule): string | null {
  if (hasNul(value)) return `${rule.label} must not contain NUL characters.`;
  return lengthProblem(value, rule);
}

function lengthProblem(value: string, rule: TextRule): string | null {
  if (value.length > rule.max) return `${rule.label} must be at most ${rule.max} characters.`;
  const min = rule.min ?? 0;
  if (value.length < min) {
    return min === 1 ? `${rule.label} must not be empty.` : `${rule.label} must be at least ${min} characters.`;
  }
  return null;
}

function textSchema(rule: TextRule, problem: (value: string, rule: TextRule) => string | null) {
  const base = z.string({ error: `${rule.label} must be a string.` });
  const prepared = rule.trim ? base.trim() : base;
  // The maximum as a zod check too, so it shows as maxLength in JSON Schema (/v2/openapi.json, the input tests).
  return prepared
    .max(rule.max, `${rule.label} must be at most ${rule.max} characters.`)
    .superRefine((value, context) => {
      const message = problem(value, rule);
      if (message) context.addIssue({ code: "custom", message, input: value });
    });
}

/** A zod string for one-line text: at most `max` characters, no control characters (NUL included). */
export function singleLineText(rule: TextRule) {
  return textSchema(rule, singleLineProblem);
}

/** A zod string for multi-line text: at most `max` characters, `\n`, `\r` and `\t` allowed, no NUL. */
export function multiLineText(rule: TextRule) {
  return textSchema(rule, multiLineProblem);
}

/**
 * Any string without NUL, for identifiers and lookups read from paths, query strings and bodies
 * (slugs, ids, search text) whose length is checked elsewhere.
 */
export function noNulText(label: string) {
  return z.string({ error: `${label} must be a string.` }).refine((value) => !hasNul(value), {
    message: `${label} must not contain NUL characters.`,
  });
}

/**
 * Whether any string in a parsed input (a JSON body, a tRPC input, form fields) holds NUL, keys included.
 * Boundaries call it once so no route, procedure or action can hand NUL to PostgreSQL.
 */
export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return hasNul(value);
  if (value === null || typeof value !== "object" || depth > 64) return false;
  if (Array.isArray(value)) return value.some((item) => containsNul(item, depth + 1));
  if (value instanceof Map) {
    return [...value].some(([key, item]) => containsNul(key, depth + 1) || containsNul(item, depth + 1));
  }
  if (Object.getPrototypeOf(value) !== Object.prototype && Object.getPrototypeOf(value) !== null) return false;
  return Object.entries(value).some(([key, item]) => hasNul(key) || containsNul(item, depth + 1));
}
