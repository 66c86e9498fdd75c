import { db } from "@hopper/core/db";
import { formatNumber } from "@hopper/core/format/number";
import { ProjectCard } from "@hopper/ui/components/project-card";
import { getT } from "@hopper/ui/i18n/server";
import type { ModulePageProps, PageProps } from "@hopper/ui/server/render-page";

import { DEPENDENTS_DEFAULT_LIMIT } from "../../api/dependents-query";
import { projectCard } from "../../server/services/projects/project-cards";
import { dependentProjectRows, dependentsOf } from "../../server/services/projects/project-dependents";
import { getCardLabel } from "../card-label";
import { ProjectFrame } from "../components/project-frame";
import { loadProjectPage } from "../load";
import { countPageView } from "../count-view";
import { usedByMessages } from "../messages/used-by";

export async function generateMetadata({ params }: PageProps) {
  const { id } = await params;
  const { project } = await loadProjectPage(id);
  return { title: (await getT(usedByMessages))("title", { project: project.name }) };
}

const PER_PAGE = DEPENDENTS_DEFAULT_LIMIT * 2;
const MAX_PAGE = 50_000;

/** `/{type}/{slug}/dependents`: every project the viewer may see that uses this one, most downloaded first. */
export default async function DependentsPage({ params, searchParams, host }: ModulePageProps) {
  const { id } = await params;
  const query = await searchParams;
  const { project, base, actor } = await loadProjectPage(id);
  await countPageView(project, actor?.userId ?? null);
  // A bad or absurd page number shows the first page or the last one (links from anywhere may carry anything).
  const asked = Math.min(MAX_PAGE, Math.max(1, Number.parseInt(String(query.page ?? "1"), 10) || 1));
  const [t, cardLabel] = await Promise.all([getT(usedByMessages), getCardLabel()]);
  const load = (page: number) =>
    dependentsOf(db(), actor, project.id, { limit: PER_PAGE, offset: (page - 1) * PER_PAGE });
  let { total, dependents } = await load(asked);
  const pages = Math.max(1, Math.ceil(total / PER_PAGE));
  const page = Math.min(asked, pages);
  // A page past the end (a stale link) shows the last one rather than an empty list.
  if (page !== asked) ({ total, dependents } = await load(page));
  const rows = await dependentProjectRows(db(), dependents);
  const pageHref = (n: number) => `${base}/dependents${n > 1 ? `?page=${n}` : ""}`;
  return (
    <ProjectFrame project={project} base={base} active="dependents" canManage={false} host={host}>
      <h2 className="text-lg font-bold">
        {t("heading")}{" "}
        <span className="text-sm font-normal text-secondary" data-testid="used-by-count">
          {t("count", { count: total, countText: formatNumber(total) })}
        </span>
      </h2>
      {rows.length === 0 ? (
        <p className="text-sm text-secondary">{t("none")}</p>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2" data-testid="dependents">
          {rows.map(({ project: dependent, versions }) => {
            const cardData = projectCard(dependent);
            return (
              <li key={dependent.id} className="flex flex-col gap-1">
                <ProjectCard project={{ ...cardData, label: cardLabel(cardData) }} testId="dependent" />
                <span className="text-xs text-secondary">
                  {t("versions", { count: versions, countText: formatNumber(versions) })}
                </span>
              </li>
            );
          })}
        </ul>
      )}
      {pages > 1 ? (
        <nav className="flex items-center gap-3 text-sm" aria-label={t("pages")}>
          {page > 1 ? (
            <a className="underline" href={pageHref(page - 1)} rel="prev">
              {t("previous")}
            </a>
          ) : null}
          <span>{t("pageOf", { page: String(page), pages: String(pages) })}</span>
          {page < pages ? (
            <a className="underline" href={pageHref(page + 1)} rel="next">
              {t("next")}
            </a>
          ) : null}
        </nav>
      ) : null}
    </ProjectFrame>
  );
}
