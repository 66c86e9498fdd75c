"use server";

import { db } from "@hopper/core/db";
import { enforceRateLimits } from "@hopper/core/rate-limit";

import { RESET_REQUESTED, requestPasswordReset, resetPassword } from "../../server/services/password-reset";
import { rateLimits } from "../../server/services/rate-limits";
import { requestIp } from "./client-ip";
import type { FormState } from "./form-state";
import { formAction, text } from "./form-state";

/** Step one answers the same for known and unknown accounts, so the form reveals nothing. */
export async function requestResetAction(_previous: FormState, form: FormData): Promise<FormState> {
  return formAction(form, ["identifier"], async () => {
    const identifier = text(form, "identifier");
    await enforceRateLimits(db(), rateLimits.reset(await requestIp(), identifier));
    await requestPasswordReset(db(), identifier);
    return RESET_REQUESTED;
  });
}

export async function resetPasswordAction(_previous: FormState, form: FormData): Promise<FormState> {
  return formAction(form, [], async () => {
    await resetPassword(db(), text(form, "token"), text(form, "password"), text(form, "confirmPassword"));
    return "Your password has been changed. Sign in with the new one.";
  });
}
