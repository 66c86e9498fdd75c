/**
 * Pages read the HTML stored at save time (docs/markdown.md "Stored HTML"). HTML that is missing (rows older
 * than the column) or stale (another render key) is rendered in a worker thread, never on the web process's
 * main thread, and stored, unless the text changed meanwhile (the newer save stored its own HTML).
 */
import type { DbOrTx } from "@hopper/core/db";

import { changelogHtmlData, currentRenderKey, descriptionHtmlData } from "./stored-html";

/** The project's description as HTML: stored if current, else rendered off-thread and stored. */
export async function projectDescriptionHtml(db: DbOrTx, project: { id: string; body: string }): Promise<string> {
  const stored = await db.project.findUnique({
    where: { id: project.id },
    select: { bodyHtml: true, bodyHtmlKey: true },
  });
  if (stored?.bodyHtml != null && stored.bodyHtmlKey === currentRenderKey()) return stored.bodyHtml;
  const data = await descriptionHtmlData(project.body);
  await db.project.updateMany({ where: { id: project.id, body: project.body }, data });
  return data.bodyHtml;
}

/** Changelogs as HTML by version id: one read of the stored HTML, off-thread renders for stale ones. */
export async function versionChangelogHtml(
  db: DbOrTx,
  versions: readonly { id: string; changelog: string }[],
): Promise<Map<string, string>> {
  const key = currentRenderKey();
  const stored = await db.version.findMany({
    where: { id: { in: versions.map((version) => version.id) } },
    select: { id: true, changelogHtml: true, changelogHtmlKey: true },
  });
  const byId = new Map(stored.map((row) => [row.id, row]));
  const entries = await Promise.all(
    versions.map(async (version): Promise<[string, string]> => {
      const row = byId.get(version.id);
      if (row?.changelogHtml != null && row.changelogHtmlKey === key) return [version.id, row.changelogHtml];
      const data = await changelogHtmlData(version.changelog);
      await db.version.updateMany({ where: { id: version.id, changelog: version.changelog }, data });
      return [version.id, data.changelogHtml];
    }),
  );
  return new Map(entries);
}
