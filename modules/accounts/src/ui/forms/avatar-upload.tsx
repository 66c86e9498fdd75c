import { Button } from "@hopper/ui/components/button";
import { Field } from "@hopper/ui/components/field";
import { UploadProgress } from "@hopper/ui/forms/upload-progress";
import { getT } from "@hopper/ui/i18n/server";

import { messages } from "../messages";

const FORM_ID = "avatar-upload";

/**
 * The avatar upload: a multipart POST to /api/accounts/avatar (a route, not a server action, so it works without
 * JavaScript and the upload script can send it). With JavaScript, UploadProgress shows a progress bar and a Cancel
 * button, and a refusal is shown in place with the chosen file kept; without it, the route comes back here with the
 * refusal in `?error=`, shown under the field.
 */
export async function AvatarUpload({ error }: { error?: string }) {
  const t = await getT(messages);
  return (
    <form
      id={FORM_ID}
      method="post"
      action="/api/accounts/avatar"
      encType="multipart/form-data"
      className="flex flex-wrap items-end gap-3"
      aria-label={t("settings.profile.avatarForm")}
    >
      <Field label={t("settings.profileForm.avatar")} name="avatar" error={error}>
        <input type="file" accept="image/png,image/jpeg,image/gif,image/webp" />
      </Field>
      <Button type="submit" variant="secondary">
        {t("settings.profileForm.upload")}
      </Button>
      <UploadProgress formId={FORM_ID} />
    </form>
  );
}
