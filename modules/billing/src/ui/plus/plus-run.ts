import "server-only";

import { redirect } from "next/navigation";
import { ZodError } from "zod";

import { AppError } from "@hopper/core/errors";
import { localizedFormErrors } from "@hopper/ui/server/localized-error";
import { refusalSeal } from "@hopper/ui/server/refusal-seal";
import { getViewer } from "@hopper/ui/server/viewer";

import { catalogueErrorMessages } from "../catalogue/catalogue-error-messages";
import { chargeErrorMessages } from "../charges/charge-error-messages";
import { paymentMethodErrorMessages } from "../payment-methods/payment-method-errors";

/** A form field as text (a missing one is empty, which the procedure's input refuses). */
export const formText = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/** `back` with more query parameters. */
export function withQuery(back: string, params: Record<string, string>): string {
  const [path = "", query = ""] = back.split("?");
  const search = new URLSearchParams(query);
  for (const [key, value] of Object.entries(params)) search.set(key, value);
  return `${path}?${search}`;
}

/**
 * The /plus forms' one shape (they work without JavaScript): call the procedure, then go where `next` says; a
 * refusal goes back to `back` with its message sealed in the reader's language (a made-up `?error=` shows
 * nothing). Rules and authorization are the procedures' and services'; this only reads the form.
 */
export async function runPlusAction<T>(
  back: string,
  call: () => Promise<T>,
  next: (result: T) => string,
): Promise<never> {
  if (!(await getViewer())) redirect(`/auth/sign-in?redirect=${encodeURIComponent(back)}`);
  let target: string;
  try {
    target = next(await call());
  } catch (error) {
    const cause = error instanceof Error && error.name === "TRPCError" ? error.cause : error;
    const refused = (cause instanceof AppError && cause.code !== "internal_error") || cause instanceof ZodError;
    if (!refused) throw error;
    const shown = await localizedFormErrors(cause, [
      catalogueErrorMessages,
      chargeErrorMessages,
      paymentMethodErrorMessages,
    ]);
    const message = shown.message ?? Object.values(shown.fields)[0] ?? "";
    target = withQuery(back, { error: message, seal: refusalSeal(message, {}) });
  }
  redirect(target);
}

/** A path of this site to send the browser to (the provider's confirmation step), else null. */
export function localPath(url: string | undefined): string | null {
  return url && url.startsWith("/") && !url.startsWith("//") && !url.startsWith("/\\") ? url : null;
}
