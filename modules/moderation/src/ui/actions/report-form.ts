import "server-only";

import { redirect } from "next/navigation";
import { ZodError } from "zod";

import { AppError } from "@hopper/core/errors";
import { localizedFormErrors } from "@hopper/ui/server/localized-error";
import { refusalSeal } from "@hopper/ui/server/refusal-seal";
import { getViewer } from "@hopper/ui/server/viewer";

import { reportErrorMessages } from "../report-error-messages";

export const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/** The refused call's AppError or ZodError, or null for a crash (rethrown by the caller). */
function refusalCause(error: unknown): AppError | ZodError | null {
  const cause = error instanceof Error && error.name === "TRPCError" ? error.cause : error;
  if (cause instanceof AppError) return cause.code === "internal_error" ? null : cause;
  return cause instanceof ZodError ? cause : null;
}

/**
 * Runs a report form's procedure without JavaScript: success redirects to the address `work` returns; a refusal
 * goes back to `back` with the message and field messages in the reader's language, sealed (`seal=`,
 * ui/refusal-seal.ts) so the page shows only refusals this site wrote. `onConflict` may send a 409 elsewhere
 * (the report form's offer of the open report). A visitor signed out meanwhile is sent to sign in and back.
 */
export async function runReportForm(
  back: string,
  work: () => Promise<string>,
  onConflict?: (error: AppError) => string,
): Promise<never> {
  if (!(await getViewer())) redirect(`/auth/sign-in?redirect=${encodeURIComponent(back)}`);
  let target: string;
  try {
    target = await work();
  } catch (error) {
    const cause = refusalCause(error);
    if (cause === null) throw error;
    if (onConflict && cause instanceof AppError && cause.code === "conflict") redirect(onConflict(cause));
    const shown = await localizedFormErrors(cause, [reportErrorMessages]);
    const url = new URL(back, "http://hopper.invalid");
    const fields = Object.fromEntries(Object.entries(shown.fields).map(([name, message]) => [name, message]));
    // A field's message shows beside its field; the notice repeats none of them.
    const message = Object.keys(fields).length > 0 ? null : shown.message;
    if (message) url.searchParams.set("error", message);
    for (const [name, value] of Object.entries(fields)) url.searchParams.set(`field.${name}`, value);
    url.searchParams.set("seal", refusalSeal(message, fields));
    redirect(`${url.pathname}${url.search}`);
  }
  redirect(target);
}
