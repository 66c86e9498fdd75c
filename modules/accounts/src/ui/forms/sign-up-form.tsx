"use client";

import { Field, inputClassName } from "@hopper/ui/components/field";

import { signUpAction } from "../actions/sign-up";
import { SubmitButton } from "../form/submit-button";
import { ActionForm } from "./action-form";

export function SignUpForm() {
  return (
    <ActionForm action={signUpAction}>
      {(state) => (
        <>
          <Field
            label="Username"
            name="username"
            error={state.fields.username}
            hint="3-39 letters, digits, '_' or '-'."
          >
            <input className={inputClassName} autoComplete="username" required defaultValue={state.values.username} />
          </Field>
          <Field label="Email" name="email" error={state.fields.email}>
            <input
              className={inputClassName}
              type="email"
              autoComplete="email"
              required
              defaultValue={state.values.email}
            />
          </Field>
          <Field label="Password" name="password" error={state.fields.password} hint="At least 8 characters.">
            <input className={inputClassName} type="password" autoComplete="new-password" required />
          </Field>
          <Field label="Confirm password" name="confirmPassword" error={state.fields.confirmPassword}>
            <input className={inputClassName} type="password" autoComplete="new-password" required />
          </Field>
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" name="newsletter" defaultChecked={state.values.newsletter === "on"} />
            Subscribe to updates about Hopper
          </label>
          <p className="text-xs text-secondary">
            By creating an account, you agree to Hopper&apos;s{" "}
            <a className="underline" href="/legal/terms">
              Terms
            </a>{" "}
            and{" "}
            <a className="underline" href="/legal/privacy">
              Privacy Policy
            </a>
            .
          </p>
          <SubmitButton>Create account</SubmitButton>
        </>
      )}
    </ActionForm>
  );
}
