import { Field } from "@hopper/ui/components/field";
import { UploadProgress } from "@hopper/ui/forms/upload-progress";
import type { PageProps } from "@hopper/ui/server/render-page";

import { deleteOrganizationAction, updateOrganizationAction } from "../../actions/organizations";
import { OrganizationSettingsFrame } from "../../components/organization-settings-frame";
import { card } from "../../components/project-frame";
import { button, field } from "../../components/project-settings-frame";
import { loadOrganizationSettings } from "../../organization-settings-load";

export const metadata = { title: "Organization settings - Hopper" };

/** /organization/{id}/settings: name, URL, description, icon and deletion. */
export default async function OrganizationGeneralSettingsPage(props: PageProps) {
  const settings = await loadOrganizationSettings(props);
  const { organization, can, fieldErrors } = settings;
  const hidden = <input type="hidden" name="organizationId" value={organization.id} />;
  const editable = can("EDIT_DETAILS");
  return (
    <OrganizationSettingsFrame settings={settings} tab="general">
      <form
        action={updateOrganizationAction}
        className={`${card} flex flex-col gap-3`}
        aria-label="Organization details"
      >
        {hidden}
        <input type="hidden" name="intent" value="details" />
        <Field label="Name" name="name" error={fieldErrors.name}>
          <input defaultValue={organization.name} className={field} disabled={!editable} />
        </Field>
        <Field label="URL" name="slug" error={fieldErrors.slug}>
          <input defaultValue={organization.slug} className={field} disabled={!editable} />
        </Field>
        <Field label="Description" name="description" error={fieldErrors.description}>
          <textarea defaultValue={organization.description} className={field} rows={3} disabled={!editable} />
        </Field>
        {editable ? (
          <button type="submit" className={button}>
            Save
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
            aria-label="Upload an icon"
          >
            <label className="flex flex-col gap-1 text-sm font-semibold">
              Icon (PNG, JPEG, GIF or WebP, at most 256 KiB)
              <input type="file" name="icon" accept="image/png,image/jpeg,image/gif,image/webp" />
            </label>
            <button type="submit" className={button}>
              Upload icon
            </button>
            <UploadProgress formId="organization-icon-upload" />
          </form>
          {organization.iconUrl ? (
            <form action={updateOrganizationAction}>
              {hidden}
              <button type="submit" name="intent" value="remove-icon" className="underline">
                Remove icon
              </button>
            </form>
          ) : null}
        </div>
      ) : null}
      {can("DELETE_ORGANIZATION") ? (
        <form action={deleteOrganizationAction} className={`${card} flex flex-col gap-2`}>
          {hidden}
          <h2 className="font-bold">Delete organization</h2>
          <p className="text-sm text-secondary">
            Its projects stay with their own teams. Type <code>{organization.slug}</code> to confirm.
          </p>
          <input name="confirm" aria-label="Confirm the URL" className={field} />
          <button type="submit" className="w-fit rounded-lg bg-danger px-4 py-2 font-semibold text-on-danger">
            Delete organization
          </button>
        </form>
      ) : null}
    </OrganizationSettingsFrame>
  );
}
