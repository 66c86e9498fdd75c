import type { Db, DbOrTx } from "@hopper/core/db";
import { AppError } from "@hopper/core/errors";

import { GAME_VERSIONS, withMajorFlags } from "../../../tags/game-versions";
import type { GameVersionTag } from "../../../tags/game-versions";

const MOJANG_TYPES: Record<string, GameVersionTag["version_type"]> = {
  release: "release",
  snapshot: "snapshot",
  old_beta: "beta",
  old_alpha: "alpha",
};

/** Converts Mojang's version manifest (`{ versions: [{ id, type, releaseTime }] }`) into game version tags. */
export function parseMojangManifest(body: unknown): { version: string; version_type: string; date: string }[] {
  const versions = (body as { versions?: unknown })?.versions;
  if (!Array.isArray(versions)) throw new AppError("invalid_input", "The version manifest has no versions list.");
  return versions.flatMap((entry: { id?: unknown; type?: unknown; releaseTime?: unknown }) => {
    const type = MOJANG_TYPES[String(entry.type)];
    if (typeof entry.id !== "string" || !type || typeof entry.releaseTime !== "string") return [];
    if (Number.isNaN(Date.parse(entry.releaseTime))) return [];
    return [{ version: entry.id, version_type: type, date: entry.releaseTime }];
  });
}

/** The shipped list merged with the refreshed rows, newest first, with `major` recomputed over both. */
export async function gameVersionTags(db: DbOrTx): Promise<GameVersionTag[]> {
  const rows = await db.gameVersion.findMany();
  if (rows.length === 0) return [...GAME_VERSIONS];
  const merged = new Map(
    GAME_VERSIONS.map((entry) => [entry.version, entry as { version: string; version_type: string; date: string }]),
  );
  for (const row of rows) {
    merged.set(row.version, { version: row.version, version_type: row.versionType, date: row.date.toISOString() });
  }
  return withMajorFlags([...merged.values()].sort((a, b) => Date.parse(b.date) - Date.parse(a.date)));
}

/** Whether every version is known (shipped or refreshed); returns the first unknown one. */
export async function firstUnknownGameVersion(db: DbOrTx, versions: readonly string[]): Promise<string | undefined> {
  const shipped = new Set(GAME_VERSIONS.map((entry) => entry.version));
  const rest = versions.filter((version) => !shipped.has(version));
  if (rest.length === 0) return undefined;
  const found = new Set(
    (await db.gameVersion.findMany({ where: { version: { in: rest } }, select: { version: true } })).map(
      (row) => row.version,
    ),
  );
  return rest.find((version) => !found.has(version));
}

/** Fetches the manifest and stores every version it lists, in one transaction. Returns how many it lists. */
export async function refreshGameVersions(
  db: Db,
  url: string,
  fetchJson: (url: string) => Promise<unknown> = async (target) => {
    const response = await fetch(target, { signal: AbortSignal.timeout(30_000) });
    if (!response.ok) throw new Error(`Version manifest answered ${response.status}`);
    return response.json();
  },
): Promise<number> {
  const parsed = parseMojangManifest(await fetchJson(url));
  // An empty list is a broken manifest, not news that every version was withdrawn.
  if (parsed.length === 0) throw new AppError("invalid_input", "The version manifest lists no game versions.");
  const tags = withMajorFlags(parsed);
  // All or nothing: a failure half-way must not leave a list with some versions refreshed and others not.
  await db.$transaction(
    async (tx) => {
      for (const tag of tags) {
        await tx.gameVersion.upsert({
          where: { version: tag.version },
          create: { version: tag.version, versionType: tag.version_type, date: new Date(tag.date), major: tag.major },
          update: { versionType: tag.version_type, date: new Date(tag.date), major: tag.major },
        });
      }
    },
    { timeout: 120_000 },
  );
  return tags.length;
}
