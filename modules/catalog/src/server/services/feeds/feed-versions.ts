import type { DbOrTx } from "@hopper/core/db";

import { displayType, versionAddress } from "../versions/version-rules";
import type { FeedVersion } from "./atom";

/** A version row as the feed queries read it, before its page address is known. */
export type FeedVersionRow = Omit<FeedVersion, "path" | "project"> & {
  project: FeedVersion["project"] & { slug: string; projectType: string; loaders: string[] };
};

/**
 * The rows with their version pages' addresses. A version's address is its number unless an earlier version of
 * the project has the same number (then its id): one query reads every version sharing a number with a row.
 */
export async function withVersionPaths(db: DbOrTx, rows: readonly FeedVersionRow[]): Promise<FeedVersion[]> {
  if (rows.length === 0) return [];
  const namesakes = await db.version.findMany({
    where: { OR: rows.map((row) => ({ projectId: row.project.id, versionNumber: row.versionNumber })) },
    select: { id: true, projectId: true, versionNumber: true, datePublished: true },
  });
  return rows.map((row) => {
    const { project } = row;
    const same = namesakes.filter(
      (other) => other.projectId === project.id && other.versionNumber === row.versionNumber,
    );
    const projectPath = `/${displayType(project.projectType, project.loaders)}/${project.slug}`;
    return {
      id: row.id,
      name: row.name,
      versionNumber: row.versionNumber,
      loaders: row.loaders,
      gameVersions: row.gameVersions,
      datePublished: row.datePublished,
      author: row.author,
      path: `${projectPath}/version/${versionAddress(row, same)}`,
      project: { id: project.id, name: project.name },
    };
  });
}
