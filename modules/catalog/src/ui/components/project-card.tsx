import { ProjectCard as Card } from "@hopper/ui/components/project-card";

import { projectCard } from "../../server/services/projects/project-cards";
import { getCardLabel } from "../card-label";

/** A catalogue project as the shared card shows it (organization pages): its type, and its status unless approved. */
export async function ProjectCard({ project }: { project: Parameters<typeof projectCard>[0] }) {
  const card = projectCard(project);
  const label = await getCardLabel();
  return <Card project={{ ...card, label: label(card) }} />;
}
