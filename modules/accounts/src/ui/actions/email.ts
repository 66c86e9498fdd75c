"use server";

import { accountsCaller } from "../caller";
import type { FormState } from "./form-state";
import { formAction } from "./form-state";

export async function resendVerificationAction(_previous: FormState, form: FormData): Promise<FormState> {
  return formAction(form, [], async () => {
    const caller = await accountsCaller();
    await caller.security.resendVerification();
    const { email } = await caller.security.get();
    return `We sent a new verification link to ${email}.`;
  });
}
