"use client";

import { signUpAction } from "../actions/sign-up";
import { Field } from "../form/field";
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
            autoComplete="username"
            required
            defaultValue={state.values.username}
            error={state.fields.username ? (state.error ?? "") : undefined}
            hint="3-39 letters, digits, '_' or '-'."
          />
          <Field
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            required
            defaultValue={state.values.email}
            error={state.fields.email ? (state.error ?? "") : undefined}
          />
          <Field
            label="Password"
            name="password"
            type="password"
            autoComplete="new-password"
            required
            error={state.fields.password ? (state.error ?? "") : undefined}
            hint="At least 8 characters."
          />
          <Field
            label="Confirm password"
            name="confirmPassword"
            type="password"
            autoComplete="new-password"
            required
            error={state.fields.confirm ? (state.error ?? "") : undefined}
          />
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
