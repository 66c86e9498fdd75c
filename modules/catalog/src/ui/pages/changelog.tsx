import { db } from "@hopper/core/db";
import { getT } from "@hopper/ui/i18n/server";
import type { ModulePageProps } from "@hopper/ui/server/render-page";

import { ProjectPermission } from "../../server/services/permissions";
import { listShownVersions } from "../../server/services/versions/shown-versions";
import { versionAddressRows } from "../../server/services/versions/version-reads";
import { versionAddress } from "../../server/services/versions/version-rules";
import { versionChangelogHtml } from "../../server/services/markdown/stored-html-reads";
import { card, day, ProjectFrame } from "../components/project-frame";
import { loadProjectPage } from "../load";
import { countPageView } from "../count-view";
import { projectMessages } from "../messages/project";

export async function generateMetadata() {
  const t = await getT(projectMessages);
  return { title: t("changelogTitle") };
}

const PER_PAGE = 20;

export default async function ChangelogPage({ params, searchParams, host }: ModulePageProps) {
  const t = await getT(projectMessages);
  const { id } = await params;
  const query = await searchParams;
  const { project, permissions, base, actor } = await loadProjectPage(id);
  await countPageView(project, actor?.userId ?? null);
  const page = Math.max(1, Number.parseInt(String(query.page ?? "1"), 10) || 1);
  const [{ versions, total }, all] = await Promise.all([
    // Hidden versions (drafts, unlisted…) and their changelogs only for the team and staff.
    listShownVersions(db(), actor, project, { skip: (page - 1) * PER_PAGE, take: PER_PAGE }),
    // Every version, so that a version's address is the same for every viewer.
    versionAddressRows(db(), project.id),
  ]);
  // Stored at save time; stale or missing ones render in worker threads (docs/markdown.md "Stored HTML").
  const changelogs = await versionChangelogHtml(
    db(),
    versions.filter((version) => version.changelog),
  );
  const pages = Math.max(1, Math.ceil(total / PER_PAGE));
  const canManage = (permissions & ProjectPermission.EDIT_DETAILS) !== 0n;
  return (
    <ProjectFrame project={project} base={base} active="changelog" canManage={canManage} host={host}>
      {versions.map((version) => (
        <section key={version.id} className={card}>
          <h2 className="font-bold">
            <a className="underline" href={`${base}/version/${versionAddress(version, all)}`}>
              {version.name}
            </a>{" "}
            <span className="text-sm text-secondary">
              {version.versionType} · {day(version.datePublished)}
            </span>
          </h2>
          {version.changelog ? (
            <article
              dir="auto"
              className="markdown-body"
              dangerouslySetInnerHTML={{ __html: changelogs.get(version.id) ?? "" }}
            />
          ) : (
            <p className="text-secondary">{t("noChangelog")}</p>
          )}
        </section>
      ))}
      {versions.length === 0 ? <p className="text-secondary">{t("noVersions")}</p> : null}
      {pages > 1 ? (
        <nav className="flex gap-2 text-sm" aria-label={t("pages")}>
          {Array.from({ length: pages }, (_, i) => i + 1).map((n) => (
            <a
              key={n}
              href={`${base}/changelog?page=${n}`}
              aria-current={n === page ? "page" : undefined}
              className="underline"
            >
              {n}
            </a>
          ))}
        </nav>
      ) : null}
    </ProjectFrame>
  );
}
