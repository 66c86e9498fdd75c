import { z } from "zod";

import { multiLineText, singleLineText } from "@hopper/core/validation";

// Field builders of the /v2 and /v3 write bodies. Every text has a limit and a clear error past it (docs/api.md,
// "Body fields"); the services check the exact rules (length ranges, known values) with their own sentences.
// Objects are never strict: fields a client sends that Hopper does not know are ignored, as the reference does.

/** Web addresses (links, license URLs, donation URLs). */
export const URL_MAX = 2048;
/** Ids, slugs and usernames sent to name something (the longest real one is 64). */
export const REF_MAX = 64;
/** Tag names: categories, loaders, game versions, platforms, statuses, channels. */
export const TAG_MAX = 64;
/** A file name or a multipart part name. */
export const FILE_NAME_MAX = 255;
/** Entries of a file_types object (a version has at most 64 files). */
const FILE_TYPES_MAX = 64;
/** A file hash in hex (sha512 is 128 characters). */
export const HASH_MAX = 128;
/** Markdown bodies and changelogs. */
export const MARKDOWN_MAX = 65_536;

/** One-line text of at most `max` characters, no control characters. */
export const line = (label: string, max: number) => singleLineText({ label, max });
/** Multi-line text (line breaks and tabs kept) of at most `max` characters. */
export const lines = (label: string, max: number) => multiLineText({ label, max });
/** A required text field: "<name> is required" when it is missing (or not a string), then the field's rules. */
export const required = <S extends z.ZodType<string, string>>(name: string, field: S) =>
  z.string({ error: `${name} is required` }).pipe(field);
/** An id, slug or username naming something. */
export const ref = (label: string) => line(label, REF_MAX);
/** A link; null or "" clears it where the field allows. */
export const link = (label: string) => line(label, URL_MAX).nullable().optional();
/** A list of tag names (categories, loaders, game versions). */
export const tags = (label: string, maxItems: number) =>
  z
    .array(line(`Each of ${label}`, TAG_MAX), { error: `${label} must be an array of strings.` })
    .max(maxItems, `${label} must hold at most ${maxItems.toLocaleString("en-US")} entries.`);

/** A donation link as the reference names it: `id` is the platform's code, `platform` its display name. */
export const donationLink = z.object({
  id: line("The donation platform id", TAG_MAX),
  platform: line("The donation platform name", TAG_MAX).optional(),
  url: line("The donation URL", URL_MAX),
});
export const DONATIONS_MAX = 64;
export const donationLinks = (label: string) =>
  z
    .array(donationLink, { error: `${label} must be an array of { id, platform, url }.` })
    .max(DONATIONS_MAX, `${label} must hold at most ${DONATIONS_MAX} links.`);

/** A version's dependency (project, version or, inside modpacks, a file name). */
export const dependency = z.object({
  version_id: ref("dependencies.version_id").nullish(),
  project_id: ref("dependencies.project_id").nullish(),
  file_name: line("dependencies.file_name", FILE_NAME_MAX).nullish(),
  dependency_type: line("dependencies.dependency_type", TAG_MAX),
});
/** A modpack may list every mod it ships. */
export const DEPENDENCIES_MAX = 4096;
export const dependencies = z
  .array(dependency, {
    error: "dependencies must be an array of { version_id, project_id, file_name, dependency_type }.",
  })
  .max(DEPENDENCIES_MAX, `dependencies must hold at most ${DEPENDENCIES_MAX.toLocaleString("en-US")} entries.`);

/** Game versions and loaders of a version (the game has under a thousand versions). */
export const GAME_VERSIONS_MAX = 2048;
export const LOADERS_MAX = 64;

/** `{ "<file part>": "sources-jar" | … | null }`: the type of each uploaded file, by its part name. */
export const fileTypes = z
  .record(line("A file_types part name", FILE_NAME_MAX), line("A file type", TAG_MAX).nullable(), {
    error: 'file_types must be an object like { "<part>": "sources-jar" }.',
  })
  .refine((types) => Object.keys(types).length <= FILE_TYPES_MAX, `file_types names at most ${FILE_TYPES_MAX} parts.`)
  .default({});
