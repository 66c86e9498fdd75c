import { z } from "zod";

import { MAX_HASHES, normalizeHashes, resolveAlgorithm } from "../services/versions/hash-lookup";
import type { HashAlgorithm, UpdateQuery } from "../services/versions/hash-lookup";
import { GAME_VERSIONS_MAX, HASH_MAX, TAG_MAX } from "./body-fields";

// Bodies of the update checks (what a launcher sends to learn the newest version of each installed file).

// Each filter names tags (loaders, game versions): a limit per entry and per list, as every text field has.
const strings = z
  .array(
    z.string({ error: "must be an array of strings" }).max(TAG_MAX, `entries must be at most ${TAG_MAX} characters`),
    {
      error: "must be an array of strings",
    },
  )
  .max(GAME_VERSIONS_MAX, `must hold at most ${GAME_VERSIONS_MAX.toLocaleString("en-US")} entries`)
  .nullish();
const versionTypes = z
  .array(z.enum(["release", "beta", "alpha"], { error: "must be release, beta or alpha" }), {
    error: "must be an array of release, beta and alpha",
  })
  .nullish();

export const updateFilters = {
  loaders: strings,
  game_versions: strings,
  version_types: versionTypes,
};

const hash = z
  .string({ error: "must be an array of strings" })
  .max(HASH_MAX, `hashes are at most ${HASH_MAX} characters`);
const hashes = z
  .array(hash, { error: "must be an array of strings" })
  .min(1, "must not be empty")
  .max(MAX_HASHES, `must hold at most ${MAX_HASHES.toLocaleString("en-US")} hashes`);

/** Checked by resolveAlgorithm (inferred from the first hash's length when absent). */
const algorithm = z
  .string({ error: "must be sha1 or sha512" })
  .meta({ enum: ["sha1", "sha512"], description: "Inferred from the first hash's length when absent" })
  .optional();

/** POST /v2/version_file/{hash}/update */
export const fileUpdateBody = z.object(updateFilters);

/** POST /v2/version_files */
export const filesBody = z.object({ hashes, algorithm });

/** POST /v2/version_files/update */
export const filesUpdateBody = z.object({ hashes, algorithm, ...updateFilters });

/** The update queries of a /v2/version_files/update(_many) body: its filters for each of its hashes. */
export function updateQueriesOf(body: z.output<typeof filesUpdateBody>): {
  algorithm: HashAlgorithm;
  queries: UpdateQuery[];
} {
  const algorithm = resolveAlgorithm(body.algorithm, body.hashes);
  const queries = normalizeHashes(algorithm, body.hashes).map((hash) => ({
    hash,
    loaders: body.loaders,
    gameVersions: body.game_versions,
    versionTypes: body.version_types,
  }));
  return { algorithm, queries };
}

/** POST /v2/version_files/update_individual */
export const filesUpdateIndividualBody = z.object({
  algorithm,
  hashes: z
    .array(
      z.object({
        hash: z.string({ error: "must be a string" }).max(HASH_MAX, `is at most ${HASH_MAX} characters`),
        ...updateFilters,
      }),
      {
        error: "must be an array of { hash, loaders, game_versions, version_types }",
      },
    )
    .min(1, "must not be empty")
    .max(MAX_HASHES, `must hold at most ${MAX_HASHES.toLocaleString("en-US")} hashes`),
});
