import type { Actor } from "@hopper/core/auth";
import type { DbOrTx } from "@hopper/core/db";

import { catalogSettings } from "../../../settings";
import { visibleProjectIds } from "../../projects/project-reads";
import { slugKey } from "../../validation";
import { inspectFileAt } from "./file-checks";
import type { FileInspection } from "./file-checks";
import { receiveUpload } from "./upload";
import type { FileBody } from "./upload";

/** Of the dependencies a file names, at most this many are looked up on Hopper (metadata may list many). */
const LOOKED_UP_MAX = 100;

/**
 * What the upload form pre-fills from a file's metadata: version number, name, loaders, game versions and
 * dependencies. With `lookup`, each dependency named by a mod id says whether a project the actor may see has
 * that URL slug (`onHopper`), so the form fills in only those the upload will accept.
 */
export async function suggestFromFile(
  projectType: string,
  filename: string,
  body: FileBody,
  lookup?: { db: DbOrTx; actor: Actor | null },
): Promise<FileInspection> {
  const settings = catalogSettings();
  const data = await receiveUpload(filename, body, settings.CATALOG_MAX_FILE_BYTES);
  let inspection: FileInspection;
  try {
    inspection = await inspectFileAt(filename, data.path, {
      projectType,
      loaders: [],
      primary: false,
      limits: {
        maxEntries: settings.CATALOG_ZIP_MAX_ENTRIES,
        maxUncompressedBytes: settings.CATALOG_ZIP_MAX_UNCOMPRESSED_BYTES,
        maxRatio: settings.CATALOG_ZIP_MAX_RATIO,
      },
    });
  } finally {
    await data.dispose();
  }
  if (!lookup) return inspection;
  const slugs = inspection.dependencies.flatMap((dep) => (dep.projectSlug ? [dep.projectSlug] : []));
  const known = await knownSlugs(lookup.db, lookup.actor, slugs.slice(0, LOOKED_UP_MAX));
  return {
    ...inspection,
    dependencies: inspection.dependencies.map((dep) =>
      dep.projectSlug ? { ...dep, onHopper: known.has(slugKey(dep.projectSlug)) } : dep,
    ),
  };
}

/** The slug keys, of those asked, of projects the actor may see (a hidden project's slug is not revealed). */
async function knownSlugs(db: DbOrTx, actor: Actor | null, slugs: readonly string[]): Promise<Set<string>> {
  const ids = await visibleProjectIds(db, actor, slugs);
  if (ids.length === 0) return new Set();
  const rows = await db.project.findMany({ where: { id: { in: ids } }, select: { slugKey: true } });
  return new Set(rows.map((row) => row.slugKey));
}
