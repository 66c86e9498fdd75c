import { notFound } from "next/navigation";

import { db } from "@hopper/core/db";
import { formatNumber } from "@hopper/core/format/number";
import { slotViewer } from "@hopper/core/module";
import { getT } from "@hopper/ui/i18n/server";
import type { ModulePageProps, PageProps } from "@hopper/ui/server/render-page";
import { shareMetadata } from "@hopper/ui/server/share-metadata";
import { getViewer } from "@hopper/ui/server/viewer";
import { SlotOutlet } from "@hopper/ui/shell/slot-outlet";

import { ProjectPermission } from "../../server/services/permissions";
import { DEPENDENCY_TYPES } from "../../server/services/versions/version-fields";
import { fileUrl } from "../../server/services/versions/version-file-keys";
import { versionDetailFor, versionAtAddress } from "../../server/services/versions/version-reads";
import { versionChangelogHtml } from "../../server/services/markdown/stored-html-reads";
import { LINKABLE_VERSION_STATUSES, seesHiddenVersions } from "../../server/services/versions/version-statuses";
import { card, day, formatBytes, ProjectFrame } from "../components/project-frame";
import { slotProjectOf } from "../components/project-slots";
import { loadProjectPage } from "../load";
import { countPageView } from "../count-view";
import { versionMessages } from "../messages/version";
import { versionFormMessages } from "../messages/version-form";
import { getChannelLabel, getTagLabel } from "../status-label";

/** The version's preview: the version's name under the project's, the project's summary and icon. */
export async function generateMetadata({ params }: PageProps) {
  const { id, version: address } = await params;
  const { project, base, actor } = await loadProjectPage(id);
  const found = typeof address === "string" ? await versionAtAddress(db(), project.id, address) : null;
  const version = found ? await versionDetailFor(db(), actor, project.id, found.id) : null;
  // The same rule as the page: a draft's name must not reach a preview of its 404.
  const shown =
    found &&
    version &&
    (LINKABLE_VERSION_STATUSES.includes(version.status) || (await seesHiddenVersions(db(), actor, project)));
  if (!shown) return { title: (await getT(versionMessages))("notFoundTitle") };
  return shareMetadata({
    // "Sodium 0.6.0" stays as it is; a bare "0.6.0" is named after its project.
    title: version.name.toLowerCase().includes(project.name.toLowerCase())
      ? version.name
      : `${project.name} ${version.name}`,
    description: project.summary,
    path: `${base}/version/${found.address}`,
    image: project.iconUrl,
  });
}

export default async function VersionPage({ params, host }: ModulePageProps) {
  const { id, version: address } = await params;
  const [{ project, permissions, base, actor }, t, channelLabel, tagLabel, formT] = await Promise.all([
    loadProjectPage(id),
    getT(versionMessages),
    getChannelLabel(),
    getTagLabel(),
    getT(versionFormMessages),
  ]);
  // A dependency's kind in the page's language (the form's labels); a kind this site does not know shows as stored.
  const kindLabel = (type: string) =>
    (DEPENDENCY_TYPES as readonly string[]).includes(type)
      ? formT(`dependencies.kinds.${type as (typeof DEPENDENCY_TYPES)[number]}`)
      : type;
  if (typeof address !== "string") notFound();
  const found = await versionAtAddress(db(), project.id, address);
  if (!found) notFound();
  const version = await versionDetailFor(db(), actor, project.id, found.id);
  if (!version) notFound();
  // A draft is the team's until released (as GET /v2/version/{id} answers 404 to others).
  if (!LINKABLE_VERSION_STATUSES.includes(version.status) && !(await seesHiddenVersions(db(), actor, project))) {
    notFound();
  }
  await countPageView(project, actor?.userId ?? null, version.id);
  // Stored at save time; a stale or missing one renders in a worker thread (docs/markdown.md "Stored HTML").
  const changelog = version.changelog ? ((await versionChangelogHtml(db(), [version])).get(version.id) ?? "") : "";
  const canManage = (permissions & ProjectPermission.EDIT_DETAILS) !== 0n;
  const canEdit = (permissions & ProjectPermission.UPLOAD_VERSION) !== 0n;
  const versionSlot = {
    project: slotProjectOf(project, base, canManage),
    version: { id: version.id, versionNumber: version.versionNumber },
    viewer: slotViewer(await getViewer()),
  };
  return (
    <ProjectFrame project={project} base={base} active="version" canManage={canManage} host={host}>
      <section className={card}>
        <h2 className="text-xl font-bold" data-testid="version-name">
          {version.name}
        </h2>
        {canEdit ? (
          <a className="text-sm underline" href={`${base}/version/${found.address}/edit`}>
            {t("edit")}
          </a>
        ) : null}
        <div className="flex flex-wrap gap-2" data-testid="version-header-actions">
          <SlotOutlet entries={host.slots["version.header-actions"]} props={versionSlot} />
        </div>
        <dl className="grid grid-cols-2 gap-1 text-sm">
          <dt>{t("number")}</dt>
          <dd data-testid="version-number">{version.versionNumber}</dd>
          <dt>{t("channel")}</dt>
          <dd>{channelLabel(version.versionType)}</dd>
          <dt>{t("loaders")}</dt>
          <dd>{version.loaders.map(tagLabel).join(", ")}</dd>
          <dt>{t("gameVersions")}</dt>
          <dd>{version.gameVersions.join(", ")}</dd>
          <dt>{t("downloads")}</dt>
          <dd>{formatNumber(version.downloads)}</dd>
          <dt>{t("published")}</dt>
          <dd>{t.rich("publishedBy", { date: () => day(version.datePublished), author: version.author.username })}</dd>
          <dt>{t("id")}</dt>
          <dd>{version.id}</dd>
        </dl>
      </section>
      <section className={card} aria-labelledby="files">
        <h2 id="files" className="mb-2 font-bold">
          {t("files")}
        </h2>
        <ul className="flex flex-col gap-3" data-testid="version-files">
          {version.files.map((file) => (
            <li key={file.id} className="flex flex-col gap-1 text-sm" data-testid="version-file">
              <div className="flex flex-wrap items-center gap-2">
                <a
                  className="font-semibold underline"
                  href={fileUrl(project.id, version.id, file.filename)}
                  data-testid="file-download"
                >
                  {file.filename}
                </a>
                <span>{formatBytes(file.size)}</span>
                {file.primary ? (
                  <span className="rounded bg-brand px-2 text-xs text-on-brand">{t("primary")}</span>
                ) : null}
                {file.fileType ? <span className="rounded bg-input px-2 text-xs">{file.fileType}</span> : null}
              </div>
              <code className="break-all text-xs">{t("sha1", { hash: file.sha1 })}</code>
              <code className="break-all text-xs" data-testid="file-sha512">
                {t("sha512", { hash: file.sha512 })}
              </code>
            </li>
          ))}
        </ul>
      </section>
      {version.dependencies.length ? (
        <section className={card} aria-labelledby="dependencies">
          <h2 id="dependencies" className="mb-2 font-bold">
            {t("dependencies")}
          </h2>
          <ul className="text-sm">
            {version.dependencies.map((dependency) => (
              <li key={dependency.id}>
                {dependency.project ? (
                  <a className="underline" href={`/project/${dependency.project.slug}`}>
                    {dependency.project.name}
                  </a>
                ) : (
                  <span>{dependency.fileName}</span>
                )}
                {dependency.dependencyVersion ? ` ${dependency.dependencyVersion.versionNumber}` : ""} —{" "}
                {kindLabel(dependency.dependencyType)}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section className={card} aria-labelledby="changelog">
        <h2 id="changelog" className="mb-2 font-bold">
          {t("changelog")}
        </h2>
        {changelog ? (
          <article dir="auto" className="markdown-body" dangerouslySetInnerHTML={{ __html: changelog }} />
        ) : (
          <p className="text-secondary">{t("noChangelog")}</p>
        )}
      </section>
    </ProjectFrame>
  );
}
