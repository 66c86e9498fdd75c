import { redirect } from "next/navigation";

import { AppError } from "@hopper/core/errors";
import { TRPCError } from "@hopper/core/trpc";
import { localizedFormErrors } from "@hopper/ui/server/localized-error";

import { errorMessages } from "../error-messages";

/** What every account form's action returns: a message, per-field problems, and the values to keep. */
export interface FormState {
  error: string | null;
  fields: Record<string, string>;
  values: Record<string, string>;
  /** A one-off success message or payload (e.g. recovery codes, shown once). */
  done?: string | null;
}

export const EMPTY_FORM: FormState = { error: null, fields: {}, values: {} };

/** Keeps what the user typed (never passwords or codes) so a failed submit loses nothing. */
export function keptValues(form: FormData, names: readonly string[]): Record<string, string> {
  return Object.fromEntries(names.map((name) => [name, String(form.get(name) ?? "")]));
}

/**
 * A refusal a person can act on, as the form shows it; null for anything else (a crash propagates to the
 * error page). A procedure called through the server-side caller throws TRPCError: its cause is the
 * service's AppError or the input's ZodError, or it is tRPC's own refusal (sign-in, scope).
 */
async function refusalOf(error: unknown): Promise<{ message: string | null; fields: Record<string, string> } | null> {
  // The services' refusals (and zod's) in the reader's language (docs/shell.md, "Errors from services").
  if (error instanceof AppError) return localizedFormErrors(error, [errorMessages]);
  if (!(error instanceof TRPCError)) return null;
  if (error.code === "UNAUTHORIZED") redirect("/auth/sign-in");
  if (error.cause instanceof AppError || (error.cause && "issues" in error.cause)) {
    return localizedFormErrors(error.cause, [errorMessages]);
  }
  return error.code === "INTERNAL_SERVER_ERROR" ? null : { message: error.message, fields: {} };
}

/**
 * Runs a form's work — in settings, one procedure call through `moduleCaller`, so validation and
 * authorization stay in the procedure — and turns a refusal into the form's message and inline field
 * errors. Anything else propagates (redirects too).
 */
export async function formAction(
  form: FormData,
  keep: readonly string[],
  work: () => Promise<string | null | void>,
): Promise<FormState> {
  const values = keptValues(form, keep);
  try {
    const done = await work();
    return { error: null, fields: {}, values, done: done ?? null };
  } catch (error) {
    const refusal = await refusalOf(error);
    if (!refusal) throw error;
    return { error: refusal.message, fields: refusal.fields, values };
  }
}

export const text = (form: FormData, name: string) => String(form.get(name) ?? "");

/** For actions without a form state: a signed-out visitor (an expired session) goes to the sign-in page. */
export async function signedIn<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof TRPCError && error.code === "UNAUTHORIZED") redirect("/auth/sign-in");
    throw error;
  }
}
