"use client";

import { useActionState } from "react";

import { Field, inputClassName } from "@hopper/ui/components/field";
import { useT } from "@hopper/ui/i18n/client";

import { signInAction } from "../actions/sign-in";
import type { SignInState } from "../actions/sign-in";
import { FormOutcome } from "../form/form-outcome";
import { SubmitButton } from "../form/submit-button";
import { messages } from "../messages";

export function SignInForm({ redirectTo }: { redirectTo: string }) {
  const t = useT(messages);
  const [state, action] = useActionState<SignInState, FormData>(signInAction, {
    step: "password",
    error: null,
    identifier: "",
  });
  if (state.step === "code") {
    return (
      <form action={action} className="flex flex-col gap-4" noValidate>
        <input type="hidden" name="redirect" value={redirectTo} />
        <input type="hidden" name="step" value="code" />
        <p className="text-sm">{t("signIn.codeHelp")}</p>
        <Field label={t("signIn.code")} name="code">
          <input className={inputClassName} inputMode="numeric" autoComplete="one-time-code" autoFocus required />
        </Field>
        <FormOutcome error={state.error} />
        <SubmitButton>{t("signIn.verify")}</SubmitButton>
      </form>
    );
  }
  return (
    <form action={action} className="flex flex-col gap-4" noValidate>
      <input type="hidden" name="redirect" value={redirectTo} />
      <Field label={t("signIn.identifier")} name="identifier">
        <input className={inputClassName} autoComplete="username" required defaultValue={state.identifier} />
      </Field>
      <Field label={t("signIn.password")} name="password">
        <input className={inputClassName} type="password" autoComplete="current-password" required />
      </Field>
      <FormOutcome error={state.error} />
      <SubmitButton>{t("signIn.submit")}</SubmitButton>
    </form>
  );
}
