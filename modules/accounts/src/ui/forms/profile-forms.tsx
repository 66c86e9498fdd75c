"use client";

import { Field, inputClassName } from "@hopper/ui/components/field";
import { useT } from "@hopper/ui/i18n/client";

import { updateProfileAction } from "../actions/settings";
import { SubmitButton } from "../form/submit-button";
import { messages } from "../messages";
import { ActionForm } from "./action-form";

export function ProfileForm({ username, bio }: { username: string; bio: string }) {
  const t = useT(messages);
  return (
    <ActionForm action={updateProfileAction}>
      {(state) => (
        <>
          <Field label={t("settings.profileForm.username")} name="username" error={state.fields.username}>
            <input className={inputClassName} required defaultValue={state.values.username ?? username} />
          </Field>
          <Field label={t("settings.profileForm.bio")} name="bio" error={state.fields.bio}>
            <textarea className={inputClassName} maxLength={160} defaultValue={state.values.bio ?? bio} />
          </Field>
          <SubmitButton>{t("settings.profileForm.save")}</SubmitButton>
        </>
      )}
    </ActionForm>
  );
}
