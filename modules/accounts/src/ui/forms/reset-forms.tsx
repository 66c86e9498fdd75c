"use client";

import { Field, inputClassName } from "@hopper/ui/components/field";
import { useT } from "@hopper/ui/i18n/client";

import { requestResetAction, resetPasswordAction } from "../actions/reset-password";
import { SubmitButton } from "../form/submit-button";
import { messages } from "../messages";
import { ActionForm } from "./action-form";

export function RequestResetForm() {
  const t = useT(messages);
  return (
    <ActionForm action={requestResetAction}>
      {(state) => (
        <>
          <Field label={t("reset.identifier")} name="identifier" error={state.fields.identifier}>
            <input className={inputClassName} autoComplete="username" required defaultValue={state.values.identifier} />
          </Field>
          <SubmitButton>{t("reset.send")}</SubmitButton>
        </>
      )}
    </ActionForm>
  );
}

export function ResetPasswordForm({ token }: { token: string }) {
  const t = useT(messages);
  return (
    <ActionForm action={resetPasswordAction}>
      {(state) =>
        state.done ? (
          <a className="underline" href="/auth/sign-in">
            {t("reset.signIn")}
          </a>
        ) : (
          <>
            <input type="hidden" name="token" value={token} />
            <Field label={t("reset.password")} name="password" error={state.fields.password}>
              <input className={inputClassName} type="password" autoComplete="new-password" required />
            </Field>
            <Field label={t("reset.confirm")} name="confirmPassword" error={state.fields.confirmPassword}>
              <input className={inputClassName} type="password" autoComplete="new-password" required />
            </Field>
            <SubmitButton>{t("reset.submit")}</SubmitButton>
          </>
        )
      }
    </ActionForm>
  );
}
