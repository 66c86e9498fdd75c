"use client";

import { requestResetAction, resetPasswordAction } from "../actions/reset-password";
import { Field } from "../form/field";
import { SubmitButton } from "../form/submit-button";
import { ActionForm } from "./action-form";

export function RequestResetForm() {
  return (
    <ActionForm action={requestResetAction}>
      {(state) => (
        <>
          <Field
            label="Email or username"
            name="identifier"
            autoComplete="username"
            required
            defaultValue={state.values.identifier}
          />
          <SubmitButton>Send recovery email</SubmitButton>
        </>
      )}
    </ActionForm>
  );
}

export function ResetPasswordForm({ token }: { token: string }) {
  return (
    <ActionForm action={resetPasswordAction}>
      {(state) =>
        state.done ? (
          <a className="underline" href="/auth/sign-in">
            Sign in
          </a>
        ) : (
          <>
            <input type="hidden" name="token" value={token} />
            <Field label="New password" name="password" type="password" autoComplete="new-password" required />
            <Field
              label="Confirm new password"
              name="confirmPassword"
              type="password"
              autoComplete="new-password"
              required
            />
            <SubmitButton>Reset password</SubmitButton>
          </>
        )
      }
    </ActionForm>
  );
}
