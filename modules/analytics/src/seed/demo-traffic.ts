import type { Db, DbOrTx } from "@hopper/core/db";

import { DEMO_COUNTRIES, DEMO_KINDS, dayWeight, demoDays } from "./demo-days";
import { apportion } from "./apportion";
import { hashSeed, seededRandom } from "@hopper/core/seeded-random";

// demo-creator's views and downloads (docs/analytics.md "Demo data"): rows as the roll-up jobs would have left them
// in view_daily and download_daily, per project, version, country and referrer kind, for the last 90 days. The
// catalogue's seed already gave every demo version 60 days of downloads (country unknown, kind site) that add up
// to its counter: those are split across countries and kinds (same totals), and the days before them are added
// with the counters raised by as much, so a version's rows still add up to its downloads. Only days a project has
// no rows for are written, so a second seed adds nothing and real traffic is never overwritten.

interface Row {
  projectId: string;
  versionId: string;
  day: string;
  country: string;
  kind: string;
  count: number;
}

interface DemoProject {
  id: string;
  versions: { id: string }[];
}

const COMBOS = DEMO_COUNTRIES.flatMap(([country, cw]) =>
  DEMO_KINDS.map(([kind, kw]) => ({ country, kind, w: cw * kw })),
);

const COMBO_WEIGHT = COMBOS.reduce((sum, combo) => sum + combo.w, 0);

/**
 * `total` of one version's day spread over a few (country, kind) cells picked by their weight (whole numbers, the
 * same sum): a few cells a day keep the demo at some tens of thousands of rows, and over weeks every country and
 * kind shows up in its proportion.
 */
function spread(projectId: string, versionId: string, day: string, total: number, cells = 3): Row[] {
  const rand = seededRandom(hashSeed(`${versionId}:${day}:spread`));
  const picked = new Map<number, number>();
  for (let cell = 0; cell < cells; cell++) {
    let target = rand() * COMBO_WEIGHT;
    let index = 0;
    while (index < COMBOS.length - 1 && target >= COMBOS[index]!.w) target -= COMBOS[index++]!.w;
    picked.set(index, (picked.get(index) ?? 0) + 0.5 + rand());
  }
  const indexes = [...picked.keys()];
  const parts = apportion(
    total,
    indexes.map((index) => picked.get(index)!),
  );
  return parts.flatMap((count, i) => {
    const combo = COMBOS[indexes[i]!]!;
    return count > 0 ? [{ projectId, versionId, day, country: combo.country, kind: combo.kind, count }] : [];
  });
}

/** A project's traffic on each of `days`: about `base` a weekday, with the demo's rhythm and release spike. */
function projectDays(project: DemoProject, days: string[], allDays: string[], base: number): Map<string, number> {
  const releaseIndex = allDays.length - 24 - (hashSeed(project.id) % 10);
  const out = new Map<string, number>();
  for (const day of days) {
    const rand = seededRandom(hashSeed(`${project.id}:${day}`));
    out.set(day, Math.round(base * dayWeight(day, allDays.indexOf(day), releaseIndex, rand)));
  }
  return out;
}

async function insertRows(db: DbOrTx, table: "download_daily" | "view_daily", rows: Row[]): Promise<number> {
  if (rows.length === 0) return 0;
  // One statement per table: the seed runs at the first `npm start`, and Prisma's createMany is slower.
  const sql = `INSERT INTO ${table} (project_id, version_id, day, country, kind, count)
    SELECT project_id, version_id, day::date, country, kind, count
    FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::int[])
      AS t(project_id, version_id, day, country, kind, count)
    ON CONFLICT DO NOTHING`;
  return db.$executeRawUnsafe(
    sql,
    rows.map((r) => r.projectId),
    rows.map((r) => r.versionId),
    rows.map((r) => r.day),
    rows.map((r) => r.country),
    rows.map((r) => r.kind),
    rows.map((r) => r.count),
  );
}

/** Splits the catalogue seed's unknown/site rows of projects that have no other rows yet (the first seed only). */
async function splitCatalogueRows(db: Db, projectIds: string[], from: string): Promise<number> {
  const rows = await db.$queryRaw<{ project_id: string; version_id: string; day: string; count: number }[]>`
    SELECT project_id, version_id, to_char(day, 'YYYY-MM-DD') AS day, count FROM download_daily d
    WHERE project_id = ANY(${projectIds}) AND day >= ${from}::date AND country = 'unknown' AND kind = 'site'
      AND NOT EXISTS (SELECT 1 FROM download_daily o WHERE o.project_id = d.project_id
                      AND (o.country <> 'unknown' OR o.kind <> 'site'))`;
  if (rows.length === 0) return 0;
  const split = rows.flatMap((row) => spread(row.project_id, row.version_id, row.day, row.count));
  await db.$transaction(async (tx) => {
    await tx.$executeRaw`
      DELETE FROM download_daily d USING unnest(${rows.map((r) => r.version_id)}::text[], ${rows.map((r) => r.day)}::text[]) AS t(v, day)
      WHERE d.version_id = t.v AND d.day = t.day::date AND d.country = 'unknown' AND d.kind = 'site'`;
    await insertRows(tx, "download_daily", split);
  });
  return rows.length;
}

/** Days of the window a project has no rows for in `table`. */
async function emptyDays(db: Db, table: "download_daily" | "view_daily", projectIds: string[], days: string[]) {
  const taken = await db.$queryRawUnsafe<{ project_id: string; day: string }[]>(
    `SELECT DISTINCT project_id, to_char(day, 'YYYY-MM-DD') AS day FROM ${table}
     WHERE project_id = ANY($1::text[]) AND day >= $2::date AND day <= $3::date`,
    projectIds,
    days[0],
    days.at(-1),
  );
  const set = new Set(taken.map((row) => `${row.project_id}:${row.day}`));
  return (projectId: string) => days.filter((day) => !set.has(`${projectId}:${day}`));
}

/** A project's usual weekday downloads: its average over the days it has, else a modest default. */
async function baselines(db: Db, projectIds: string[]): Promise<Map<string, number>> {
  const rows = await db.$queryRaw<{ project_id: string; avg: number }[]>`
    SELECT project_id, (sum(count)::float / count(DISTINCT day)) AS avg FROM download_daily
    WHERE project_id = ANY(${projectIds}) GROUP BY project_id`;
  return new Map(rows.map((row) => [row.project_id, Math.max(5, Math.round(row.avg))]));
}

/** Writes the missing demo traffic of `projects`; returns the number of rows written. */
export async function seedDemoTraffic(db: Db, projects: DemoProject[], now: Date): Promise<number> {
  if (projects.length === 0) return 0;
  const ids = projects.map((project) => project.id);
  const days = demoDays(now);
  let written = await splitCatalogueRows(db, ids, days[0]!);
  const base = await baselines(db, ids);
  const missingDownloads = await emptyDays(db, "download_daily", ids, days);
  const missingViews = await emptyDays(db, "view_daily", ids, days);
  const downloads: Row[] = [];
  const views: Row[] = [];
  for (const project of projects) {
    if (project.versions.length === 0) continue;
    const usual = base.get(project.id) ?? 12;
    // The newest version takes most of the traffic; older ones keep a share.
    // The newest version takes most of the traffic, the one before it the rest (older ones have had their days).
    const versionWeights = project.versions.map((_, i) => {
      const fromNewest = project.versions.length - 1 - i;
      return fromNewest === 0 ? 4 : fromNewest === 1 ? 1 : 0;
    });
    for (const [day, total] of projectDays(project, missingDownloads(project.id), days, usual)) {
      apportion(total, versionWeights).forEach((count, i) =>
        downloads.push(...spread(project.id, project.versions[i]!.id, day, count)),
      );
    }
    // A project page is seen about four times as often as something is downloaded; a version's page less.
    for (const [day, total] of projectDays(project, missingViews(project.id), days, usual * 4)) {
      apportion(total, [6, ...versionWeights]).forEach((count, i) =>
        views.push(...spread(project.id, i === 0 ? "" : project.versions[i - 1]!.id, day, count, i === 0 ? 3 : 1)),
      );
    }
  }
  await db.$transaction(async (tx) => {
    written += await insertRows(tx, "download_daily", downloads);
    written += await insertRows(tx, "view_daily", views);
    // The added days' downloads raise the counters, so a version's rows still add up to its downloads.
    const added = new Map<string, number>();
    for (const row of downloads) added.set(row.versionId, (added.get(row.versionId) ?? 0) + row.count);
    if (added.size === 0) return;
    await tx.$executeRaw`
      UPDATE versions v SET downloads = v.downloads + t.n
      FROM unnest(${[...added.keys()]}::text[], ${[...added.values()]}::int[]) AS t(id, n) WHERE v.id = t.id`;
    await tx.$executeRaw`
      UPDATE projects p SET downloads = (SELECT COALESCE(sum(downloads), 0) FROM versions WHERE project_id = p.id)
      WHERE p.id = ANY(${ids})`;
  });
  return written;
}
