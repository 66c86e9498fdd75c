"use client";

import { Field, inputClassName } from "@hopper/ui/components/field";

import { requestResetAction, resetPasswordAction } from "../actions/reset-password";
import { SubmitButton } from "../form/submit-button";
import { ActionForm } from "./action-form";

export function RequestResetForm() {
  return (
    <ActionForm action={requestResetAction}>
      {(state) => (
        <>
          <Field label="Email or username" name="identifier" error={state.fields.identifier}>
            <input className={inputClassName} autoComplete="username" required defaultValue={state.values.identifier} />
          </Field>
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
            <Field label="New password" name="password" error={state.fields.password}>
              <input className={inputClassName} type="password" autoComplete="new-password" required />
            </Field>
            <Field label="Confirm new password" name="confirmPassword" error={state.fields.confirmPassword}>
              <input className={inputClassName} type="password" autoComplete="new-password" required />
            </Field>
            <SubmitButton>Reset password</SubmitButton>
          </>
        )
      }
    </ActionForm>
  );
}
