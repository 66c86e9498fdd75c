"use client";

import { Field, inputClassName } from "@hopper/ui/components/field";

import { updateProfileAction, uploadAvatarAction } from "../actions/settings";
import { SubmitButton } from "../form/submit-button";
import { ActionForm } from "./action-form";

export function ProfileForm({ username, bio }: { username: string; bio: string }) {
  return (
    <ActionForm action={updateProfileAction}>
      {(state) => (
        <>
          <Field label="Username" name="username" error={state.fields.username}>
            <input className={inputClassName} required defaultValue={state.values.username ?? username} />
          </Field>
          <Field label="Bio" name="bio" error={state.fields.bio}>
            <textarea className={inputClassName} maxLength={160} defaultValue={state.values.bio ?? bio} />
          </Field>
          <SubmitButton>Save changes</SubmitButton>
        </>
      )}
    </ActionForm>
  );
}

export function AvatarForm() {
  return (
    <ActionForm action={uploadAvatarAction} encType="multipart/form-data" className="flex flex-wrap items-end gap-3">
      {(state) => (
        <>
          <Field label="Avatar (PNG, JPEG, GIF or WebP, at most 256 KiB)" name="avatar" error={state.fields.avatar}>
            <input type="file" accept="image/png,image/jpeg,image/gif,image/webp" />
          </Field>
          <SubmitButton variant="secondary">Upload</SubmitButton>
        </>
      )}
    </ActionForm>
  );
}
