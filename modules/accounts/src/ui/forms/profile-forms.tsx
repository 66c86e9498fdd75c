"use client";

import { updateProfileAction, uploadAvatarAction } from "../actions/settings";
import { Field } from "../form/field";
import { SubmitButton } from "../form/submit-button";
import { ActionForm } from "./action-form";

export function ProfileForm({ username, bio }: { username: string; bio: string }) {
  return (
    <ActionForm action={updateProfileAction}>
      {(state) => (
        <>
          <Field label="Username" name="username" required defaultValue={state.values.username ?? username} />
          <label className="flex flex-col gap-1">
            <span className="text-sm font-semibold">Bio</span>
            <textarea
              name="bio"
              maxLength={160}
              defaultValue={state.values.bio ?? bio}
              className="rounded-lg border border-divider bg-input px-3 py-2"
            />
          </label>
          <SubmitButton>Save changes</SubmitButton>
        </>
      )}
    </ActionForm>
  );
}

export function AvatarForm() {
  return (
    <ActionForm action={uploadAvatarAction} encType="multipart/form-data" className="flex items-end gap-3">
      {() => (
        <>
          <label className="flex flex-col gap-1">
            <span className="text-sm font-semibold">Avatar (PNG, JPEG, GIF or WebP, at most 256 KiB)</span>
            <input type="file" name="avatar" accept="image/png,image/jpeg,image/gif,image/webp" />
          </label>
          <SubmitButton variant="plain">Upload</SubmitButton>
        </>
      )}
    </ActionForm>
  );
}
