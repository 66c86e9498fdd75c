import "server-only";

import { redirect } from "next/navigation";
import { ZodError } from "zod";

import { AppError } from "@hopper/core/errors/app-error";

import type { ErrorCatalogues } from "../i18n/error-text";
import { localizedFormErrors } from "./localized-error";
import { refusalSeal } from "./refusal-seal";
import { getViewer } from "./viewer";

// The one shape of the forms that work without JavaScript (billing's /plus, analytics' payouts and revenue,
// the changelog editor); each module binds its own wording in a small wrapper.

/** A form field as text (a missing one is empty, which the procedure's input refuses). */
export const formText = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/** `back` with more query parameters (those it already has are kept). */
export function withQuery(back: string, params: Record<string, string>): string {
  const [path = "", query = ""] = back.split("?");
  const search = new URLSearchParams(query);
  for (const [key, value] of Object.entries(params)) search.set(key, value);
  return `${path}?${search}`;
}

/** A refusal a form shows: an AppError other than internal_error, or a zod error. */
export type FormRefusal = AppError | ZodError;

/** The refusal a caller threw (a tRPC error's cause too), or null for anything else (which is rethrown). */
function refusalOf(error: unknown): FormRefusal | null {
  const cause = error instanceof Error && error.name === "TRPCError" ? error.cause : error;
  if (cause instanceof AppError && cause.code !== "internal_error") return cause;
  return cause instanceof ZodError ? cause : null;
}

/**
 * How a refusal is worded: message catalogues (the reader's language, by localizedFormErrors: the message, else
 * the first field's), or a function of the refusal.
 */
export type RefusalWording = ErrorCatalogues | ((refusal: FormRefusal) => string);

async function wordingOf(refusal: FormRefusal, wording: RefusalWording): Promise<string> {
  if (typeof wording === "function") return wording(refusal);
  const shown = await localizedFormErrors(refusal, wording);
  return shown.message ?? Object.values(shown.fields)[0] ?? "";
}

/**
 * A form that works without JavaScript: a signed-out reader goes to sign in (and back); else call the procedure
 * and go where `next` says; a refusal goes back to `back` with its message (worded by `wording`) sealed, so a
 * made-up `?error=` shows nothing. Rules and authorization are the procedures' and services'; this only reads
 * the form.
 */
export async function runFormAction<T>(
  wording: RefusalWording,
  back: string,
  call: () => Promise<T>,
  next: (result: T) => string,
): Promise<never> {
  if (!(await getViewer())) redirect(`/auth/sign-in?redirect=${encodeURIComponent(back)}`);
  let target: string;
  try {
    target = next(await call());
  } catch (error) {
    const refused = refusalOf(error);
    if (!refused) throw error;
    const message = await wordingOf(refused, wording);
    target = withQuery(back, { error: message, seal: refusalSeal(message, {}) });
  }
  redirect(target);
}
