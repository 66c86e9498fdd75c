import type { Actor } from "@hopper/core/auth";
import type { DbOrTx } from "@hopper/core/db";

import { PROJECT_TYPE_LABELS } from "../../../tags/project-types";
import type { ProjectType } from "../../../tags/project-types";
import { visibleProjectIds } from "./project-reads";
// The en-US status labels (pure data): cards are built here, outside a request's language (docs/shell.md).
import { statusMessages } from "../../../ui/messages/statuses";
import { displayType } from "../versions/version-rules";

/** What a project card outside the catalogue shows: link, name, type label (with the status when not listed). */
export function projectCard(project: {
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
}) {
  const type = displayType(project.projectType, project.loaders);
  const typeLabel = PROJECT_TYPE_LABELS[type as ProjectType] ?? type;
  return {
    id: project.id,
    href: `/${type}/${project.slug}`,
    name: project.name,
    summary: project.summary,
    label:
      project.status === "approved"
        ? typeLabel
        : `${typeLabel} · ${(statusMessages.messages as Record<string, string>)[project.status] ?? project.status}`,
    iconUrl: project.iconUrl,
    downloads: project.downloads,
    followers: project.followers,
  };
}

/** Cards of the projects among `ids` the actor may see, in the order asked (three queries in all). */
export async function visibleProjectCards(db: DbOrTx, actor: Actor | null, ids: readonly string[]) {
  const visible = await visibleProjectIds(db, actor, ids);
  if (visible.length === 0) return [];
  const rows = await db.project.findMany({ where: { id: { in: visible } } });
  const byId = new Map(rows.map((row) => [row.id, row]));
  return visible.flatMap((id) => {
    const row = byId.get(id);
    return row ? [projectCard(row)] : [];
  });
}
