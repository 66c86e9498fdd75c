import { AppError } from "@hopper/core/errors/app-error";
import type { ErrorDescriptor, MessageDescriptor } from "@hopper/core/errors/app-error";

import { messageText, fieldTexts } from "../i18n/error-text";
import type { ErrorCatalogues } from "../i18n/error-text";
import { shellMessages } from "../i18n/messages/en-US";

/**
 * What a form shows after a failed submit: one message above or below the form, and one per field, in English;
 * beside them the descriptors that say them in the reader's language (`localizeFormErrors`).
 */
export interface FormErrors {
  message: string | null;
  fields: Record<string, string>;
  descriptor?: MessageDescriptor | null;
  fieldDescriptors?: Record<string, MessageDescriptor>;
}

/** Shown when the error carries nothing a person can act on (a crash, a lost connection). */
export const GENERIC_FORM_ERROR = shellMessages.messages.forms.generic;

/** The summary above a form whose fields failed validation (each field shows its own message). */
export const FIX_FIELDS = shellMessages.messages.forms.fixFields;

const shellKey = (key: string): MessageDescriptor => ({ key: `${shellMessages.namespace}.${key}` });
const GENERIC = { message: GENERIC_FORM_ERROR, descriptor: shellKey("forms.generic") };
const FIX = { message: FIX_FIELDS, descriptor: shellKey("forms.fixFields") };

/** zod issue codes the shell catalogue says in the reader's language (`validation.<code>`). */
const ISSUE_CODES = new Set(Object.keys(shellMessages.messages.validation));

interface Issue {
  path: readonly PropertyKey[];
  message: string;
  code?: unknown;
  values?: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;

function isIssueList(value: unknown): value is Issue[] {
  return (
    Array.isArray(value) &&
    value.every((issue) => isRecord(issue) && Array.isArray(issue.path) && typeof issue.message === "string")
  );
}

function stringFields(value: unknown): Record<string, string> {
  if (!isRecord(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  );
}

/** zod issues → field name (the path joined with dots: `links.source`) → the first message for it. */
function issueFields(issues: Issue[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join(".");
    if (key && !(key in fields)) fields[key] = issue.message;
  }
  return fields;
}

/**
 * The same fields' descriptors: the shell's `validation.<code>` with the issue's limit — as the tRPC formatter
 * sends it (`values`), or read off a ZodError's own issue (`maximum`, `minimum`, `origin`).
 */
function issueDescriptors(issues: Issue[]): Record<string, MessageDescriptor> {
  const descriptors: Record<string, MessageDescriptor> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join(".");
    if (!key || key in descriptors || typeof issue.code !== "string" || !ISSUE_CODES.has(issue.code)) continue;
    descriptors[key] = {
      key: `${shellMessages.namespace}.validation.${issue.code}`,
      values: isRecord(issue.values) ? descriptorValues(issue.values) : limitValues(issue),
    };
  }
  return descriptors;
}

function limitValues(issue: Issue): Record<string, string | number> {
  const values: Record<string, string | number> = {};
  const { origin } = issue as { origin?: unknown };
  for (const name of ["maximum", "minimum"] as const) {
    const limit = (issue as Partial<Record<typeof name, unknown>>)[name];
    if (typeof limit === "number" || typeof limit === "bigint") values[name] = Number(limit);
  }
  if (typeof origin === "string") values.origin = origin;
  return values;
}

function descriptorValues(value: unknown): Record<string, string | number> {
  if (!isRecord(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter(
      (entry): entry is [string, string | number] => typeof entry[1] === "string" || typeof entry[1] === "number",
    ),
  );
}

/** A message descriptor as it travels in a tRPC error's data, or null. */
function descriptorOf(value: unknown): MessageDescriptor | null {
  if (!isRecord(value) || typeof value.key !== "string" || !value.key) return null;
  return { key: value.key, values: descriptorValues(value.values) };
}

function descriptorsOf(value: unknown): Record<string, MessageDescriptor> {
  if (!isRecord(value)) return {};
  return Object.fromEntries(
    Object.entries(value).flatMap(([name, descriptor]) => {
      const found = descriptorOf(descriptor);
      return found ? [[name, found]] : [];
    }),
  );
}

/**
 * Turns whatever a submit threw or returned into inline messages: an `AppError` (a service's own, on the
 * server: its `fields`), a tRPC client error (the formatter in core/trpc puts `data.appError.fields` and
 * `data.zodIssues` on it), a `ZodError` (its `issues`), or anything else (the generic message: an unknown
 * error's text is not for people). Failed input validation gets a summary line (`FIX_FIELDS`) beside the
 * per-field messages, so the form says that something needs fixing even when the field is out of view.
 */
export function formErrorsOf(error: unknown): FormErrors {
  if (error instanceof AppError) {
    const own: ErrorDescriptor = error.descriptor ?? { key: "" };
    const { fields: fieldDescriptors, ...descriptor } = own;
    return {
      message: error.message,
      fields: stringFields(error.fields),
      descriptor: descriptor.key ? descriptor : null,
      fieldDescriptors: fieldDescriptors ?? {},
    };
  }
  if (!isRecord(error)) return { ...GENERIC, fields: {} };

  // A tRPC client error (TRPCClientError, or its JSON shape { message, data }).
  if (isRecord(error.data) && ("appError" in error.data || "zodIssues" in error.data)) {
    const data = error.data;
    const appError = isRecord(data.appError) ? data.appError : null;
    const issues = isIssueList(data.zodIssues) ? data.zodIssues : [];
    const zodFields = issueFields(issues);
    const fields = { ...zodFields, ...(appError ? stringFields(appError.fields) : {}) };
    const fieldDescriptors = {
      ...issueDescriptors(issues),
      ...(appError ? descriptorsOf(appError.fieldMessages) : {}),
    };
    const text = typeof error.message === "string" && error.message ? error.message : null;
    // A service's AppError message is written for people.
    if (appError) {
      return text
        ? { message: text, fields, descriptor: descriptorOf(appError.message), fieldDescriptors }
        : { ...GENERIC, fields, fieldDescriptors };
    }
    // tRPC's message for input that failed its zod schema is the issues as JSON: not for people.
    if (Object.keys(zodFields).length > 0) return { ...FIX, fields, fieldDescriptors };
    // Our own TRPCErrors (sign in, permissions) are readable; a crash's text is not.
    const crashed = data.code === "INTERNAL_SERVER_ERROR" || data.httpStatus === 500;
    return text && !crashed ? { message: text, fields, fieldDescriptors } : { ...GENERIC, fields, fieldDescriptors };
  }

  // A ZodError (or anything carrying its issues).
  if (isIssueList(error.issues)) {
    return { ...FIX, fields: issueFields(error.issues), fieldDescriptors: issueDescriptors(error.issues) };
  }

  return { ...GENERIC, fields: {} };
}

/**
 * The errors in `locale`: the message and each field's message read from the catalogue its descriptor names
 * (the form's module catalogues, and the shell's for zod issues and the generic texts), each falling back to
 * its English text.
 */
export function localizeFormErrors(errors: FormErrors, catalogues: ErrorCatalogues, locale: string): FormErrors {
  return {
    ...errors,
    message: errors.message === null ? null : messageText(errors.descriptor, errors.message, catalogues, locale),
    fields: fieldTexts(errors.fields, errors.fieldDescriptors, catalogues, locale),
  };
}
