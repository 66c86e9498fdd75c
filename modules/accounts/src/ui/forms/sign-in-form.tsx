"use client";

import { useActionState } from "react";

import { Field, inputClassName } from "@hopper/ui/components/field";

import { signInAction } from "../actions/sign-in";
import type { SignInState } from "../actions/sign-in";
import { FormOutcome } from "../form/form-outcome";
import { SubmitButton } from "../form/submit-button";

export function SignInForm({ redirectTo }: { redirectTo: string }) {
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
        <p className="text-sm">Enter the code from your authenticator app, or one of your recovery codes.</p>
        <Field label="Two-factor code" name="code">
          <input className={inputClassName} inputMode="numeric" autoComplete="one-time-code" autoFocus required />
        </Field>
        <FormOutcome error={state.error} />
        <SubmitButton>Verify</SubmitButton>
      </form>
    );
  }
  return (
    <form action={action} className="flex flex-col gap-4" noValidate>
      <input type="hidden" name="redirect" value={redirectTo} />
      <Field label="Email or username" name="identifier">
        <input className={inputClassName} autoComplete="username" required defaultValue={state.identifier} />
      </Field>
      <Field label="Password" name="password">
        <input className={inputClassName} type="password" autoComplete="current-password" required />
      </Field>
      <FormOutcome error={state.error} />
      <SubmitButton>Sign in</SubmitButton>
    </form>
  );
}
