"use client";

import { Field, inputClassName } from "@hopper/ui/components/field";

import {
  changeEmailAction,
  changePasswordAction,
  confirmTwoFactorAction,
  deleteAccountAction,
  disableTwoFactorAction,
  unlinkProviderAction,
} from "../actions/settings";
import { SubmitButton } from "../form/submit-button";
import { ActionForm } from "./action-form";

export function EmailForm({ email, hasPassword }: { email: string | null; hasPassword: boolean }) {
  return (
    <ActionForm action={changeEmailAction}>
      {(state) => (
        <>
          <Field label="Email" name="email" error={state.fields.email}>
            <input className={inputClassName} type="email" required defaultValue={state.values.email ?? email ?? ""} />
          </Field>
          {hasPassword ? (
            <Field
              label="Current password"
              name="currentPassword"
              id="email-current-password"
              error={state.fields.currentPassword}
            >
              <input className={inputClassName} type="password" autoComplete="current-password" />
            </Field>
          ) : null}
          <SubmitButton variant="secondary">Change email</SubmitButton>
        </>
      )}
    </ActionForm>
  );
}

export function PasswordForm({ hasPassword }: { hasPassword: boolean }) {
  return (
    <ActionForm action={changePasswordAction}>
      {(state) => (
        <>
          {hasPassword ? (
            <Field label="Current password" name="currentPassword" error={state.fields.currentPassword}>
              <input className={inputClassName} type="password" autoComplete="current-password" />
            </Field>
          ) : null}
          <Field label="New password" name="password" error={state.fields.password}>
            <input className={inputClassName} type="password" autoComplete="new-password" />
          </Field>
          <Field label="Confirm new password" name="confirmPassword" error={state.fields.confirmPassword}>
            <input className={inputClassName} type="password" autoComplete="new-password" />
          </Field>
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" name="signOutOthers" defaultChecked />
            Sign out of all other sessions
          </label>
          <SubmitButton variant="secondary">{hasPassword ? "Change password" : "Set password"}</SubmitButton>
        </>
      )}
    </ActionForm>
  );
}

export function ConfirmTwoFactorForm() {
  return (
    <ActionForm action={confirmTwoFactorAction}>
      {(state) =>
        state.done ? (
          <div className="flex flex-col gap-2" data-testid="recovery-codes">
            <p className="font-semibold">
              Two-factor authentication is on. Save these recovery codes; each works once:
            </p>
            <ul className="grid grid-cols-2 gap-1 font-mono">
              {state.done.split(" ").map((code) => (
                <li key={code}>{code}</li>
              ))}
            </ul>
          </div>
        ) : (
          <>
            <Field label="Code from your app" name="code" error={state.fields.code}>
              <input className={inputClassName} inputMode="numeric" autoComplete="one-time-code" />
            </Field>
            <SubmitButton>Turn on two-factor</SubmitButton>
          </>
        )
      }
    </ActionForm>
  );
}

export function DisableTwoFactorForm() {
  return (
    <ActionForm action={disableTwoFactorAction}>
      {(state) => (
        <>
          <Field label="Current code or a recovery code" name="code" error={state.fields.code}>
            <input className={inputClassName} autoComplete="one-time-code" />
          </Field>
          <SubmitButton variant="secondary">Turn off two-factor</SubmitButton>
        </>
      )}
    </ActionForm>
  );
}

export function UnlinkForm({ linkId, provider }: { linkId: string; provider: string }) {
  return (
    <ActionForm action={unlinkProviderAction} className="inline-flex flex-col gap-1">
      {() => (
        <>
          <input type="hidden" name="linkId" value={linkId} />
          <SubmitButton variant="secondary">Unlink {provider}</SubmitButton>
        </>
      )}
    </ActionForm>
  );
}

export function DeleteAccountForm({ username }: { username: string }) {
  return (
    <ActionForm action={deleteAccountAction}>
      {(state) => (
        <>
          <p className="text-sm">
            This deletes your account and everything it owns. It cannot be undone. Type <strong>{username}</strong> to
            confirm.
          </p>
          <Field label="Username" name="confirmUsername" error={state.fields.confirmUsername}>
            <input className={inputClassName} autoComplete="off" />
          </Field>
          <SubmitButton variant="danger">Delete account</SubmitButton>
        </>
      )}
    </ActionForm>
  );
}
