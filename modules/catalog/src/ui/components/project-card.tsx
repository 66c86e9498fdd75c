import { formatNumber } from "@hopper/core/format/number";

import { PROJECT_TYPE_LABELS } from "../../tags/project-types";
import type { ProjectType } from "../../tags/project-types";
import { STATUS_LABELS } from "../../server/services/statuses";
import { displayType } from "../../server/services/version-rules";
import { projectPath } from "../load";

interface CardProject {
  id: string;
  slug: string;
  name: string;
  summary: string;
  projectType: string;
  loaders: string[];
  iconUrl: string | null;
  downloads: number;
  followers: number;
  status: string;
}

/** One project in a list of cards (organization pages): icon, name, type, summary and counts. */
export function ProjectCard({ project }: { project: CardProject }) {
  const type = displayType(project.projectType, project.loaders) as ProjectType;
  return (
    <a
      href={projectPath(project)}
      className="flex gap-3 rounded-xl border border-divider bg-raised p-3 hover:border-brand"
      data-testid="project-card"
    >
      {project.iconUrl ? (
        // eslint-disable-next-line @next/next/no-img-element -- icons come from the configured file storage
        <img src={project.iconUrl} alt="" className="size-14 shrink-0 rounded-lg" />
      ) : (
        <span
          aria-hidden="true"
          className="grid size-14 shrink-0 place-items-center rounded-lg bg-input text-xl font-bold"
        >
          {project.name.slice(0, 1).toUpperCase()}
        </span>
      )}
      <span className="flex min-w-0 flex-col">
        <span className="truncate font-semibold">{project.name}</span>
        <span className="text-xs text-secondary">
          {PROJECT_TYPE_LABELS[type] ?? project.projectType}
          {project.status !== "approved" ? ` · ${STATUS_LABELS[project.status] ?? project.status}` : ""}
        </span>
        <span className="line-clamp-2 text-sm text-secondary">{project.summary}</span>
        <span className="mt-1 text-xs text-secondary">
          {formatNumber(project.downloads)} downloads · {formatNumber(project.followers)} followers
        </span>
      </span>
    </a>
  );
}
