"use client";

import { Field, inputClassName } from "@hopper/ui/components/field";
import { useT } from "@hopper/ui/i18n/client";

import {
  changeEmailAction,
  changePasswordAction,
  confirmTwoFactorAction,
  deleteAccountAction,
  disableTwoFactorAction,
  unlinkProviderAction,
} from "../actions/settings";
import { SubmitButton } from "../form/submit-button";
import { messages } from "../messages";
import { ActionForm } from "./action-form";

export function EmailForm({ email, hasPassword }: { email: string | null; hasPassword: boolean }) {
  const t = useT(messages);
  return (
    <ActionForm action={changeEmailAction}>
      {(state) => (
        <>
          <Field label={t("settings.accountForms.email")} name="email" error={state.fields.email}>
            <input className={inputClassName} type="email" required defaultValue={state.values.email ?? email ?? ""} />
          </Field>
          {hasPassword ? (
            <Field
              label={t("settings.accountForms.currentPassword")}
              name="currentPassword"
              id="email-current-password"
              error={state.fields.currentPassword}
            >
              <input className={inputClassName} type="password" autoComplete="current-password" />
            </Field>
          ) : null}
          <SubmitButton variant="secondary">{t("settings.accountForms.changeEmail")}</SubmitButton>
        </>
      )}
    </ActionForm>
  );
}

export function PasswordForm({ hasPassword }: { hasPassword: boolean }) {
  const t = useT(messages);
  return (
    <ActionForm action={changePasswordAction}>
      {(state) => (
        <>
          {hasPassword ? (
            <Field
              label={t("settings.accountForms.currentPassword")}
              name="currentPassword"
              error={state.fields.currentPassword}
            >
              <input className={inputClassName} type="password" autoComplete="current-password" />
            </Field>
          ) : null}
          <Field label={t("settings.accountForms.newPassword")} name="password" error={state.fields.password}>
            <input className={inputClassName} type="password" autoComplete="new-password" />
          </Field>
          <Field
            label={t("settings.accountForms.confirmPassword")}
            name="confirmPassword"
            error={state.fields.confirmPassword}
          >
            <input className={inputClassName} type="password" autoComplete="new-password" />
          </Field>
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" name="signOutOthers" defaultChecked />
            {t("settings.accountForms.signOutOthers")}
          </label>
          <SubmitButton variant="secondary">
            {hasPassword ? t("settings.accountForms.changePassword") : t("settings.accountForms.setPassword")}
          </SubmitButton>
        </>
      )}
    </ActionForm>
  );
}

export function ConfirmTwoFactorForm() {
  const t = useT(messages);
  return (
    <ActionForm action={confirmTwoFactorAction}>
      {(state) =>
        state.done ? (
          <div className="flex flex-col gap-2" data-testid="recovery-codes">
            <p className="font-semibold">{t("settings.accountForms.recoveryCodes")}</p>
            <ul className="grid grid-cols-2 gap-1 font-mono">
              {state.done.split(" ").map((code) => (
                <li key={code}>{code}</li>
              ))}
            </ul>
          </div>
        ) : (
          <>
            <Field label={t("settings.accountForms.appCode")} name="code" error={state.fields.code}>
              <input className={inputClassName} inputMode="numeric" autoComplete="one-time-code" />
            </Field>
            <SubmitButton>{t("settings.accountForms.turnOn")}</SubmitButton>
          </>
        )
      }
    </ActionForm>
  );
}

export function DisableTwoFactorForm() {
  const t = useT(messages);
  return (
    <ActionForm action={disableTwoFactorAction}>
      {(state) => (
        <>
          <Field label={t("settings.accountForms.currentCode")} name="code" error={state.fields.code}>
            <input className={inputClassName} autoComplete="one-time-code" />
          </Field>
          <SubmitButton variant="secondary">{t("settings.accountForms.turnOff")}</SubmitButton>
        </>
      )}
    </ActionForm>
  );
}

export function UnlinkForm({ linkId, provider }: { linkId: string; provider: string }) {
  const t = useT(messages);
  return (
    <ActionForm action={unlinkProviderAction} className="inline-flex flex-col gap-1">
      {() => (
        <>
          <input type="hidden" name="linkId" value={linkId} />
          <SubmitButton variant="secondary">{t("settings.accountForms.unlink", { provider })}</SubmitButton>
        </>
      )}
    </ActionForm>
  );
}

export function DeleteAccountForm({ username }: { username: string }) {
  const t = useT(messages);
  return (
    <ActionForm action={deleteAccountAction}>
      {(state) => (
        <>
          <p className="text-sm">
            {t.rich("settings.accountForms.deleteWarning", { b: () => <strong>{username}</strong> })}
          </p>
          <Field
            label={t("settings.accountForms.username")}
            name="confirmUsername"
            error={state.fields.confirmUsername}
          >
            <input className={inputClassName} autoComplete="off" />
          </Field>
          <SubmitButton variant="danger">{t("settings.accountForms.deleteAccount")}</SubmitButton>
        </>
      )}
    </ActionForm>
  );
}
