import "server-only";

import { redirect } from "next/navigation";
import { ZodError } from "zod";

import { AppError } from "@hopper/core/errors";
import { localizedFormErrors } from "@hopper/ui/server/localized-error";
import { moduleCaller } from "@hopper/ui/server/module-caller";

import { oauthRouter } from "../../server/router";
import { appErrorMessages } from "./app-error-messages";
import type { AppFormState } from "./app-form-state";

/** The app procedures as the current request's viewer (the app pages and their server actions). */
export const appsCaller = async () => (await moduleCaller(oauthRouter)).apps;

export const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/** The refused call's AppError or ZodError (a procedure called through the caller wraps it in a TRPCError). */
function refusalCause(error: unknown): AppError | ZodError | null {
  const cause = error instanceof Error && error.name === "TRPCError" ? error.cause : error;
  if (cause instanceof AppError) return cause.code === "internal_error" ? null : cause;
  return cause instanceof ZodError ? cause : null;
}

/**
 * Runs an app form's procedure call: its outcome on success; a refusal as the form's message and inline field
 * messages in the reader's language, with what was typed kept. A session that ended meanwhile goes to sign in;
 * anything else (a crash, a redirect) propagates.
 */
export async function runAppForm(
  form: FormData,
  keep: readonly string[],
  work: () => Promise<Partial<AppFormState>>,
): Promise<AppFormState> {
  const values = Object.fromEntries(keep.map((name) => [name, form.getAll(name).map(String).join("\n")]));
  try {
    return { error: null, fields: {}, values, done: null, ...(await work()) };
  } catch (error) {
    if (error instanceof Error && error.name === "TRPCError" && (error as { code?: string }).code === "UNAUTHORIZED") {
      redirect("/auth/sign-in");
    }
    const cause = refusalCause(error);
    if (!cause) throw error;
    const shown = await localizedFormErrors(cause, [appErrorMessages]);
    // A field's message shows beside its field; the form's line repeats none of them.
    const message = Object.keys(shown.fields).length > 0 ? null : shown.message;
    return { error: message, fields: shown.fields, values, done: null };
  }
}
