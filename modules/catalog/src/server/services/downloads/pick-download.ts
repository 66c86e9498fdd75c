import { VERSION_CHANNELS } from "../../../tags/project-types";
import { primaryFile } from "../versions/version-rules";

interface PickableVersion<F> {
  id: string;
  versionNumber: string;
  versionType: string;
  loaders: string[];
  gameVersions: string[];
  datePublished: Date;
  files: F[];
}

/**
 * The download interface's choice for `?version=` (game version) and `?loader=`: among the versions that
 * match both, the most stable channel, then the newest; its primary file.
 */
export function pickDownload<F extends { primary: boolean; filename: string }, V extends PickableVersion<F>>(
  versions: readonly V[],
  want: { gameVersion?: string; loader?: string },
): { version: V; file: F } | null {
  const rank = (channel: string) => VERSION_CHANNELS.indexOf(channel as (typeof VERSION_CHANNELS)[number]);
  const candidates = versions
    .filter((version) => version.files.length > 0)
    .filter((version) => !want.gameVersion || version.gameVersions.includes(want.gameVersion))
    .filter((version) => !want.loader || version.loaders.includes(want.loader))
    .sort((a, b) => rank(b.versionType) - rank(a.versionType) || b.datePublished.getTime() - a.datePublished.getTime());
  const version = candidates[0];
  if (!version) return null;
  return { version, file: primaryFile(version.files) as F };
}
