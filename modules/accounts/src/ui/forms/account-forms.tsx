"use client";

import {
  changeEmailAction,
  changePasswordAction,
  confirmTwoFactorAction,
  deleteAccountAction,
  disableTwoFactorAction,
  unlinkProviderAction,
} from "../actions/settings";
import { Field } from "../form/field";
import { SubmitButton } from "../form/submit-button";
import { ActionForm } from "./action-form";

export function EmailForm({ email, hasPassword }: { email: string | null; hasPassword: boolean }) {
  return (
    <ActionForm action={changeEmailAction}>
      {(state) => (
        <>
          <Field label="Email" name="email" type="email" required defaultValue={state.values.email ?? email ?? ""} />
          {hasPassword ? (
            <Field label="Current password" name="currentPassword" type="password" autoComplete="current-password" />
          ) : null}
          <SubmitButton variant="plain">Change email</SubmitButton>
        </>
      )}
    </ActionForm>
  );
}

export function PasswordForm({ hasPassword }: { hasPassword: boolean }) {
  return (
    <ActionForm action={changePasswordAction}>
      {() => (
        <>
          {hasPassword ? (
            <Field label="Current password" name="currentPassword" type="password" autoComplete="current-password" />
          ) : null}
          <Field label="New password" name="password" type="password" autoComplete="new-password" />
          <Field label="Confirm new password" name="confirmPassword" type="password" autoComplete="new-password" />
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" name="signOutOthers" defaultChecked />
            Sign out of all other sessions
          </label>
          <SubmitButton variant="plain">{hasPassword ? "Change password" : "Set password"}</SubmitButton>
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
            <Field label="Code from your app" name="code" inputMode="numeric" autoComplete="one-time-code" />
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
      {() => (
        <>
          <Field label="Current code or a recovery code" name="code" autoComplete="one-time-code" />
          <SubmitButton variant="plain">Turn off two-factor</SubmitButton>
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
          <SubmitButton variant="plain">Unlink {provider}</SubmitButton>
        </>
      )}
    </ActionForm>
  );
}

export function DeleteAccountForm({ username }: { username: string }) {
  return (
    <ActionForm action={deleteAccountAction}>
      {() => (
        <>
          <p className="text-sm">
            This deletes your account and everything it owns. It cannot be undone. Type <strong>{username}</strong> to
            confirm.
          </p>
          <Field label="Username" name="confirmUsername" autoComplete="off" />
          <SubmitButton variant="danger">Delete account</SubmitButton>
        </>
      )}
    </ActionForm>
  );
}
