import { notFound } from "next/navigation";

import { findUserByIdOrName } from "@hopper/accounts/server";
import { visibleProjectCards } from "@hopper/catalog/server";
import { actorOf } from "@hopper/core/auth";
import type { Actor } from "@hopper/core/auth";
import { db } from "@hopper/core/db";
import { AppError } from "@hopper/core/errors";
import { formatNumber } from "@hopper/core/format/number";
import { ProjectCard } from "@hopper/ui/components/project-card";
import { ProjectIcon } from "@hopper/ui/components/project-icon";
import type { PageProps } from "@hopper/ui/server/render-page";
import { getViewer } from "@hopper/ui/server/viewer";

import { projectIdsOf } from "../../server/services/collection-projects";
import { getVisibleCollection } from "../../server/services/collections";

const STATUS_BADGES: Record<string, string> = { unlisted: "Unlisted", private: "Private", rejected: "Rejected" };

/** The collection, or null when it is unknown or hidden from the viewer (the page then answers 404). */
async function load(actor: Actor | null, id: unknown) {
  if (typeof id !== "string") return null;
  try {
    return await getVisibleCollection(db(), actor, id);
  } catch (error) {
    if (error instanceof AppError && error.code === "not_found") return null;
    throw error;
  }
}

const viewerActor = async (): Promise<Actor | null> => actorOf(await getViewer());

export async function generateMetadata({ params }: PageProps) {
  const collection = await load(await viewerActor(), (await params).id);
  return { title: collection ? `${collection.name} - Hopper` : "Collection not found - Hopper" };
}

/** /collection/{id}: name, summary, curator, dates, project count and the projects as cards. */
export default async function CollectionPage({ params }: PageProps) {
  const actor = await viewerActor();
  const collection = await load(actor, (await params).id);
  if (!collection) notFound();
  const [owner, projects] = await Promise.all([
    findUserByIdOrName(db(), collection.userId),
    projectIdsOf(db(), collection.id).then((ids) => visibleProjectCards(db(), actor, ids)),
  ]);
  const badge = STATUS_BADGES[collection.status];
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
        Curated by{" "}
        {owner ? (
          <a className="underline" href={`/user/${owner.username}`} data-testid="collection-owner">
            {owner.username}
          </a>
        ) : null}
      </p>
      <p className="text-sm text-secondary">
        <span data-testid="collection-project-count">{formatNumber(projects.length)} projects</span> · Created{" "}
        {collection.createdAt.toISOString().slice(0, 10)} · Updated {collection.updatedAt.toISOString().slice(0, 10)}
      </p>
      {projects.length === 0 ? (
        <p className="text-sm text-secondary" data-testid="collection-empty">
          This collection has no projects yet.
        </p>
      ) : (
        <div className="grid gap-3 md:grid-cols-2" data-testid="collection-projects">
          {projects.map((project) => (
            <ProjectCard key={project.id} project={project} testId="project-summary" />
          ))}
        </div>
      )}
    </section>
  );
}
