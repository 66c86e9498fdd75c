import { formatNumber } from "@hopper/core/format/number";

import type { HomeProject } from "../../server/home-feed";

/** One project in a home-page list: icon, title, author, summary and counts. */
export function ProjectCard({ project }: { project: HomeProject }) {
  return (
    <a
      href={`/${project.projectType}/${project.slug}`}
      className="flex gap-3 rounded-xl border border-divider bg-raised p-3 hover:border-brand"
    >
      {project.iconUrl ? (
        // eslint-disable-next-line @next/next/no-img-element -- icons come from the configured file storage
        <img src={project.iconUrl} alt="" className="size-14 shrink-0 rounded-lg" loading="lazy" />
      ) : (
        <span
          aria-hidden="true"
          className="grid size-14 shrink-0 place-items-center rounded-lg bg-input text-xl font-bold"
        >
          {project.title.slice(0, 1)}
        </span>
      )}
      <span className="flex min-w-0 flex-col">
        <span className="truncate font-semibold">{project.title}</span>
        <span className="text-xs text-secondary">by {project.author}</span>
        <span className="line-clamp-2 text-sm text-secondary">{project.description}</span>
        <span className="mt-1 text-xs text-secondary">
          {formatNumber(project.downloads)} downloads · {formatNumber(project.follows)} followers
        </span>
      </span>
    </a>
  );
}
