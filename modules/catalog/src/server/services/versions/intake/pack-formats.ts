import { GAME_VERSIONS } from "../../../../tags/game-versions";
import { compareReleases } from "../version-ranges";

// pack.mcmeta names a pack format, not game versions. These are the release ranges of each format (from the
// Minecraft Wiki's "Pack format" tables), up to 1.21.8: the project's reference data (/work/shared) holds the
// game versions but no pack formats, so no newer row is added on a guess. A format missing here (a snapshot's, or
// one newer than this table) suggests no game versions: the creator picks them, nothing wrong is pre-filled, and
// a format past the newest row is reported (newestPackFormat) so the form can say the table ends there.

type Range = readonly [format: number, first: string, last: string];

const RESOURCE: readonly Range[] = [
  [1, "1.6.1", "1.8.9"],
  [2, "1.9", "1.10.2"],
  [3, "1.11", "1.12.2"],
  [4, "1.13", "1.14.4"],
  [5, "1.15", "1.16.1"],
  [6, "1.16.2", "1.16.5"],
  [7, "1.17", "1.17.1"],
  [8, "1.18", "1.18.2"],
  [9, "1.19", "1.19.2"],
  [12, "1.19.3", "1.19.3"],
  [13, "1.19.4", "1.19.4"],
  [15, "1.20", "1.20.1"],
  [18, "1.20.2", "1.20.2"],
  [22, "1.20.3", "1.20.4"],
  [32, "1.20.5", "1.20.6"],
  [34, "1.21", "1.21.1"],
  [42, "1.21.2", "1.21.3"],
  [46, "1.21.4", "1.21.4"],
  [55, "1.21.5", "1.21.5"],
  [63, "1.21.6", "1.21.6"],
  [64, "1.21.7", "1.21.8"],
];

const DATA: readonly Range[] = [
  [4, "1.13", "1.14.4"],
  [5, "1.15", "1.16.1"],
  [6, "1.16.2", "1.16.5"],
  [7, "1.17", "1.17.1"],
  [8, "1.18", "1.18.1"],
  [9, "1.18.2", "1.18.2"],
  [10, "1.19", "1.19.3"],
  [12, "1.19.4", "1.19.4"],
  [15, "1.20", "1.20.1"],
  [18, "1.20.2", "1.20.2"],
  [26, "1.20.3", "1.20.4"],
  [41, "1.20.5", "1.20.6"],
  [48, "1.21", "1.21.1"],
  [57, "1.21.2", "1.21.3"],
  [61, "1.21.4", "1.21.4"],
  [71, "1.21.5", "1.21.5"],
  [80, "1.21.6", "1.21.6"],
  [81, "1.21.7", "1.21.8"],
];

/** The newest format each table knows: a pack naming a newer one is for releases this table cannot name. */
export function newestPackFormat(kind: "resource" | "data"): number {
  return Math.max(...(kind === "data" ? DATA : RESOURCE).map(([format]) => format));
}

const RELEASES = GAME_VERSIONS.filter((entry) => entry.version_type === "release").map((entry) => entry.version);

/** The releases (newest first) whose pack format lies in min..max for a resource pack or a data pack. */
export function gameVersionsForPackFormat(kind: "resource" | "data", min: number, max: number): string[] {
  const ranges = (kind === "data" ? DATA : RESOURCE).filter(([format]) => format >= min && format <= max);
  return RELEASES.filter((version) =>
    ranges.some(([, first, last]) => compareReleases(version, first) >= 0 && compareReleases(version, last) <= 0),
  );
}
