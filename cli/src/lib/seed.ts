import { db } from "@hopper/core/db";
import { modules } from "@hopper/generated/modules";

/** Runs every module's seed on an empty database (no users yet). Returns the lines to print, or null. */
export async function seedIfEmpty(options: { force?: boolean } = {}): Promise<string[] | null> {
  const database = db();
  if (!options.force && (await database.user.count()) > 0) return null;
  const report: string[] = [];
  for (const m of modules) {
    if (!("seed" in m) || !m.seed) continue;
    const seed = (await m.seed()).default;
    await seed({ db: database, report: (line) => report.push(line) });
  }
  return report;
}
