import { z } from "zod";

// The v2 project answer's schema: project-body.ts builds it (typed with these, so they cannot drift) and
// /v2/openapi.json documents it.

const time = z.string().meta({ format: "date-time" });

export const galleryImageV2Schema = z.object({
  url: z.string(),
  raw_url: z.string(),
  featured: z.boolean(),
  title: z.string().nullable(),
  description: z.string().nullable(),
  created: time,
  ordering: z.number(),
});

export const projectV2Schema = z
  .object({
    id: z.string(),
    slug: z.string().nullable(),
    project_type: z.string().describe("mod, modpack, plugin, datapack, resourcepack or shader"),
    team: z.string(),
    organization: z.string().nullable(),
    title: z.string(),
    description: z.string().describe("The summary"),
    body: z.string().describe("The long description (Markdown)"),
    body_url: z.null(),
    status: z.string().describe("approved, archived, rejected, draft, unlisted, processing, withheld, private…"),
    requested_status: z.string().nullable(),
    moderator_message: z.object({ message: z.string(), body: z.string().nullable() }).nullable(),
    license: z.object({ id: z.string(), name: z.string(), url: z.string().nullable() }),
    client_side: z.string().describe("required, optional, unsupported or unknown"),
    server_side: z.string().describe("required, optional, unsupported or unknown"),
    downloads: z.number(),
    followers: z.number(),
    categories: z.array(z.string()),
    additional_categories: z.array(z.string()),
    loaders: z.array(z.string()),
    game_versions: z.array(z.string()),
    versions: z.array(z.string()).describe("Ids of the versions the caller may open"),
    icon_url: z.string().nullable(),
    issues_url: z.string().nullable(),
    source_url: z.string().nullable(),
    wiki_url: z.string().nullable(),
    discord_url: z.string().nullable(),
    donation_urls: z.array(z.object({ id: z.string(), platform: z.string(), url: z.string() })),
    gallery: z.array(galleryImageV2Schema),
    color: z.number().nullable(),
    thread_id: z.string().nullable(),
    monetization_status: z.string().nullable(),
    published: time.nullable(),
    updated: time.nullable(),
    approved: time.nullable(),
    queued: time.nullable(),
  })
  .meta({ id: "ProjectV2", description: "A project (v2 shape)" });

export type ProjectV2 = z.infer<typeof projectV2Schema>;

export const projectListV2Schema = z.array(projectV2Schema);

/** GET /v2/project/{id}/check */
export const projectCheckSchema = z.object({ id: z.string() });

/** GET /v2/statistics */
export const statisticsSchema = z.object({
  projects: z.number(),
  versions: z.number(),
  authors: z.number(),
  files: z.number(),
});

/** POST /v2/version_file/project: the requested hashes that matched, each to its project. */
export const projectByHashSchema = z.record(z.string(), projectV2Schema);
