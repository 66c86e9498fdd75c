import { PROJECT_TYPE_LABELS, STATUS_LABELS } from "@hopper/catalog/server";
import type { ProjectType } from "@hopper/catalog/server";
import { formatNumber } from "@hopper/core/format/number";

import type { ProfileProject } from "../../server/services/profile-page";

/** One of the user's projects: icon, name, type (and status when not listed), summary, downloads, followers. */
export function ProfileProjectCard({ project }: { project: ProfileProject }) {
  return (
    <a
      href={`/${project.type}/${project.slug}`}
      className="flex gap-3 rounded-xl border border-divider bg-raised p-3 hover:border-brand"
      data-testid="profile-project"
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
        <span className="truncate font-semibold" data-testid="profile-project-name">
          {project.name}
        </span>
        <span className="text-xs text-secondary" data-testid="profile-project-type">
          {PROJECT_TYPE_LABELS[project.type as ProjectType] ?? project.type}
          {project.status !== "approved" ? ` · ${STATUS_LABELS[project.status] ?? project.status}` : ""}
        </span>
        <span className="line-clamp-2 text-sm text-secondary">{project.summary}</span>
        <span className="mt-1 text-xs text-secondary">
          <span data-testid="profile-project-downloads">{formatNumber(project.downloads)} downloads</span> ·{" "}
          <span data-testid="profile-project-followers">{formatNumber(project.followers)} followers</span>
        </span>
      </span>
    </a>
  );
}
