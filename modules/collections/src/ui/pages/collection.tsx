import { notFound } from "next/navigation";

import { formatNumber } from "@hopper/core/format/number";
import { ProjectCard } from "@hopper/ui/components/project-card";
import { DateTime } from "@hopper/ui/i18n/format";
import { getT } from "@hopper/ui/i18n/server";
import { ProjectIcon } from "@hopper/ui/components/project-icon";
import type { PageProps } from "@hopper/ui/server/render-page";
import { shareMetadata } from "@hopper/ui/server/share-metadata";

import { collectionPageData } from "../caller";
import { getCardLabel } from "../card-label";
import { messages } from "../messages";
import { RemoveProjectButton } from "../remove-project-button";

const STATUS_BADGES = ["unlisted", "private", "rejected"] as const;
const isBadged = (status: string): status is (typeof STATUS_BADGES)[number] =>
  (STATUS_BADGES as readonly string[]).includes(status);

/** The page's data through the collections procedure, or null (unknown, hidden from the viewer, bad id). */
const load = async (id: unknown) => (typeof id === "string" ? collectionPageData(id) : null);

export async function generateMetadata({ params }: PageProps) {
  const [page, t] = await Promise.all([load((await params).id), getT(messages)]);
  if (!page) return { title: t("notFoundTitle") };
  const { collection, owner } = page;
  return shareMetadata({
    title: collection.name,
    description: collection.description || (owner ? t("byOwner", { username: owner.username }) : t("onHopper")),
    path: `/collection/${collection.id}`,
    image: collection.iconUrl,
    indexable: collection.status === "listed",
  });
}

/** /collection/{id}: name, summary, curator, dates, project count and the projects as cards. */
export default async function CollectionPage({ params }: PageProps) {
  const [page, t, cardLabel] = await Promise.all([load((await params).id), getT(messages), getCardLabel()]);
  if (!page) notFound();
  const { collection, owner, projects, canEdit } = page;
  const badge = isBadged(collection.status) ? t(`statuses.${collection.status}`) : null;
  return (
    <section className="flex flex-col gap-4 py-8">
      <div className="flex items-center gap-4">
        <ProjectIcon name={collection.name} iconUrl={collection.iconUrl} size={96} tone="raised" />
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-bold" data-testid="collection-name">
            {collection.name}
          </h1>
          {badge ? (
            <span className="w-fit rounded bg-raised px-2 text-xs font-semibold" data-testid="collection-status">
              {badge}
            </span>
          ) : null}
          {collection.description ? <p className="text-secondary">{collection.description}</p> : null}
        </div>
      </div>
      <p className="text-sm">
        {t("curatedBy")}{" "}
        {owner ? (
          <a className="underline" href={`/user/${owner.username}`} data-testid="collection-owner">
            {owner.username}
          </a>
        ) : null}
      </p>
      <p className="text-sm text-secondary">
        <span data-testid="collection-project-count">
          {t("projectCount", { count: formatNumber(projects.length) })}
        </span>{" "}
        ·{" "}
        {t.rich("dates", {
          created: () => <DateTime value={collection.createdAt} />,
          updated: () => <DateTime value={collection.updatedAt} />,
        })}
      </p>
      {projects.length === 0 ? (
        <p className="text-sm text-secondary" data-testid="collection-empty">
          {t("empty")}
        </p>
      ) : (
        <div className="grid gap-3 md:grid-cols-2" data-testid="collection-projects">
          {projects.map((project) => (
            <div key={project.id} className="flex flex-col gap-1">
              <ProjectCard project={{ ...project, label: cardLabel(project) }} testId="project-summary" />
              {canEdit ? (
                <RemoveProjectButton collectionId={collection.id} projectId={project.id} projectName={project.name} />
              ) : null}
            </div>
          ))}
        </div>
      )}
    </section>
  );
}
