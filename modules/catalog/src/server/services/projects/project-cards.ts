import type { Actor } from "@hopper/core/auth";
import type { DbOrTx } from "@hopper/core/db";

import { visibleProjectIds } from "./project-reads";
// The en-US labels (pure data): a card is built here, outside a request's language; the page that shows it
// relabels it in the request's language with `projectCardLabel` (docs/shell.md, "Languages").
import { statusMessages } from "../../../ui/messages/statuses";
import { labelFrom, projectTypeMessages } from "../../../ui/messages/tags";
import { displayType } from "../versions/version-rules";

/** The labels a card's line is made of: project types and statuses, from their catalogues in some language. */
export interface ProjectCardLabels {
  types: Readonly<Record<string, string>>;
  statuses: Readonly<Record<string, string>>;
}

const EN_US_LABELS: ProjectCardLabels = { types: projectTypeMessages.messages, statuses: statusMessages.messages };

/** A card's line: its type, and its status unless listed ("Mod · Draft"); unknown values show as stored. */
export function projectCardLabel(card: { type: string; status: string }, labels: ProjectCardLabels): string {
  const type = labelFrom(labels.types)(card.type);
  return card.status === "approved" ? type : `${type} · ${labelFrom(labels.statuses)(card.status)}`;
}

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
  return {
    id: project.id,
    href: `/${type}/${project.slug}`,
    name: project.name,
    summary: project.summary,
    // The stored values, so a page can label the card in its language (`projectCardLabel`).
    type,
    status: project.status,
    label: projectCardLabel({ type, status: project.status }, EN_US_LABELS),
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
