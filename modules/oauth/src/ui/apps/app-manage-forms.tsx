"use client";

import Link from "next/link";

import { buttonClassName } from "@hopper/ui/components/button";
import { inputClassName } from "@hopper/ui/components/field";
import { useT } from "@hopper/ui/i18n/client";

import { AppActionForm, SubmitButton } from "./app-action-form";
import { appIconAction, deleteAppAction, rotateSecretAction, setAppDisabledAction } from "./app-actions";
import { ShownOnce } from "./app-forms";
import { appMessages } from "./app-messages";

/** Upload or remove the icon (two submit buttons of one form, told apart by `intent`). */
export function IconForm({ appId, hasIcon }: { appId: string; hasIcon: boolean }) {
  const t = useT(appMessages);
  return (
    <AppActionForm action={appIconAction} encType="multipart/form-data" testId="icon-form">
      {(state) => (
        <>
          <input type="hidden" name="appId" value={appId} />
          <label className="flex flex-col gap-1 text-sm">
            {t("icon.file")}
            <input
              type="file"
              name="icon"
              accept="image/png,image/jpeg,image/gif,image/webp"
              className={inputClassName}
            />
          </label>
          {state.fields.icon ? (
            <span role="alert" className="text-xs text-danger">
              {state.fields.icon}
            </span>
          ) : null}
          <div className="flex gap-2">
            <SubmitButton name="intent" value="upload">
              {t("icon.upload")}
            </SubmitButton>
            {hasIcon ? (
              <SubmitButton name="intent" value="remove" variant="secondary">
                {t("icon.remove")}
              </SubmitButton>
            ) : null}
          </div>
        </>
      )}
    </AppActionForm>
  );
}

/** "Rotate secret": the new secret shows once, above the button. */
export function RotateSecretForm({ appId }: { appId: string }) {
  const t = useT(appMessages);
  return (
    <AppActionForm action={rotateSecretAction} testId="rotate-form">
      {(state) => (
        <>
          <input type="hidden" name="appId" value={appId} />
          {state.secret ? (
            <div className="flex flex-col gap-2 rounded-lg border border-success p-3" role="status">
              <ShownOnce label={t("secret.newSecret")} value={state.secret} testId="rotated-secret" />
              <p className="text-sm font-semibold">{t("created.copyNow")}</p>
            </div>
          ) : null}
          <SubmitButton variant="secondary">{t("secret.rotate")}</SubmitButton>
        </>
      )}
    </AppActionForm>
  );
}

/**
 * Deleting takes two steps that work without JavaScript: "Delete application" is a link to this page with
 * `?confirm=delete`, which shows the confirming button (and Cancel).
 */
export function DeleteAppForm({ appId, name, confirming }: { appId: string; name: string; confirming: boolean }) {
  const t = useT(appMessages);
  const page = `/settings/applications/${appId}`;
  if (!confirming) {
    return (
      <Link href={`${page}?confirm=delete`} className={buttonClassName({ variant: "danger" })}>
        {t("remove.start")}
      </Link>
    );
  }
  return (
    <AppActionForm action={deleteAppAction} testId="delete-form">
      {() => (
        <>
          <input type="hidden" name="appId" value={appId} />
          {/* dir="auto": the name is the owner's own text, in any language or direction. */}
          <p className="text-sm" dir="auto">
            {t("remove.confirmIntro", { name })}
          </p>
          <div className="flex gap-2">
            <SubmitButton variant="danger">{t("remove.confirm", { name })}</SubmitButton>
            <Link href={page} className={buttonClassName({ variant: "secondary" })}>
              {t("remove.cancel")}
            </Link>
          </div>
        </>
      )}
    </AppActionForm>
  );
}

/** The staff's Disable / Enable of one app (its row on /admin/applications). */
export function DisableAppForm({ appId, name, disabled }: { appId: string; name: string; disabled: boolean }) {
  const t = useT(appMessages);
  return (
    <AppActionForm action={setAppDisabledAction} className="flex flex-col items-start gap-1">
      {() => (
        <>
          <input type="hidden" name="appId" value={appId} />
          <input type="hidden" name="name" value={name} />
          <input type="hidden" name="intent" value={disabled ? "enable" : "disable"} />
          <SubmitButton
            variant={disabled ? "secondary" : "danger"}
            label={disabled ? t("staff.enableLabel", { name }) : t("staff.disableLabel", { name })}
          >
            {disabled ? t("staff.enable") : t("staff.disable")}
          </SubmitButton>
        </>
      )}
    </AppActionForm>
  );
}
