"use server";

import { getT } from "@hopper/ui/i18n/server";

import { accountsCaller } from "../caller";
import { messages } from "../messages";
import type { FormState } from "./form-state";
import { formAction, text } from "./form-state";

/** Step one answers the same for known and unknown accounts, so the form reveals nothing. */
export async function requestResetAction(_previous: FormState, form: FormData): Promise<FormState> {
  return formAction(form, ["identifier"], async () => {
    await (await accountsCaller()).auth.requestPasswordReset({ identifier: text(form, "identifier") });
    return (await getT(messages))("reset.requested");
  });
}

export async function resetPasswordAction(_previous: FormState, form: FormData): Promise<FormState> {
  return formAction(form, [], async () => {
    await (
      await accountsCaller()
    ).auth.resetPassword({
      token: text(form, "token"),
      password: text(form, "password"),
      confirmPassword: text(form, "confirmPassword"),
    });
    return (await getT(messages))("reset.changed");
  });
}
