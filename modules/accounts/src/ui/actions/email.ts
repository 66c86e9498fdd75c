"use server";

import { db } from "@hopper/core/db";
import { enforceRateLimits } from "@hopper/core/rate-limit";

import { sendVerificationMail } from "../../server/services/email-verification";
import { rateLimits } from "../../server/services/rate-limits";
import type { FormState } from "./form-state";
import { formAction } from "./form-state";
import { requireViewer } from "./require-viewer";

export async function resendVerificationAction(_previous: FormState, form: FormData): Promise<FormState> {
  const viewer = await requireViewer();
  return formAction(form, [], async () => {
    await enforceRateLimits(db(), rateLimits.resend(viewer.user.id));
    await sendVerificationMail(db(), viewer.user.id);
    return `We sent a new verification link to ${viewer.user.email}.`;
  });
}
