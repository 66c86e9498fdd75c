import type { ReactNode } from "react";

import { ProjectCard } from "@hopper/ui/components/project-card";
import { getT } from "@hopper/ui/i18n/server";
import type { ProjectCardData } from "@hopper/ui/components/project-card";

import type { HomeProject } from "../../server/home-feed";
import { EmptyState } from "../components/empty-state";
import { messages } from "../messages";

/** A home-page project as the shared card shows it: the author where other lists show the type. */
function homeCard(project: HomeProject, byAuthor: string): ProjectCardData {
  return {
    href: `/${project.projectType}/${project.slug}`,
    name: project.title,
    label: byAuthor,
    summary: project.description,
    iconUrl: project.iconUrl,
    downloads: project.downloads,
    followers: project.follows,
  };
}

/** A titled home-page list that falls back to an empty state when it has no projects. */
export async function ProjectListSection({
  id,
  title,
  projects,
  emptyTitle,
  emptyText,
  action,
}: {
  id: string;
  title: string;
  projects: readonly HomeProject[];
  emptyTitle: string;
  emptyText: ReactNode;
  action?: ReactNode;
}) {
  const t = await getT(messages);
  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-4" data-testid={`home-${id}`}>
      <div className="flex flex-wrap items-end justify-between gap-2">
        <h2 id={`${id}-title`} className="text-2xl font-bold">
          {title}
        </h2>
        {action}
      </div>
      {projects.length > 0 ? (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {projects.map((project) => (
            <li key={project.id}>
              <ProjectCard
                project={homeCard(project, t("home.byAuthor", { author: project.author }))}
                testId="home-project"
                lazyIcon
              />
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState title={emptyTitle} testId={`home-${id}-empty`}>
          {emptyText}
        </EmptyState>
      )}
    </section>
  );
}
