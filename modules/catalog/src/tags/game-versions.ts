import data from "./data/minecraft-versions.json";

export type GameVersionType = "release" | "snapshot" | "beta" | "alpha";

export interface GameVersionTag {
  version: string;
  version_type: GameVersionType;
  date: string;
  /** True for the last release of a minor line (1.20.6 for 1.20, 26.1.2 for 26.1). */
  major: boolean;
}

interface RawVersion {
  version: string;
  version_type: string;
  date: string;
}

/** The minor line of a release: "1.20.6" → "1.20", "26.1" → "26.1". */
export const minorLine = (version: string) => version.split(".").slice(0, 2).join(".");

/** Marks `major` on the newest release of every minor line; input order is kept (newest first). */
export function withMajorFlags(versions: readonly RawVersion[]): GameVersionTag[] {
  const newest = new Map<string, { version: string; date: number }>();
  for (const entry of versions) {
    if (entry.version_type !== "release") continue;
    const line = minorLine(entry.version);
    const date = Date.parse(entry.date);
    const seen = newest.get(line);
    if (!seen || date > seen.date) newest.set(line, { version: entry.version, date });
  }
  return versions.map((entry) => ({
    version: entry.version,
    version_type: entry.version_type as GameVersionType,
    date: new Date(entry.date).toISOString(),
    major: entry.version_type === "release" && newest.get(minorLine(entry.version))?.version === entry.version,
  }));
}

/** Game versions shipped with Hopper (Mojang's public manifest as of the data file's date), newest first. */
export const GAME_VERSIONS: readonly GameVersionTag[] = withMajorFlags((data as { versions: RawVersion[] }).versions);

const KNOWN = new Set(GAME_VERSIONS.map((entry) => entry.version));
export const isGameVersion = (value: string) => KNOWN.has(value);

/**
 * Shows a list of game versions as ranges of consecutive releases, e.g. ["1.20", "1.20.1", "1.20.2"] →
 * "1.20–1.20.2". Versions outside the known list are listed as they are.
 */
export function formatGameVersionRanges(versions: readonly string[]): string[] {
  const releases = GAME_VERSIONS.filter((entry) => entry.version_type === "release")
    .map((entry) => entry.version)
    .reverse();
  const index = new Map(releases.map((version, position) => [version, position]));
  const known = [...new Set(versions.filter((version) => index.has(version)))].sort(
    (a, b) => index.get(a)! - index.get(b)!,
  );
  const ranges: string[] = [];
  let start = 0;
  for (let i = 1; i <= known.length; i++) {
    if (i === known.length || index.get(known[i]!)! !== index.get(known[i - 1]!)! + 1) {
      ranges.push(start === i - 1 ? known[start]! : `${known[start]}–${known[i - 1]}`);
      start = i;
    }
  }
  return [...ranges.reverse(), ...versions.filter((version) => !index.has(version))];
}
