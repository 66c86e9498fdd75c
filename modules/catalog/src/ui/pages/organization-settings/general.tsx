import { Field } from "@hopper/ui/components/field";
import { UploadProgress } from "@hopper/ui/forms/upload-progress";
import { getT } from "@hopper/ui/i18n/server";
import type { ModulePageProps } from "@hopper/ui/server/render-page";

import { deleteOrganizationAction, updateOrganizationAction } from "../../actions/organizations";
import { OrganizationSettingsFrame } from "../../components/organization-settings-frame";
import { card } from "../../components/project-frame";
import { button, field } from "../../components/project-settings-frame";
import { dashboardMessages } from "../../messages/dashboard";
import { organizationSettingsMessages } from "../../messages/organization-settings";
import { settingsMessages } from "../../messages/settings";
import { loadOrganizationSettings } from "../../organization-settings-load";
import { ContributedOrganizationSettingsTab } from "./contributed";

export async function generateMetadata() {
  const t = await getT(organizationSettingsMessages);
  return { title: t("general.title") };
}

/** /organization/{id}/settings: name, URL, description, icon and deletion. */
export default async function OrganizationGeneralSettingsPage(props: ModulePageProps) {
  // Another module's settings tab (`organization.settings-tab`) is addressed under this page.
  if (props.host.tab) return <ContributedOrganizationSettingsTab {...props} />;
  // The field labels are the create form's (/dashboard/organizations); save and the icon's the project settings'.
  const [settings, t, form, shared] = await Promise.all([
    loadOrganizationSettings(props),
    getT(organizationSettingsMessages),
    getT(dashboardMessages),
    getT(settingsMessages),
  ]);
  const { organization, can, fieldErrors } = settings;
  const hidden = <input type="hidden" name="organizationId" value={organization.id} />;
  const editable = can("EDIT_DETAILS");
  return (
    <OrganizationSettingsFrame settings={settings} tab="general" host={props.host}>
      <form action={updateOrganizationAction} className={`${card} flex flex-col gap-3`} aria-label={t("general.form")}>
        {hidden}
        <input type="hidden" name="intent" value="details" />
        <Field label={form("organizations.name")} name="name" error={fieldErrors.name}>
          <input defaultValue={organization.name} className={field} disabled={!editable} />
        </Field>
        <Field label={form("organizations.url")} name="slug" error={fieldErrors.slug}>
          <input defaultValue={organization.slug} className={field} disabled={!editable} />
        </Field>
        <Field label={form("organizations.description")} name="description" error={fieldErrors.description}>
          <textarea defaultValue={organization.description} className={field} rows={3} disabled={!editable} />
        </Field>
        {editable ? (
          <button type="submit" className={button}>
            {shared("save")}
          </button>
        ) : null}
      </form>
      {editable ? (
        <div className={`${card} flex flex-wrap items-end gap-3`}>
          {/* A route, not a server action, so the upload script can show progress (it works without JS too). */}
          <form
            id="organization-icon-upload"
            method="post"
            action={`/api/catalog/organizations/${organization.id}/icon`}
            encType="multipart/form-data"
            className="flex flex-wrap items-end gap-3"
            aria-label={shared("icon.form")}
          >
            <label className="flex flex-col gap-1 text-sm font-semibold">
              {t("general.icon")}
              <input type="file" name="icon" accept="image/png,image/jpeg,image/gif,image/webp" />
            </label>
            <button type="submit" className={button}>
              {shared("icon.upload")}
            </button>
            <UploadProgress formId="organization-icon-upload" />
          </form>
          {organization.iconUrl ? (
            <form action={updateOrganizationAction}>
              {hidden}
              <button type="submit" name="intent" value="remove-icon" className="underline">
                {shared("icon.remove")}
              </button>
            </form>
          ) : null}
        </div>
      ) : null}
      {can("DELETE_ORGANIZATION") ? (
        <form
          action={deleteOrganizationAction}
          className={`${card} flex flex-col gap-2`}
          aria-label={t("general.deleteHeading")}
        >
          {hidden}
          <h2 className="font-bold">{t("general.deleteHeading")}</h2>
          <p className="text-sm text-secondary">
            {t.rich("general.deleteHint", { code: () => <code>{organization.slug}</code> })}
          </p>
          <input name="confirm" aria-label={t("general.confirm")} className={field} />
          <button type="submit" className="w-fit rounded-lg bg-danger px-4 py-2 font-semibold text-on-danger">
            {t("general.deleteHeading")}
          </button>
        </form>
      ) : null}
    </OrganizationSettingsFrame>
  );
}
