import { db } from "@hopper/core/db";
import { formatNumber } from "@hopper/core/format/number";
import { Button, buttonClassName } from "@hopper/ui/components/button";
import { getT } from "@hopper/ui/i18n/server";
import type { ModulePageProps } from "@hopper/ui/server/render-page";

import { formatGameVersionRanges } from "../../tags/game-versions";
import { VERSION_CHANNELS } from "../../tags/project-types";
import { ProjectPermission } from "../../server/services/permissions";
import { fileUrl } from "../../server/services/versions/version-file-keys";
import { gameVersionTags } from "../../server/services/versions/game-versions";
import { LOADERS } from "../../tags/loaders";
import { listShownVersions } from "../../server/services/versions/shown-versions";
import { versionAddressRows } from "../../server/services/versions/version-reads";
import { primaryFile, versionAddress } from "../../server/services/versions/version-rules";
import { card, day, ProjectFrame } from "../components/project-frame";
import { BulkVersionCheckbox, BulkVersionCheckboxHeader, VersionBulkEdit } from "../components/version-bulk-edit";
import { loadProjectPage } from "../load";
import { countPageView } from "../count-view";
import { versionListMessages } from "../messages/version-list";
import { getChannelLabel, getTagLabel } from "../status-label";
import { sealedRefusal } from "@hopper/ui/server/refusal-seal";

export async function generateMetadata() {
  return { title: (await getT(versionListMessages))("title") };
}

export const VERSIONS_PER_PAGE = 20;

const list = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value : value ? [value] : []).filter((item) => item !== "");

export default async function VersionsPage({ params, searchParams, host }: ModulePageProps) {
  const { id } = await params;
  const query = await searchParams;
  const { project, permissions, base, actor } = await loadProjectPage(id);
  await countPageView(project, actor?.userId ?? null);
  const loaders = list(query.loader);
  const gameVersions = list(query.g);
  const channels = list(query.c);
  const page = Math.max(1, Number.parseInt(String(query.page ?? "1"), 10) || 1);
  const filters = { loaders, gameVersions, channels };
  const [{ versions, total }, all] = await Promise.all([
    listShownVersions(db(), actor, project, {
      ...filters,
      skip: (page - 1) * VERSIONS_PER_PAGE,
      take: VERSIONS_PER_PAGE,
    }),
    versionAddressRows(db(), project.id),
  ]);
  const pages = Math.max(1, Math.ceil(total / VERSIONS_PER_PAGE));
  const canUpload = (permissions & ProjectPermission.UPLOAD_VERSION) !== 0n;
  // The bulk edit's options, only for those who may edit versions.
  const releases = canUpload
    ? (await gameVersionTags(db())).filter((tag) => tag.version_type === "release").map((tag) => tag.version)
    : [];
  const edited = Number.parseInt(String(query.edited ?? ""), 10);
  const [t, channel, tagLabel] = await Promise.all([getT(versionListMessages), getChannelLabel(), getTagLabel()]);
  const pageHref = (n: number) => {
    const search = new URLSearchParams();
    for (const loader of loaders) search.append("loader", loader);
    for (const version of gameVersions) search.append("g", version);
    for (const channel of channels) search.append("c", channel);
    search.set("page", String(n));
    return `${base}/versions?${search}`;
  };
  return (
    <ProjectFrame project={project} base={base} active="versions" canManage={canUpload} host={host}>
      {canUpload ? (
        <a className={buttonClassName()} href={`${base}/version/new`}>
          {t("upload")}
        </a>
      ) : null}
      <form method="get" className={`${card} flex flex-wrap items-end gap-3 text-sm`} aria-label={t("filter")}>
        <label className="flex flex-col gap-1">
          {t("loader")}
          <select name="loader" defaultValue={loaders[0] ?? ""} className="rounded border border-divider bg-input p-1">
            <option value="">{t("any")}</option>
            {project.loaders.map((loader) => (
              <option key={loader} value={loader}>
                {tagLabel(loader)}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1">
          {t("gameVersion")}
          <select name="g" defaultValue={gameVersions[0] ?? ""} className="rounded border border-divider bg-input p-1">
            <option value="">{t("any")}</option>
            {project.gameVersions.map((version) => (
              <option key={version}>{version}</option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1">
          {t("channel")}
          <select name="c" defaultValue={channels[0] ?? ""} className="rounded border border-divider bg-input p-1">
            <option value="">{t("any")}</option>
            {VERSION_CHANNELS.map((value) => (
              <option key={value} value={value}>
                {channel(value)}
              </option>
            ))}
          </select>
        </label>
        <Button type="submit" variant="secondary" size="sm" className="font-semibold">
          {t("apply")}
        </Button>
      </form>
      {canUpload ? (
        <VersionBulkEdit
          projectId={project.id}
          loaders={LOADERS.filter((loader) => loader.supported_project_types.includes(project.projectType)).map(
            (loader) => loader.name,
          )}
          projectLoaders={project.loaders}
          releases={releases}
          projectGameVersions={project.gameVersions}
          error={sealedRefusal(query).message?.slice(0, 500) ?? undefined}
          edited={Number.isFinite(edited) ? edited : undefined}
        />
      ) : null}
      {/* On a phone the table scrolls sideways in its own box instead of widening the page (issue 14). */}
      <div className="relative overflow-x-auto">
        <table className="w-full text-left text-sm" data-testid="versions-table">
          <thead>
            <tr>
              {canUpload ? (
                <th>
                  <BulkVersionCheckboxHeader />
                </th>
              ) : null}
              <th>{t("columns.version")}</th>
              <th>{t("columns.channel")}</th>
              <th>{t("columns.compatibility")}</th>
              <th>{t("columns.published")}</th>
              <th>{t("columns.downloads")}</th>
              <th>
                <span className="sr-only">{t("columns.download")}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {versions.map((version) => {
              const file = primaryFile(version.files);
              return (
                <tr key={version.id} className="border-t border-divider">
                  {canUpload ? (
                    <td>
                      <BulkVersionCheckbox versionId={version.id} name={version.name} />
                    </td>
                  ) : null}
                  <td>
                    <a
                      className="font-semibold underline"
                      dir="auto"
                      href={`${base}/version/${versionAddress(version, all)}`}
                    >
                      {version.name}
                    </a>
                    <div className="text-xs text-secondary">{version.versionNumber}</div>
                  </td>
                  <td>{channel(version.versionType)}</td>
                  <td>
                    {t("compatibility", {
                      loaders: version.loaders.map(tagLabel).join(", "),
                      gameVersions: formatGameVersionRanges(version.gameVersions).join(", "),
                    })}
                  </td>
                  <td>{day(version.datePublished)}</td>
                  <td>{formatNumber(version.downloads)}</td>
                  <td>
                    {"placeholder" in file ? null : (
                      <a className="underline" href={fileUrl(project.id, version.id, file.filename)}>
                        {t("download")}
                      </a>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {versions.length === 0 ? <p className="text-secondary">{t("none")}</p> : null}
      {pages > 1 ? (
        <nav className="flex gap-2 text-sm" aria-label={t("pages")}>
          {Array.from({ length: pages }, (_, i) => i + 1).map((n) => (
            <a key={n} href={pageHref(n)} aria-current={n === page ? "page" : undefined} className="underline">
              {n}
            </a>
          ))}
        </nav>
      ) : null}
    </ProjectFrame>
  );
}
