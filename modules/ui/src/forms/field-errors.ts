import { AppError } from "@hopper/core/errors/app-error";

/** What a form shows after a failed submit: one message above or below the form, and one per field. */
export interface FormErrors {
  message: string | null;
  fields: Record<string, string>;
}

/** Shown when the error carries nothing a person can act on (a crash, a lost connection). */
export const GENERIC_FORM_ERROR = "Something went wrong. Please try again.";

/** The summary above a form whose fields failed validation (each field shows its own message). */
export const FIX_FIELDS = "Please correct the highlighted fields.";

interface Issue {
  path: readonly PropertyKey[];
  message: string;
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
 * Turns whatever a submit threw or returned into inline messages: an `AppError` (a service's own, on the
 * server: its `fields`), a tRPC client error (the formatter in core/trpc puts `data.appError.fields` and
 * `data.zodIssues` on it), a `ZodError` (its `issues`), or anything else (the generic message: an unknown
 * error's text is not for people). Failed input validation gets a summary line (`FIX_FIELDS`) beside the
 * per-field messages, so the form says that something needs fixing even when the field is out of view.
 */
export function formErrorsOf(error: unknown): FormErrors {
  if (error instanceof AppError) {
    return { message: error.message, fields: stringFields(error.fields) };
  }
  if (!isRecord(error)) return { message: GENERIC_FORM_ERROR, fields: {} };

  // A tRPC client error (TRPCClientError, or its JSON shape { message, data }).
  if (isRecord(error.data) && ("appError" in error.data || "zodIssues" in error.data)) {
    const data = error.data;
    const appError = isRecord(data.appError) ? data.appError : null;
    const zodFields = isIssueList(data.zodIssues) ? issueFields(data.zodIssues) : {};
    const fields = { ...zodFields, ...(appError ? stringFields(appError.fields) : {}) };
    const text = typeof error.message === "string" && error.message ? error.message : null;
    // A service's AppError message is written for people.
    if (appError) return { message: text ?? GENERIC_FORM_ERROR, fields };
    // tRPC's message for input that failed its zod schema is the issues as JSON: not for people.
    if (Object.keys(zodFields).length > 0) return { message: FIX_FIELDS, fields };
    // Our own TRPCErrors (sign in, permissions) are readable; a crash's text is not.
    const crashed = data.code === "INTERNAL_SERVER_ERROR" || data.httpStatus === 500;
    return { message: text && !crashed ? text : GENERIC_FORM_ERROR, fields };
  }

  // A ZodError (or anything carrying its issues).
  if (isIssueList(error.issues)) {
    return { message: FIX_FIELDS, fields: issueFields(error.issues) };
  }

  return { message: GENERIC_FORM_ERROR, fields: {} };
}
