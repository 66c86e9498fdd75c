"use client";

import { formatNumber } from "@hopper/core/format/number";

import { useT } from "../i18n/client";
import { shellMessages } from "../i18n/messages/en-US";

import { ProjectIcon } from "./project-icon";

/** What a project card shows; every module maps its own rows to this. */
export interface ProjectCardData {
  href: string;
  name: string;
  /** The line under the name: the type label ("Mod", "Shader · Draft") or the author ("by alice"). */
  label: string;
  summary: string;
  iconUrl: string | null;
  downloads: number;
  followers: number;
}

/**
 * One project in a list of cards (home page, profiles, collections, organizations): icon, name, label,
 * summary, and downloads and followers in the spec's number format. The whole card is the link.
 * `testId` names the card and its parts (`<testId>-name`, `-type`, `-downloads`, `-followers`) for tests.
 */
export function ProjectCard({
  project,
  testId = "project-card",
  lazyIcon = false,
}: {
  project: ProjectCardData;
  testId?: string;
  lazyIcon?: boolean;
}) {
  const t = useT(shellMessages);
  return (
    <a
      href={project.href}
      // min-w-0: in a grid or flex list the card may shrink below its content's widest word (a long unbroken
      // name would otherwise widen the whole page on a phone).
      className="flex min-w-0 gap-3 rounded-xl border border-divider bg-raised p-3 hover:border-brand"
      data-testid={testId}
    >
      <ProjectIcon name={project.name} iconUrl={project.iconUrl} size={56} lazy={lazyIcon} />
      <span className="flex min-w-0 flex-col">
        {/* dir="auto": names and summaries are the creator's text, in any language or direction. */}
        <span className="truncate font-semibold" dir="auto" data-testid={`${testId}-name`}>
          {project.name}
        </span>
        <span className="text-xs text-secondary" data-testid={`${testId}-type`}>
          {project.label}
        </span>
        <span className="line-clamp-2 text-sm break-words text-secondary" dir="auto">
          {project.summary}
        </span>
        <span className="mt-1 text-xs text-secondary">
          <span data-testid={`${testId}-downloads`}>
            {t("projectCard.downloads", { count: formatNumber(project.downloads) })}
          </span>{" "}
          ·{" "}
          <span data-testid={`${testId}-followers`}>
            {t("projectCard.followers", { count: formatNumber(project.followers) })}
          </span>
        </span>
      </span>
    </a>
  );
}
