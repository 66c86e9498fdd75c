"use client";

import { Field, inputClassName } from "@hopper/ui/components/field";
import { useT } from "@hopper/ui/i18n/client";

import { signUpAction } from "../actions/sign-up";
import { SubmitButton } from "../form/submit-button";
import { messages } from "../messages";
import { ActionForm } from "./action-form";

export function SignUpForm() {
  const t = useT(messages);
  return (
    <ActionForm action={signUpAction}>
      {(state) => (
        <>
          <Field
            label={t("signUp.username")}
            name="username"
            error={state.fields.username}
            hint={t("signUp.usernameHint")}
          >
            <input className={inputClassName} autoComplete="username" required defaultValue={state.values.username} />
          </Field>
          <Field label={t("signUp.email")} name="email" error={state.fields.email}>
            <input
              className={inputClassName}
              type="email"
              autoComplete="email"
              required
              defaultValue={state.values.email}
            />
          </Field>
          <Field
            label={t("signUp.password")}
            name="password"
            error={state.fields.password}
            hint={t("signUp.passwordHint")}
          >
            <input className={inputClassName} type="password" autoComplete="new-password" required />
          </Field>
          <Field label={t("signUp.confirmPassword")} name="confirmPassword" error={state.fields.confirmPassword}>
            <input className={inputClassName} type="password" autoComplete="new-password" required />
          </Field>
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" name="newsletter" defaultChecked={state.values.newsletter === "on"} />
            {t("signUp.newsletter")}
          </label>
          <p className="text-xs text-secondary">
            {t.rich("signUp.agreement", {
              terms: (chunks) => (
                <a className="underline" href="/legal/terms">
                  {chunks}
                </a>
              ),
              privacy: (chunks) => (
                <a className="underline" href="/legal/privacy">
                  {chunks}
                </a>
              ),
            })}
          </p>
          <SubmitButton>{t("signUp.submit")}</SubmitButton>
        </>
      )}
    </ActionForm>
  );
}
