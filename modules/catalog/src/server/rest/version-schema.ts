import { z } from "zod";

// The v2 version answer's schema: bodies.ts (versionBody) builds it, typed with it, and /v2/openapi.json
// documents it together with the hash-keyed maps of the version_file(s) routes.

export const versionV2Schema = z
  .object({
    id: z.string(),
    project_id: z.string(),
    author_id: z.string(),
    name: z.string(),
    version_number: z.string(),
    changelog: z.string().nullable(),
    changelog_url: z.null(),
    date_published: z.string().meta({ format: "date-time" }).nullable(),
    downloads: z.number(),
    version_type: z.string().describe("release, beta or alpha"),
    status: z.string().describe("listed, archived, draft, unlisted, scheduled or unknown"),
    requested_status: z.string().nullable(),
    featured: z.boolean(),
    loaders: z.array(z.string()),
    game_versions: z.array(z.string()),
    dependencies: z.array(
      z.object({
        version_id: z.string().nullable(),
        project_id: z.string().nullable(),
        file_name: z.string().nullable(),
        dependency_type: z.string().describe("required, optional, incompatible or embedded"),
      }),
    ),
    files: z.array(
      z.object({
        hashes: z.object({ sha1: z.string(), sha512: z.string() }),
        url: z.string(),
        filename: z.string(),
        primary: z.boolean(),
        size: z.number(),
        file_type: z.string().nullable(),
      }),
    ),
  })
  .meta({ id: "VersionV2", description: "A version (v2 shape)" });

export type VersionV2 = z.infer<typeof versionV2Schema>;

export const versionListV2Schema = z.array(versionV2Schema);

/** GET /v2/version_file/{hash}: one version, or every version with the file when `multiple=true`. */
export const versionOrVersionsSchema = z.union([versionV2Schema, versionListV2Schema]);

/** The requested hashes that matched, each to its version. */
export const versionByHashSchema = z.record(z.string(), versionV2Schema);

/** The requested hashes that matched, each to its versions, newest first. */
export const versionsByHashSchema = z.record(z.string(), versionListV2Schema);
