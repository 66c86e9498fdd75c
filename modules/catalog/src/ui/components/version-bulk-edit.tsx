import { Button } from "@hopper/ui/components/button";
import { FormNotice } from "@hopper/ui/components/form-notice";
import { inputClassName } from "@hopper/ui/components/field";
import { getT } from "@hopper/ui/i18n/server";

import { VERSION_CHANNELS } from "../../tags/project-types";
import { SETTABLE_VERSION_STATUSES } from "../../server/services/versions/version-statuses";
import { bulkVersionEditAction } from "../actions/versions";
import { versionBulkEditMessages } from "../messages/version-bulk-edit";
import { getChannelLabel, getStatusLabel, getTagLabel } from "../status-label";
import { BulkSelectAll } from "./bulk-select-all";
import { card } from "./project-frame";

/** The form the versions table's checkboxes belong to (they sit in the table, outside the form element). */
export const BULK_FORM_ID = "bulk-versions";

/** A row's checkbox: part of the bulk edit form through its `form` attribute, so the table stays as it is. */
export async function BulkVersionCheckbox({ versionId, name }: { versionId: string; name: string }) {
  const t = await getT(versionBulkEditMessages);
  return (
    <input
      type="checkbox"
      form={BULK_FORM_ID}
      name="versionIds"
      value={versionId}
      aria-label={t("choose", { name })}
      className="h-6 w-6"
    />
  );
}

/** The column's header: its name for screen readers, and the select-all checkbox once script runs. */
export async function BulkVersionCheckboxHeader() {
  const t = await getT(versionBulkEditMessages);
  return (
    <>
      <span className="sr-only">{t("chooseColumn")}</span>
      <BulkSelectAll formId={BULK_FORM_ID} />
    </>
  );
}

function Choices({
  legend,
  name,
  options,
  label,
}: {
  legend: string;
  name: string;
  options: readonly string[];
  /** An option's label in the page's language (the form posts the stored value). */
  label: (option: string) => string;
}) {
  return (
    <fieldset className="flex flex-wrap gap-x-3 gap-y-1 text-sm">
      <legend className="font-semibold">{legend}</legend>
      {options.map((option) => (
        <label key={option} className="inline-flex min-h-6 items-center gap-1">
          <input type="checkbox" name={name} value={option} className="h-5 w-5" /> {label(option)}
        </label>
      ))}
    </fieldset>
  );
}

/**
 * The bulk edit of the versions page, for members who may edit versions: add or remove loaders and game
 * versions, set the channel or status of every version ticked in the table, in one action (a server action
 * over catalog.versions.bulkEdit; works without JavaScript). Collapsed in a <details> until opened, or open
 * with the outcome of the last edit.
 */
export async function VersionBulkEdit({
  projectId,
  loaders,
  projectLoaders,
  releases,
  projectGameVersions,
  error,
  edited,
}: {
  projectId: string;
  /** Every loader the project's type may use. */
  loaders: readonly string[];
  projectLoaders: readonly string[];
  releases: readonly string[];
  projectGameVersions: readonly string[];
  error?: string;
  edited?: number;
}) {
  const [t, channelLabel, statusLabel, tagLabel] = await Promise.all([
    getT(versionBulkEditMessages),
    getChannelLabel(),
    getStatusLabel(),
    getTagLabel(),
  ]);
  const selectClass = `${inputClassName} max-w-full`;
  return (
    <details className={card} open={Boolean(error) || edited !== undefined} data-testid="version-bulk-edit">
      <summary className="min-h-6 cursor-pointer font-semibold">{t("summary")}</summary>
      <form id={BULK_FORM_ID} action={bulkVersionEditAction} className="mt-3 flex flex-col gap-3">
        <input type="hidden" name="projectId" value={projectId} />
        <p className="text-sm text-secondary">{t("hint")}</p>
        {error ? (
          <FormNotice tone="error" testId="bulk-edit-error">
            {error}
          </FormNotice>
        ) : edited !== undefined ? (
          <FormNotice tone="success" testId="bulk-edit-done">
            {t("edited", { count: edited })}
          </FormNotice>
        ) : null}
        <Choices legend={t("addLoaders")} name="addLoaders" options={loaders} label={tagLabel} />
        <Choices legend={t("removeLoaders")} name="removeLoaders" options={projectLoaders} label={tagLabel} />
        <div className="flex flex-wrap gap-3">
          <label className="flex min-w-0 flex-col gap-1 text-sm font-semibold">
            {t("addGameVersions")}
            <select name="addGameVersions" multiple size={6} className={selectClass}>
              {releases.map((version) => (
                <option key={version}>{version}</option>
              ))}
            </select>
          </label>
          <label className="flex min-w-0 flex-col gap-1 text-sm font-semibold">
            {t("removeGameVersions")}
            <select name="removeGameVersions" multiple size={6} className={selectClass}>
              {projectGameVersions.map((version) => (
                <option key={version}>{version}</option>
              ))}
            </select>
          </label>
        </div>
        <div className="flex flex-wrap gap-3">
          <label className="flex flex-col gap-1 text-sm font-semibold">
            {t("channel")}
            <select name="versionType" defaultValue="" className={selectClass}>
              <option value="">{t("keep")}</option>
              {VERSION_CHANNELS.map((channel) => (
                <option key={channel} value={channel}>
                  {channelLabel(channel)}
                </option>
              ))}
            </select>
          </label>
          <label className="flex flex-col gap-1 text-sm font-semibold">
            {t("status")}
            <select name="status" defaultValue="" className={selectClass}>
              <option value="">{t("keep")}</option>
              {SETTABLE_VERSION_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {statusLabel(status)}
                </option>
              ))}
            </select>
          </label>
        </div>
        <div>
          <Button type="submit">{t("apply")}</Button>
        </div>
      </form>
    </details>
  );
}
