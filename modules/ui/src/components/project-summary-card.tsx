import { formatNumber } from "@hopper/core/format/number";

export interface ProjectSummary {
  id: string;
  href: string;
  name: string;
  summary: string;
  /** "Mod", "Shader · Draft", … */
  label: string;
  iconUrl: string | null;
  downloads: number;
  followers: number;
}

/**
 * One project in a list of cards on pages outside the catalogue (profiles, collections): icon, name, type label,
 * summary, and downloads and followers in the spec's number format.
 */
export function ProjectSummaryCard({ project }: { project: ProjectSummary }) {
  return (
    <a
      href={project.href}
      className="flex gap-3 rounded-xl border border-divider bg-raised p-3 hover:border-brand"
      data-testid="project-summary"
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
        <span className="truncate font-semibold" data-testid="project-summary-name">
          {project.name}
        </span>
        <span className="text-xs text-secondary" data-testid="project-summary-type">
          {project.label}
        </span>
        <span className="line-clamp-2 text-sm text-secondary">{project.summary}</span>
        <span className="mt-1 text-xs text-secondary">
          <span data-testid="project-summary-downloads">{formatNumber(project.downloads)} downloads</span> ·{" "}
          <span data-testid="project-summary-followers">{formatNumber(project.followers)} followers</span>
        </span>
      </span>
    </a>
  );
}
