import { notFound } from "next/navigation";
import type { ReactNode } from "react";

import { db } from "@hopper/core/db";
import { Button } from "@hopper/ui/components/button";
import { Field, fieldIds, inputClassName } from "@hopper/ui/components/field";
import { FormNotice } from "@hopper/ui/components/form-notice";
import { UploadProgress } from "@hopper/ui/forms/upload-progress";
import { getT } from "@hopper/ui/i18n/server";
import type { ModulePageProps } from "@hopper/ui/server/render-page";

import { readRefusal } from "../../server/http/upload-refusal";
import { METADATA_ENTRIES } from "../../server/services/versions/intake/file-metadata";
import { gameVersionTags } from "../../server/services/versions/game-versions";
import { ProjectPermission } from "../../server/services/permissions";
import { LOADERS } from "../../tags/loaders";
import { VERSION_CHANNELS } from "../../tags/project-types";
import { card, ProjectFrame } from "../components/project-frame";
import { PrimaryFileChoice } from "../forms/primary-file-choice";
import { TextEditor } from "../forms/text-editor";
import { UploadSuggestions } from "../forms/upload-suggestions";
import { loadProjectPage } from "../load";
import { versionFormMessages } from "../messages/version-form";
import { getChannelLabel, getTagLabel } from "../status-label";

export async function generateMetadata() {
  return { title: (await getT(versionFormMessages))("newTitle") };
}

/** A group of checkboxes with its legend and inline error (Field wires a single control; this is a fieldset). */
function CheckboxGroup({
  legend,
  name,
  error,
  children,
}: {
  legend: string;
  name: string;
  error?: string;
  children: ReactNode;
}) {
  const ids = fieldIds(name);
  return (
    <fieldset
      className="flex flex-wrap gap-3 text-sm"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? ids.error : undefined}
    >
      <legend className="font-semibold">{legend}</legend>
      {children}
      {error ? (
        <span id={ids.error} role="alert" className="basis-full text-xs text-danger">
          {error}
        </span>
      ) : null}
    </fieldset>
  );
}

/**
 * The upload form: a multipart POST to /api/catalog/projects/{id}/versions that works without JavaScript. A
 * refused upload comes back here with the service's field errors shown next to their fields and the values
 * entered filled in again (files cannot be). With JavaScript, UploadProgress sends it with a progress bar and a
 * Cancel button, and a refusal leaves the whole form, files included, as it was.
 */
export default async function VersionNewPage({ params, searchParams, host }: ModulePageProps) {
  const { id } = await params;
  const refusal = readRefusal(await searchParams);
  const { project, permissions, base } = await loadProjectPage(id);
  if ((permissions & ProjectPermission.UPLOAD_VERSION) === 0n) notFound();
  const loaders = LOADERS.filter((loader) => loader.supported_project_types.includes(project.projectType));
  const releases = (await gameVersionTags(db())).filter((version) => version.version_type === "release");
  const fields = refusal?.fields ?? {};
  const kept = refusal?.values;
  // The message goes above the form only when no field shows it.
  const summary = refusal && Object.keys(fields).length === 0 ? refusal.message : null;
  const [t, channelLabel, tagLabel] = await Promise.all([getT(versionFormMessages), getChannelLabel(), getTagLabel()]);
  return (
    <ProjectFrame project={project} base={base} active="versions" canManage host={host}>
      <form
        id="upload-version"
        method="post"
        action={`/api/catalog/projects/${project.id}/versions`}
        encType="multipart/form-data"
        className={`${card} flex flex-col gap-3`}
        aria-label={t("upload")}
      >
        <h2 className="text-xl font-bold">{t("upload")}</h2>
        {summary ? (
          <FormNotice tone="error" testId="upload-error">
            {summary}
          </FormNotice>
        ) : refusal ? (
          <FormNotice tone="error" testId="upload-error">
            {t("correctFields")}
          </FormNotice>
        ) : null}
        <Field label={t("files")} name="files" error={fields.files}>
          <input type="file" multiple required accept=".jar,.zip,.litemod,.mrpack,.asc,.gpg,.sig" />
        </Field>
        <PrimaryFileChoice formId="upload-version" />
        <UploadSuggestions
          formId="upload-version"
          projectType={project.projectType}
          metadataEntries={METADATA_ENTRIES}
        />
        <Field label={t("versionNumber")} name="versionNumber" error={fields.versionNumber}>
          <input required maxLength={32} defaultValue={kept?.text.versionNumber ?? ""} className={inputClassName} />
        </Field>
        <Field label={t("name")} name="name" error={fields.name}>
          <input defaultValue={kept?.text.name ?? ""} className={inputClassName} />
        </Field>
        <Field label={t("channel")} name="versionType" error={fields.versionType}>
          <select defaultValue={kept?.text.versionType ?? "release"} className={inputClassName}>
            {[...VERSION_CHANNELS].reverse().map((channel) => (
              <option key={channel} value={channel}>
                {channelLabel(channel)}
              </option>
            ))}
          </select>
        </Field>
        <label className="text-sm">
          <input type="checkbox" name="featured" defaultChecked={kept?.featured ?? false} /> {t("featured")}
        </label>
        <CheckboxGroup legend={t("loaders")} name="loaders" error={fields.loaders}>
          {loaders.map((loader) => (
            <label key={loader.name}>
              <input
                type="checkbox"
                name="loaders"
                value={loader.name}
                defaultChecked={kept?.lists.loaders?.includes(loader.name) ?? false}
              />{" "}
              {tagLabel(loader.name)}
            </label>
          ))}
        </CheckboxGroup>
        <Field label={t("gameVersions")} name="gameVersions" error={fields.gameVersions}>
          <select multiple size={8} defaultValue={kept?.lists.gameVersions ?? []} className={inputClassName}>
            {releases.map((version) => (
              <option key={version.version}>{version.version}</option>
            ))}
          </select>
        </Field>
        <Field label={t("dependenciesText")} name="dependencies" error={fields.dependencies}>
          <textarea
            rows={3}
            placeholder={t("dependenciesPlaceholder")}
            defaultValue={kept?.text.dependencies ?? ""}
            className={inputClassName}
          />
        </Field>
        <div className="flex flex-col gap-1">
          <label htmlFor="changelog" className="text-sm font-semibold">
            {t("changelog")}
          </label>
          <TextEditor id="changelog" name="changelog" initialValue={kept?.text.changelog ?? ""} />
        </div>
        <UploadProgress formId="upload-version" />
        <Button type="submit">{t("create")}</Button>
      </form>
    </ProjectFrame>
  );
}
