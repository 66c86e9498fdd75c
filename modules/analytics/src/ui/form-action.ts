import "server-only";

import { redirect } from "next/navigation";
import { ZodError } from "zod";

import { AppError } from "@hopper/core/errors";
import type { ErrorCatalogues } from "@hopper/ui/i18n/error-text";
import { localizedFormErrors } from "@hopper/ui/server/localized-error";
import { refusalSeal } from "@hopper/ui/server/refusal-seal";
import { getViewer } from "@hopper/ui/server/viewer";

// The one form-action shape the payout and revenue forms share; each binds its own message catalogues.

/** A form field as text (a missing one is empty, which the procedure refuses). */
export const formText = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/** `path` with query parameters. */
export function withQuery(path: string, params: Record<string, string>): string {
  const [base = "", query = ""] = path.split("?");
  const search = new URLSearchParams(query);
  for (const [key, value] of Object.entries(params)) search.set(key, value);
  return `${base}?${search}`;
}

/** The refusal a caller threw (an AppError or a zod error), or null for anything else (which is rethrown). */
function refusalOf(error: unknown): AppError | ZodError | null {
  const cause = error instanceof Error && error.name === "TRPCError" ? error.cause : error;
  if (cause instanceof AppError && cause.code !== "internal_error") return cause;
  return cause instanceof ZodError ? cause : null;
}

/**
 * A form that works without JavaScript: call the procedure and go where `next` says; a refusal goes back to
 * `back` with its message (from `catalogues`) sealed in the reader's language, so a made-up `?error=` shows
 * nothing. Rules and authorization are the procedures' and services'; this only reads the form.
 */
export async function runFormAction<T>(
  catalogues: ErrorCatalogues,
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
    const shown = await localizedFormErrors(refused, catalogues);
    const message = shown.message ?? Object.values(shown.fields)[0] ?? "";
    target = withQuery(back, { error: message, seal: refusalSeal(message, {}) });
  }
  redirect(target);
}
