/**
 * The re-render job's work (docs/markdown.md "Stored HTML"): after a rules change (MARKDOWN_RENDERER_VERSION)
 * or a configuration change (media hosts, image proxy), every description and changelog whose stored key is
 * not the current one is rendered again. Rows are walked by primary key in batches and each row is written
 * on its own, only if its text is unchanged, so the pass is idempotent and resumable: a row already done has
 * the current key and is skipped, a crash loses at most the row in hand.
 */
import { eachPage } from "@hopper/core/db";
import type { DbOrTx } from "@hopper/core/db";

import { changelogHtmlData, currentRenderKey, descriptionHtmlData } from "./stored-html";

export interface RerenderReport {
  projects: number;
  versions: number;
}

const ID_ORDER = { orderBy: { id: "asc" as const } };

export async function rerenderStaleMarkdown(db: DbOrTx, batchSize = 200): Promise<RerenderReport> {
  const key = currentRenderKey();
  const report: RerenderReport = { projects: 0, versions: 0 };
  await eachPage(
    (after, take) =>
      db.project.findMany({
        where: { OR: [{ bodyHtmlKey: null }, { bodyHtmlKey: { not: key } }], ...after },
        select: { id: true, body: true },
        ...ID_ORDER,
        take,
      }),
    async (project) => {
      const data = await descriptionHtmlData(project.body);
      const { count } = await db.project.updateMany({ where: { id: project.id, body: project.body }, data });
      report.projects += count;
    },
    batchSize,
  );
  await eachPage(
    (after, take) =>
      db.version.findMany({
        where: { OR: [{ changelogHtmlKey: null }, { changelogHtmlKey: { not: key } }], ...after },
        select: { id: true, changelog: true },
        ...ID_ORDER,
        take,
      }),
    async (version) => {
      const data = await changelogHtmlData(version.changelog);
      const { count } = await db.version.updateMany({
        where: { id: version.id, changelog: version.changelog },
        data,
      });
      report.versions += count;
    },
    batchSize,
  );
  return report;
}
