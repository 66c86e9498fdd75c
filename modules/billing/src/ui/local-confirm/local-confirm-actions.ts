"use server";

import { redirect } from "next/navigation";
import { ZodError } from "zod";

import { AppError } from "@hopper/core/errors";
import { moduleCaller } from "@hopper/ui/server/module-caller";
import { localizedFormErrors } from "@hopper/ui/server/localized-error";
import { refusalSeal } from "@hopper/ui/server/refusal-seal";

import { billingRouter } from "../../server/router";
import { paymentMethodErrorMessages } from "../payment-methods/payment-method-errors";
import { localConfirmPath } from "../../server/services/providers/local";

/**
 * "Complete authentication" / "Fail authentication" (a form, works without script): the procedure checks the owner
 * and sends the signed event; this comes back to the page with the outcome, or the refusal sealed.
 */
export async function answerLocalConfirmationAction(form: FormData) {
  const chargeId = String(form.get("chargeId") ?? "");
  const outcome = form.get("outcome") === "complete" ? "complete" : "fail";
  let params: URLSearchParams;
  try {
    await (await moduleCaller(billingRouter)).localPayments.answer({ chargeId, outcome });
    params = new URLSearchParams({ notice: outcome === "complete" ? "completed" : "failed" });
  } catch (error) {
    const cause = error instanceof Error && error.name === "TRPCError" ? error.cause : error;
    const refused = (cause instanceof AppError && cause.code !== "internal_error") || cause instanceof ZodError;
    if (!refused) throw error;
    const shown = await localizedFormErrors(cause, [paymentMethodErrorMessages]);
    const message = shown.message ?? Object.values(shown.fields)[0] ?? "";
    params = new URLSearchParams({ error: message, seal: refusalSeal(message, {}) });
  }
  redirect(`${localConfirmPath(chargeId)}?${params}`);
}
