import type { DbOrTx } from "@hopper/core/db";

import { findProject } from "../projects/project-access";
import { isPubliclyVisible } from "../projects/statuses";
import { displayType } from "../versions/version-rules";
import { FEED_ENTRIES } from "./atom";
import type { FeedVersion } from "./atom";
import { withVersionPaths } from "./feed-versions";

/** Only versions released to everyone are news: drafts, unlisted, archived and scheduled ones stay out. */
const FEED_VERSION_STATUS = "listed";

export interface ProjectFeed {
  project: { id: string; name: string; summary: string; updated: Date };
  /** The project's canonical page, /{type}/{slug}; its feed is this plus /feed.atom. */
  path: string;
  versions: FeedVersion[];
}

/**
 * A project's public feed: its newest listed versions, newest first, or null when a signed-out visitor may not
 * find the project. Only approved and archived projects have one — an unlisted project's page opens by link,
 * but a feed is meant to be passed around and collected by aggregators, which would make it findable.
 */
export async function projectFeed(db: DbOrTx, idOrSlug: string): Promise<ProjectFeed | null> {
  const project = await findProject(db, idOrSlug);
  if (!project || !isPubliclyVisible(project.status)) return null;
  const versions = await db.version.findMany({
    where: { projectId: project.id, status: FEED_VERSION_STATUS },
    orderBy: [{ datePublished: "desc" }, { id: "asc" }],
    take: FEED_ENTRIES,
    select: {
      id: true,
      name: true,
      versionNumber: true,
      loaders: true,
      gameVersions: true,
      datePublished: true,
      author: { select: { username: true } },
    },
  });
  const rows = versions.map(({ author, ...version }) => ({ ...version, author: author.username, project }));
  return {
    project: { id: project.id, name: project.name, summary: project.summary, updated: project.updated },
    path: `/${displayType(project.projectType, project.loaders)}/${project.slug}`,
    versions: await withVersionPaths(db, rows),
  };
}
