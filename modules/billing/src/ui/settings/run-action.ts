import "server-only";

import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { ZodError } from "zod";

import { AppError } from "@hopper/core/errors";
import { localizedFormErrors } from "@hopper/ui/server/localized-error";
import { refusalSeal } from "@hopper/ui/server/refusal-seal";
import { getViewer } from "@hopper/ui/server/viewer";

import { chargeErrorMessages } from "../charges/charge-error-messages";
import { paymentMethodErrorMessages } from "../payment-methods/payment-method-errors";

/** A form field as text (a missing one is empty, which the procedure's input refuses). */
export const field = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/**
 * The billing forms' one shape (they work without JavaScript): call the procedure, then go back to `back` with
 * `?notice=` (or where the procedure says, e.g. a payment's confirmation step), or with the refusal sealed in the
 * reader's language. Rules and authorization are the procedure's and service's; this only reads the form.
 */
export async function runBillingAction(
  back: string,
  notice: string,
  call: () => Promise<unknown>,
  next?: (result: unknown) => string | null,
): Promise<never> {
  if (!(await getViewer())) redirect(`/auth/sign-in?redirect=${encodeURIComponent(back)}`);
  let target: string;
  try {
    const result = await call();
    revalidatePath(back);
    target = next?.(result) ?? `${back}?${new URLSearchParams({ notice })}`;
  } catch (error) {
    const cause = error instanceof Error && error.name === "TRPCError" ? error.cause : error;
    const refused = (cause instanceof AppError && cause.code !== "internal_error") || cause instanceof ZodError;
    if (!refused) throw error;
    const shown = await localizedFormErrors(cause, [chargeErrorMessages, paymentMethodErrorMessages]);
    const message = shown.message ?? Object.values(shown.fields)[0] ?? "";
    target = `${back}?${new URLSearchParams({ error: message, seal: refusalSeal(message, {}) })}`;
  }
  redirect(target);
}
