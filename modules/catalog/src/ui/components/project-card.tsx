import { ProjectCard as Card } from "@hopper/ui/components/project-card";

import { projectCard } from "../../server/services/projects/project-cards";

/** A catalogue project as the shared card shows it (organization pages): its type, and its status unless approved. */
export function ProjectCard({ project }: { project: Parameters<typeof projectCard>[0] }) {
  return <Card project={projectCard(project)} />;
}
