import { notFound } from "next/navigation";

import { db } from "@hopper/core/db";
import { Button } from "@hopper/ui/components/button";
import { getT } from "@hopper/ui/i18n/server";
import type { ModulePageProps } from "@hopper/ui/server/render-page";

import { LOADERS } from "../../tags/loaders";
import { VERSION_CHANNELS } from "../../tags/project-types";
import { gameVersionTags } from "../../server/services/versions/game-versions";
import { ProjectPermission } from "../../server/services/permissions";
import { SETTABLE_VERSION_STATUSES } from "../../server/services/versions/version-statuses";
import { findVersionDetail, versionAtAddress } from "../../server/services/versions/version-reads";
import { DependencyFields } from "../forms/dependency-fields";
import { versionAction } from "../actions/projects";
import { card, ProjectFrame } from "../components/project-frame";
import { TextEditor } from "../forms/text-editor";
import { loadProjectPage } from "../load";
import { versionFormMessages } from "../messages/version-form";
import { getChannelLabel, getStatusLabel, getTagLabel } from "../status-label";
import { sealedRefusal } from "@hopper/ui/server/refusal-seal";

export async function generateMetadata() {
  return { title: (await getT(versionFormMessages))("editTitle") };
}

const field = "rounded-lg border border-divider bg-input px-3 py-2";

export default async function VersionEditPage({ params, searchParams, host }: ModulePageProps) {
  const { id, version: address } = await params;
  const query = await searchParams;
  const { project, permissions, base } = await loadProjectPage(id);
  if ((permissions & ProjectPermission.UPLOAD_VERSION) === 0n || typeof address !== "string") notFound();
  // The same addresses as the version page: /version/{number}/edit, or the id when the number is ambiguous.
  const found = await versionAtAddress(db(), project.id, address);
  if (!found) notFound();
  const version = await findVersionDetail(db(), project.id, found.id);
  if (!version) notFound();
  // A refused edit's text as runForm sealed it (ui/refusal-seal.ts); text an address made up shows nothing.
  const error = sealedRefusal(query).message;
  const loaders = LOADERS.filter((loader) => loader.supported_project_types.includes(project.projectType));
  const releases = (await gameVersionTags(db())).filter(
    (tag) => tag.version_type === "release" || version.gameVersions.includes(tag.version),
  );
  const back = `${base}/version/${found.address}/edit`;
  const [t, statusLabel, channelLabel, tagLabel] = await Promise.all([
    getT(versionFormMessages),
    getStatusLabel(),
    getChannelLabel(),
    getTagLabel(),
  ]);
  return (
    <ProjectFrame project={project} base={base} active="version" canManage notice={error} host={host}>
      <form action={versionAction} className={`${card} flex flex-col gap-3`} aria-label={t("edit")}>
        <h2 className="text-xl font-bold">{t("editHeading", { name: version.name })}</h2>
        <input type="hidden" name="versionId" value={version.id} />
        <input type="hidden" name="back" value={back} />
        <input type="hidden" name="intent" value="save" />
        <label className="flex flex-col gap-1 text-sm font-semibold">
          {t("versionNumber")}
          <input name="versionNumber" defaultValue={version.versionNumber} maxLength={32} className={field} />
        </label>
        <label className="flex flex-col gap-1 text-sm font-semibold">
          {t("name")}
          <input name="name" defaultValue={version.name} className={field} />
        </label>
        <label className="flex flex-col gap-1 text-sm font-semibold">
          {t("channel")}
          <select name="versionType" defaultValue={version.versionType} className={field}>
            {[...VERSION_CHANNELS].reverse().map((channel) => (
              <option key={channel} value={channel}>
                {channelLabel(channel)}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm">
          <input type="checkbox" name="featured" defaultChecked={version.featured} /> {t("featured")}
        </label>
        <label className="flex flex-col gap-1 text-sm font-semibold">
          {t("status")}
          <select name="status" defaultValue={version.status} className={field}>
            {(SETTABLE_VERSION_STATUSES.includes(version.status)
              ? SETTABLE_VERSION_STATUSES
              : [version.status, ...SETTABLE_VERSION_STATUSES]
            ).map((status) => (
              <option key={status} value={status}>
                {statusLabel(status)}
              </option>
            ))}
          </select>
        </label>
        <fieldset className="flex flex-wrap gap-3 text-sm">
          <legend className="font-semibold">{t("loaders")}</legend>
          {loaders.map((loader) => (
            <label key={loader.name}>
              <input
                type="checkbox"
                name="loaders"
                value={loader.name}
                defaultChecked={version.loaders.includes(loader.name)}
              />{" "}
              {tagLabel(loader.name)}
            </label>
          ))}
        </fieldset>
        <label className="flex flex-col gap-1 text-sm font-semibold">
          {t("gameVersions")}
          <select name="gameVersions" multiple size={8} defaultValue={version.gameVersions} className={field}>
            {releases.map((tag) => (
              <option key={tag.version}>{tag.version}</option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm font-semibold">
          {t("primaryFile")}
          <select
            name="primaryFile"
            defaultValue={version.files.find((file) => file.primary)?.filename}
            className={field}
          >
            {version.files.map((file) => (
              <option key={file.id}>{file.filename}</option>
            ))}
          </select>
        </label>
        <DependencyFields dependencies={version.dependencies} />
        <div className="flex flex-col gap-1">
          <label htmlFor="changelog" className="text-sm font-semibold">
            {t("changelog")}
          </label>
          <TextEditor id="changelog" name="changelog" initialValue={version.changelog} />
        </div>
        <Button type="submit">{t("save")}</Button>
      </form>
      {(permissions & ProjectPermission.DELETE_VERSION) !== 0n ? (
        <form action={versionAction} className={card} aria-label={t("delete")}>
          <input type="hidden" name="versionId" value={version.id} />
          <input type="hidden" name="back" value={back} />
          <input type="hidden" name="intent" value="delete" />
          <button type="submit" className="rounded-lg bg-danger px-4 py-2 font-semibold text-on-danger">
            {t("delete")}
          </button>
        </form>
      ) : null}
    </ProjectFrame>
  );
}
