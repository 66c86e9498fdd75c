import type { DbOrTx } from "@hopper/core/db";

import { isLoader, loaderSupports } from "../../../tags/loaders";
import { VERSION_CHANNELS } from "../../../tags/project-types";
import { firstUnknownGameVersion } from "./game-versions";
import { SETTABLE_VERSION_STATUSES } from "./version-statuses";
import { problem, refusal } from "../refusals";

// The checks of a version's loaders, game versions, channel and status, shared by the single edit
// (updateVersion) and the bulk edit (bulkEditVersions) so both refuse the same values with the same words.

/** The loaders, each one usable for the project's type, without repeats; at least one. */
export function checkedLoaders(projectType: string, loaders: readonly string[]): string[] {
  if (loaders.length === 0) throw refusal("invalid_input", problem("chooseLoader"));
  const bad = loaders.find((loader) => !loaderSupports(loader, projectType));
  if (bad) {
    throw refusal(
      "invalid_input",
      isLoader(bad)
        ? problem("versions.loaderForType", { loader: bad, projectType })
        : problem("versions.unknownLoader", { loader: bad }),
    );
  }
  return [...new Set(loaders)];
}

/** The game versions, each one known, without repeats; at least one. */
export async function checkedGameVersions(db: DbOrTx, gameVersions: readonly string[]): Promise<string[]> {
  if (gameVersions.length === 0) throw refusal("invalid_input", problem("chooseGameVersion"));
  const unknown = await firstUnknownGameVersion(db, [...gameVersions]);
  if (unknown) throw refusal("invalid_input", problem("versions.unknownGameVersion", { gameVersion: unknown }));
  return [...new Set(gameVersions)];
}

export function checkedChannel(versionType: string): string {
  if (!(VERSION_CHANNELS as readonly string[]).includes(versionType)) {
    throw refusal("invalid_input", problem("versions.channel"));
  }
  return versionType;
}

export function checkedStatus(status: string): string {
  if (!SETTABLE_VERSION_STATUSES.includes(status)) {
    throw refusal("invalid_input", problem("versions.status"));
  }
  return status;
}
