import { ProjectCard as Card } from "@hopper/ui/components/project-card";

import { PROJECT_TYPE_LABELS } from "../../tags/project-types";
import type { ProjectType } from "../../tags/project-types";
import { STATUS_LABELS } from "../../server/services/projects/statuses";
import { displayType } from "../../server/services/versions/version-rules";
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

/** A catalogue project as the shared card shows it (organization pages): its type, and its status unless approved. */
export function ProjectCard({ project }: { project: CardProject }) {
  const type = displayType(project.projectType, project.loaders) as ProjectType;
  const status = project.status !== "approved" ? ` · ${STATUS_LABELS[project.status] ?? project.status}` : "";
  return (
    <Card
      project={{
        href: projectPath(project),
        name: project.name,
        label: `${PROJECT_TYPE_LABELS[type] ?? project.projectType}${status}`,
        summary: project.summary,
        iconUrl: project.iconUrl,
        downloads: project.downloads,
        followers: project.followers,
      }}
    />
  );
}
